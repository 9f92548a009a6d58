import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamDescargo } from '@avanti/libs/eventos/finanzas';
import { idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import { listarDescargos, personaParaDinero, salariosEnElTiempo, sesionesRealizadas, ubicarDescargo } from '@avanti/libs/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { cuerpo, idDe, idTexto, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { filaEvolucionAtrasada } from '@avanti/libs/dominio/nomina/nomina';
import { agregadoDescargo, decidirAnulacionDescargo, decidirDescargo, MENSAJES_DESCARGO as M } from './domain/descargo.js';

const idDescargo = idDe(M.noEncontrado);

/** Spec 3 /descargos: deductions from a therapist's pay, and the late evolutions with what they lost. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller()
export class DescargosController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get('descargos')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Descargos (filter {desde, hasta obligatorias, terapeuta, sede}); de la propia sede salvo con todas las sedes' })
  async listar(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const rango = ids ? {} : rangoObligatorio(f.desde, f.hasta);
    const filtro = { ...rango, ids, terapeuta: idTexto(f.terapeuta, 'terapeuta'), sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null) };
    return responderPagina(res, 'descargos', consulta, await listarDescargos(this.db, { ...consulta, filtro }));
  }

  @Get('descargos/:id')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Un descargo, como lo muestra la lista (getOne); de la propia sede salvo con todas las sedes' })
  uno(@Param('id', idDescargo) id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarDescargos(this.db, c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('descargos')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: "Registrar un descargo: {terapeuta, valor, concepto ('Informe atrasado' por defecto u 'Objetivos y logros'), nota?, fecha?, sesion?}" })
  @ApiBody({ schema: { type: 'object', properties: { terapeuta: { type: 'string' }, valor: { type: 'integer', example: 15000 }, concepto: { type: 'string', example: 'Informe atrasado' }, nota: { type: 'string' }, fecha: { type: 'string', example: '2026-11-20' }, sesion: { type: 'string' } } } })
  async registrar(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    const d = cuerpo<{ terapeuta: string; valor: number; concepto: string; nota: string; fecha: string; sesion: string }>(datos);
    const terapeutaId = typeof d.terapeuta === 'string' && d.terapeuta.length <= 60 ? d.terapeuta : null;
    const t = terapeutaId ? await personaParaDinero(this.db, terapeutaId) : null;
    const terapeuta = t && puedeVerSede(contexto.usuario!, t.sede) ? { id: t.id, nombre: t.nombre, sede: t.sede } : null;
    const fecha = d.fecha === undefined || d.fecha === null || d.fecha === '' ? hoy(this.reloj) : d.fecha;
    const sesionId = typeof d.sesion === 'string' && d.sesion.length <= 60 ? d.sesion : null;
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamDescargo(id),
      agregado: agregadoDescargo,
      contexto,
      decidir: (estado) => decidirDescargo(estado, { id, terapeuta, valor: d.valor, concepto: d.concepto, nota: d.nota, fecha, sesionId }),
    });
    return { id, mensaje: M.registrado };
  }

  @Post('descargos/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Eliminar un descargo: DescargoAnulado (el original queda en la auditoría)' })
  async anular(@Param('id', idDescargo) id: string, @Contexto() contexto: ContextoPeticion) {
    const d = await ubicarDescargo(this.db, id);
    if (!d || !puedeVerSede(contexto.usuario!, d.sede)) throw new NoEncontrado(M.noEncontrado);
    await this.ejecutor.ejecutar({ streamId: streamDescargo(id), agregado: agregadoDescargo, contexto, decidir: (estado) => decidirAnulacionDescargo(estado, id) });
    return { id, mensaje: M.anulado };
  }

  @Get('evoluciones-atrasadas')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Evoluciones atrasadas de un rango (fecha de la sesión) con el valor descontado (la mitad no pagada)' })
  @ApiQuery({ name: 'desde', required: true, schema: { type: 'string', example: '2026-11-01' } })
  @ApiQuery({ name: 'hasta', required: true, schema: { type: 'string', example: '2026-11-30' } })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'terapeuta', required: false, schema: { type: 'string' } })
  async atrasadas(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const rango = rangoObligatorio(q.desde, q.hasta);
    const sesiones = await sesionesRealizadas(this.db, { ...rango, soloAtrasadas: true, terapeuta: idTexto(q.terapeuta, 'terapeuta'), sede: sedeEfectiva(contexto.usuario!, textoOpcional(q.sede, 'sede', 60) ?? null) });
    const salarioEn = await salariosEnElTiempo(this.db, [...new Set(sesiones.map((s) => s.terapeutaId))]);
    const filas = sesiones.map((s) => filaEvolucionAtrasada(s, salarioEn(s.terapeutaId, s.fecha)));
    res.setHeader('Content-Range', `evoluciones-atrasadas 0-${Math.max(filas.length - 1, 0)}/${filas.length}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return filas;
  }
}
