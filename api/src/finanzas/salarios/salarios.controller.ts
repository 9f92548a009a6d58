import { Body, Controller, Get, Inject, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CAMPOS_MONTO_SALARIO } from '@avanti/libs/contratos/finanzas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamSalario, type MontosSalario } from '@avanti/libs/eventos/finanzas';
import { idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import { listarSalarios, obtenerSalario, personaParaDinero } from '@avanti/libs/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { cuerpo, idDe, PERMISOS_DINERO as P } from '../comun/http.js';
import { agregadoSalario, decidirSalario, MENSAJES_SALARIO as M } from './domain/salario.js';

const idUsuario = idDe(M.usuarioNoEncontrado);
const ejemplo = Object.fromEntries([['tipoContrato', 1], ...CAMPOS_MONTO_SALARIO.map((c) => [c, 0])]);

/** Spec 3 /ajustar-salarios: salary and contract per user. Salary data only for whoever holds the screen's permission. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller('salarios')
export class SalariosController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  /** The user, if the caller may see their site; 404 otherwise (nothing said about another site's staff). */
  private async usuarioVisible(id: string, contexto: ContextoPeticion) {
    const u = await personaParaDinero(this.db, id);
    if (!u || !puedeVerSede(contexto.usuario!, u.sede)) throw new NoEncontrado(M.usuarioNoEncontrado);
    return u;
  }

  @Get()
  @RequierePermiso(P.salarios)
  @ApiOperation({ summary: 'Usuarios activos con su registro salarial (filter {q, sede}); de la propia sede salvo con todas las sedes' })
  async listar(@ConsultaDeLista({ orden: { campo: 'nombreUsuario', direccion: 'ASC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const filtro = { q: textoOpcional(f.q, 'q'), sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null), ids: idsDelFiltro(f.id) };
    return responderPagina(res, 'salarios', consulta, await listarSalarios(this.db, { ...consulta, filtro }));
  }

  @Get(':usuarioId')
  @RequierePermiso(P.salarios)
  async obtener(@Param('usuarioId', idUsuario) usuarioId: string, @Contexto() contexto: ContextoPeticion) {
    await this.usuarioVisible(usuarioId, contexto);
    return (await obtenerSalario(this.db, usuarioId))!;
  }

  @Put(':usuarioId')
  @RequierePermiso(P.salarios)
  @ApiOperation({ summary: 'Guardar el registro salarial: {tipoContrato 1|2|3, salarioFijo, transporte, pagoPorSesion..., eps, pension, arl} en pesos enteros' })
  @ApiBody({ schema: { type: 'object', example: ejemplo, properties: Object.fromEntries(Object.keys(ejemplo).map((k) => [k, { type: 'integer', example: 0 }])) } })
  async guardar(@Param('usuarioId', idUsuario) usuarioId: string, @Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    const u = await this.usuarioVisible(usuarioId, contexto);
    const montos = cuerpo<MontosSalario>(datos);
    await this.ejecutor.ejecutar({
      streamId: streamSalario(usuarioId),
      agregado: agregadoSalario,
      contexto,
      decidir: (estado) => decidirSalario(estado, { usuario: { id: u.id, nombre: u.nombre, sede: u.sede }, montos, hoy: hoy(this.reloj) }),
    });
    return { ...(await obtenerSalario(this.db, usuarioId))!, mensaje: M.actualizado };
  }
}
