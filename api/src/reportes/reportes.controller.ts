import { Controller, Get, Inject, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import {
  listarAsistenciaPorFecha,
  listarAutorizacionesPorVencimiento,
  listarCancelaciones,
  listarMaestro,
  listarReportePacientes,
} from '@avanti/libs/reportes/lecturas/reportes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, unoDeLaLista } from '../infrastructure/http/lista.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { leerFiltroReportePacientes } from '@avanti/libs/reportes/hojas/reporte-pacientes.hoja';
import { idDeFila, idsSolos, rangoDelReporte, sedeDelReporte, sedeObligatoria, textoBuscado } from './filtros.js';
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

  /** The range, site and search of a report; or, for `filter={"id":[...]}` alone (getMany), those rows of the reader's site. */
  private rango(c: Consulta, contexto: ContextoPeticion, clase: 'texto' | 'fecha' = 'texto') {
    const f = c.filtro;
    const ids = idsSolos(f, clase);
    if (ids) return { ...c, filtro: this.porIds(contexto, ids) };
    return { ...c, filtro: { ...rangoDelReporte(f.desde, f.hasta), sede: sedeDelReporte(contexto.usuario!, f.sede), q: textoBuscado(f.q) } };
  }

  /** getMany and getOne: the rows with these ids of the reader's site (every site for whoever sees them all). */
  private porIds(contexto: ContextoPeticion, ids: string[]) {
    return { ids, sede: sedeDelReporte(contexto.usuario!, undefined) };
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

  @Get('maestro/:id')
  @RequierePermiso('reportes.maestro')
  @ApiOperation({
    summary: 'Una fila del reporte maestro (getOne): su id es el de la sesión; la misma fila que da la lista, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Id de la sesión' })
  maestroUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarMaestro(this.db, c), this.porIds(contexto, [idDeFila(id)]), 'fecha', M.filaNoEncontrada);
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
    const ids = idsSolos(f);
    if (ids) {
      const porIds = { ...c, filtro: this.porIds(contexto, ids) };
      return responderPagina(res, 'cancelaciones', porIds, await listarCancelaciones(this.db, porIds));
    }
    const rango = rangoDelReporte(f.desde, f.hasta, M.requerido);
    if (rango.hasta > hoy(this.reloj)) throw new ReglaIncumplida(M.fechaFutura, 'invalido');
    const consulta = { ...c, filtro: { ...rango, sede: sedeObligatoria(contexto.usuario!, f.sede), q: textoBuscado(f.q) } };
    return responderPagina(res, 'cancelaciones', consulta, await listarCancelaciones(this.db, consulta));
  }

  @Get('cancelaciones/:id')
  @RequierePermiso('reportes.cancelaciones')
  @ApiOperation({
    summary: 'Una sesión cancelada del reporte (getOne): su id es el de la sesión; la misma fila que da la lista, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Id de la sesión cancelada' })
  cancelacionesUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarCancelaciones(this.db, c), this.porIds(contexto, [idDeFila(id)]), 'fecha', M.filaNoEncontrada);
  }

  @Get('asistencia-por-fecha')
  @RequierePermiso('reportes.asistencia-por-fecha')
  @ApiOperation({ summary: 'Asistencia por fecha: realizadas, canceladas y ninguna de las dos con sus porcentajes y el total' })
  async asistenciaPorFecha(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const consulta = this.rango(c, contexto, 'fecha');
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

  @Get('autorizaciones-vencimiento/:id')
  @RequierePermiso('reportes.informe-autorizaciones')
  @ApiOperation({ summary: 'Una autorización del reporte por vencimiento (getOne): su id es el de la autorización; la misma fila que da la lista' })
  @ApiParam({ name: 'id', description: 'Id de la autorización' })
  autorizacionesVencimientoUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista(
      (c) => listarAutorizacionesPorVencimiento(this.db, c, hoy(this.reloj)),
      this.porIds(contexto, [idDeFila(id)]),
      'fecha',
      M.filaNoEncontrada,
    );
  }

  @Get('pacientes')
  @RequierePermiso('reportes.pacientes')
  @ApiOperation({ summary: 'Pacientes por estado, tipo de cliente o tipo de entidad (régimen para EPS), especialidad y fechas de ingreso' })
  async pacientes(
    @ConsultaDeLista({ orden: { campo: 'nombre', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    // One reading of this filter for the list and its Excel; getMany's ids alone, those patients of the reader's site.
    const ids = idsSolos(c.filtro);
    const filtro = ids ? this.porIds(contexto, ids) : leerFiltroReportePacientes(c.filtro, contexto.usuario!);
    const consulta = { ...c, filtro };
    return responderPagina(res, 'reportes-pacientes', consulta, await listarReportePacientes(this.db, consulta));
  }

  @Get('pacientes/:id')
  @RequierePermiso('reportes.pacientes')
  @ApiOperation({
    summary:
      'Un paciente del reporte de pacientes (getOne): su id es el del paciente; la misma fila que da la lista, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Id del paciente' })
  pacientesUno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarReportePacientes(this.db, c), this.porIds(contexto, [idDeFila(id)]), 'nombre', M.filaNoEncontrada);
  }
}
