import { Controller, Get, Inject, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { listarAsistenciaPorFecha } from '@avanti/libs/reportes/lecturas/reportes';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { leerFiltroAsistenciaUsuarios, listarAsistenciaUsuarios, totalesAsistenciaUsuarios } from '@avanti/libs/reportes/lecturas/asistencia-usuarios';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, unoDeLaLista } from '../infrastructure/http/lista.js';
import { DB_LECTURA } from '../infrastructure/tokens.js';
import { idDeFila, idsSolos, sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/**
 * Attendance by user/patient (spec 3 §2.2 item 9), site-scoped on the server, and the totals and getOne of attendance
 * by date: their static paths (`/totales`) are declared before the `/:id` ones, which Express would match first.
 */
@ApiTags('reportes')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller('reportes')
export class ReporteAsistenciaUsuariosController {
  constructor(@Inject(DB_LECTURA) private readonly db: Db) {}

  @Get('asistencia-usuarios')
  @RequierePermiso('reportes.asistencia-usuarios')
  @ApiOperation({ summary: 'Asistencia por usuario: por paciente, sesiones realizadas, canceladas y ninguna de las dos con sus porcentajes y el total' })
  async asistenciaUsuarios(
    @ConsultaDeLista({ orden: { campo: 'paciente', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const sede = sedeDelReporte(contexto.usuario!, c.filtro.sede);
    // getMany's ids alone: those patients' rows over every date.
    const ids = idsSolos(c.filtro);
    const consulta = { ...c, filtro: ids ? { ids, sede } : leerFiltroAsistenciaUsuarios(c.filtro, sede) };
    return responderPagina(res, 'asistencia-usuarios', consulta, await listarAsistenciaUsuarios(this.db, consulta));
  }

  @Get('asistencia-usuarios/totales')
  @RequierePermiso('reportes.asistencia-usuarios')
  @ApiOperation({
    summary: 'Totales de la asistencia por usuario (la fila Total de la pantalla y del Excel): realizadas, canceladas y ninguna con sus porcentajes',
  })
  async totalesUsuarios(@ConsultaDeLista({ orden: { campo: 'paciente', direccion: 'ASC' } }) c: Consulta, @Contexto() contexto: ContextoPeticion) {
    return totalesAsistenciaUsuarios(this.db, leerFiltroAsistenciaUsuarios(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede)));
  }

  /** Attendance by date (item 8) counts the same sessions (range, site, search): its totals row is this one. */
  @Get('asistencia-por-fecha/totales')
  @RequierePermiso('reportes.asistencia-por-fecha')
  @ApiOperation({ summary: 'Totales de la asistencia por fecha (la fila Total de la pantalla): realizadas, canceladas y ninguna con sus porcentajes' })
  async totalesPorFecha(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta, @Contexto() contexto: ContextoPeticion) {
    return totalesAsistenciaUsuarios(this.db, leerFiltroAsistenciaUsuarios(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede)));
  }

  @Get('asistencia-usuarios/:id')
  @RequierePermiso('reportes.asistencia-usuarios')
  @ApiOperation({
    summary:
      'Una fila de la asistencia por usuario (getOne): su id es el del paciente; sin fechas, cuenta todas sus sesiones, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Id del paciente' })
  asistenciaUsuariosUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const filtro = { ids: [idDeFila(id)], sede: sedeDelReporte(contexto.usuario!, undefined) };
    return unoDeLaLista((c) => listarAsistenciaUsuarios(this.db, c), filtro, 'paciente', M.filaNoEncontrada);
  }

  @Get('asistencia-por-fecha/:id')
  @RequierePermiso('reportes.asistencia-por-fecha')
  @ApiOperation({
    summary:
      'Una fila de la asistencia por fecha (getOne): su id es la fecha (aaaa-mm-dd); la misma fila que da la lista, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'La fecha, aaaa-mm-dd', example: '2026-11-20' })
  asistenciaPorFechaUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const filtro = { ids: [idDeFila(id, 'fecha')], sede: sedeDelReporte(contexto.usuario!, undefined) };
    return unoDeLaLista((c) => listarAsistenciaPorFecha(this.db, c), filtro, 'fecha', M.filaNoEncontrada);
  }
}
