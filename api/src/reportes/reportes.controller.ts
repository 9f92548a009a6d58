import { Controller, Get, Inject, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_REPORTES as M } from '@avanti/libs/contratos/reportes';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import {
  listarAsistenciaPorFecha,
  listarAutorizacionesPorVencimiento,
  listarCancelaciones,
  listarMaestro,
  listarReportePacientes,
} from '@avanti/libs/lecturas/reportes';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina } from '../infrastructure/http/lista.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { leerFiltroReportePacientes } from '@avanti/libs/exportaciones/hojas/reporte-pacientes.hoja';
import { rangoDelReporte, sedeDelReporte, sedeObligatoria, textoBuscado } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Reports over the read models (spec 3 §2.2), as ra-data-simple-rest lists: 25 rows by default, site-scoped on the server. */
@ApiTags('reportes')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller('reportes')
export class ReportesController {
  constructor(
    @Inject(DB_LECTURA) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  private rango(c: Consulta, contexto: ContextoPeticion) {
    const f = c.filtro;
    return { ...c, filtro: { ...rangoDelReporte(f.desde, f.hasta), sede: sedeDelReporte(contexto.usuario!, f.sede), q: textoBuscado(f.q) } };
  }

  @Get('maestro')
  @RequierePermiso('reportes.maestro')
  @ApiOperation({ summary: 'Reporte maestro de operaciones: sesiones del rango con la etiqueta CE, EVA, CYT, GTSL o SSR' })
  async maestro(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const consulta = this.rango(c, contexto);
    return responderPagina(res, 'maestro', consulta, await listarMaestro(this.db, consulta));
  }

  @Get('cancelaciones')
  @RequierePermiso('reportes.cancelaciones')
  @ApiOperation({ summary: 'Sesiones canceladas del rango: quién canceló, por qué y cuándo' })
  async cancelaciones(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = c.filtro;
    const rango = rangoDelReporte(f.desde, f.hasta, M.requerido);
    if (rango.hasta > hoy(this.reloj)) throw new ReglaIncumplida(M.fechaFutura, 'invalido');
    const consulta = { ...c, filtro: { ...rango, sede: sedeObligatoria(contexto.usuario!, f.sede), q: textoBuscado(f.q) } };
    return responderPagina(res, 'cancelaciones', consulta, await listarCancelaciones(this.db, consulta));
  }

  @Get('asistencia-por-fecha')
  @RequierePermiso('reportes.asistencia-por-fecha')
  @ApiOperation({ summary: 'Asistencia por fecha: realizadas, canceladas y ninguna de las dos con sus porcentajes y el total' })
  async asistenciaPorFecha(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const consulta = this.rango(c, contexto);
    return responderPagina(res, 'asistencia-por-fecha', consulta, await listarAsistenciaPorFecha(this.db, consulta));
  }

  @Get('autorizaciones-vencimiento')
  @RequierePermiso('reportes.informe-autorizaciones')
  @ApiOperation({ summary: "Autorizaciones por vencimiento: 'Vence hoy', 'Vencida', 'Faltan N dia(s) para su vencimiento', 'Autorización sin orden'" })
  async autorizacionesVencimiento(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const consulta = this.rango(c, contexto);
    return responderPagina(res, 'autorizaciones-vencimiento', consulta, await listarAutorizacionesPorVencimiento(this.db, consulta, hoy(this.reloj)));
  }

  @Get('pacientes')
  @RequierePermiso('reportes.pacientes')
  @ApiOperation({ summary: 'Pacientes por estado, tipo de cliente o tipo de entidad (régimen para EPS), especialidad y fechas de ingreso' })
  async pacientes(
    @ConsultaDeLista({ orden: { campo: 'nombre', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    // One reading of this filter for the list and its Excel.
    const consulta = { ...c, filtro: leerFiltroReportePacientes(c.filtro, contexto.usuario!) };
    return responderPagina(res, 'reportes-pacientes', consulta, await listarReportePacientes(this.db, consulta));
  }
}
