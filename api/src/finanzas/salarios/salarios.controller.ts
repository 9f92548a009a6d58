import { Body, Controller, Get, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_SALARIO as M, type SalarioLeido, type SalarioRespuesta } from '@avanti/libs/finanzas/contrato';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import { listarSalarios, obtenerSalario, personaParaDinero } from '@avanti/libs/finanzas/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { conMensaje, ESQUEMA_SALARIO } from '../comun/esquemas.js';
import { idDe, PERMISOS_DINERO as P } from '../comun/http.js';
import { GuardarSalario } from './commands/guardar-salario/guardar-salario.command.js';
import { GuardarSalarioDto } from './commands/guardar-salario/guardar-salario.dto.js';

const idUsuario = idDe(M.usuarioNoEncontrado);

/**
 * Spec 3 /ajustar-salarios: salary and contract per user. Salary data only for whoever holds the screen's permission.
 * Every active user has a record (zeros until saved): update, never create or delete (405).
 */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller('salarios')
export class SalariosController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
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
  async listar(
    @ConsultaDeLista({ orden: { campo: 'nombreUsuario', direccion: 'ASC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = { q: textoOpcional(f.q, 'q'), sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null), ids: idsDelFiltro(f.id) };
    return responderPagina(res, 'salarios', consulta, await listarSalarios(this.db, { ...consulta, filtro }));
  }

  @Get(':usuarioId')
  @RequierePermiso(P.salarios)
  @ApiOperation({ summary: 'El registro salarial de un usuario (getOne), como lo muestra la lista' })
  @ApiOkResponse({ schema: ESQUEMA_SALARIO })
  async obtener(@Param('usuarioId', idUsuario) usuarioId: string, @Contexto() contexto: ContextoPeticion): Promise<SalarioLeido> {
    await this.usuarioVisible(usuarioId, contexto);
    return (await obtenerSalario(this.db, usuarioId))!;
  }

  @Put(':usuarioId')
  @RequierePermiso(P.salarios)
  @ApiOperation({
    summary:
      'Guardar el registro salarial: el que sirvió GET o solo lo que cambia (tipoContratoId 1|2|3 y montos en pesos enteros); responde el registro con el mensaje',
  })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_SALARIO) })
  guardar(
    @Param('usuarioId', idUsuario) usuarioId: string,
    @Body() datos: GuardarSalarioDto,
    @Contexto() contexto: ContextoPeticion,
  ): Promise<SalarioRespuesta> {
    return this.comandos.execute(new GuardarSalario(usuarioId, datos, contexto));
  }
}
