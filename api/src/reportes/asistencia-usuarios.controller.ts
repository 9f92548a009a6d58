import { Controller, Get, Inject, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { leerFiltroAsistenciaUsuarios, listarAsistenciaUsuarios, totalesAsistenciaUsuarios } from '@avanti/libs/lecturas/reportes/asistencia-usuarios';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina } from '../infrastructure/http/lista.js';
import { DB_LECTURA } from '../infrastructure/tokens.js';
import { sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Attendance by user/patient (spec 3 §2.2 item 9), site-scoped on the server. */
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
    const consulta = { ...c, filtro: leerFiltroAsistenciaUsuarios(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede)) };
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
}
