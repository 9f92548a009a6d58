import { Controller, Get, Inject, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { FilaSesionesTerapeuticas } from '@avanti/libs/reportes/contrato-asistencia';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import {
  leerFiltroSesionesTerapeuticas,
  pivoteSesionesTerapeuticas,
  sesionesTerapeuticasPorIds,
  totalesDelPivote,
} from '@avanti/libs/reportes/lecturas/sesiones-terapeuticas';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina } from '../infrastructure/http/lista.js';
import { DB_LECTURA } from '../infrastructure/tokens.js';
import { idDeFila, idsSolos, sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Therapeutic sessions (spec 3 §2.2 item 10): per specialty the sessions per modality, as a pivot; its totals row at `/totales`. */
@ApiTags('reportes')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller('reportes')
export class ReporteSesionesTerapeuticasController {
  constructor(@Inject(DB_LECTURA) private readonly db: Db) {}

  @Get('sesiones-terapeuticas')
  @RequierePermiso('reportes.sesiones-terapeuticas')
  @ApiOperation({
    summary:
      'Sesiones terapéuticas (filter {desde, hasta, estado 1 realizadas por omisión | 2 | 3, sede}): por especialidad (id: el código de la especialidad), sesiones de 30 minutos (unidades) en Sede, Domicilio y Virtual con su total; la fila Total, en /totales. Con solo `id` (getMany), esas especialidades en todas las fechas, realizadas',
  })
  async sesionesTerapeuticas(
    @ConsultaDeLista({ orden: { campo: 'especialidad', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const sede = sedeDelReporte(contexto.usuario!, c.filtro.sede);
    const ids = idsSolos(c.filtro, 'entero');
    // A handful of specialties, paged in memory in the pivot's fixed order; Content-Range counts the rows sent.
    const especialidades = ids
      ? await sesionesTerapeuticasPorIds(this.db, { ids, sede })
      : (await pivoteSesionesTerapeuticas(this.db, leerFiltroSesionesTerapeuticas(c.filtro, sede))).filter((f) => !f.esTotal);
    return responderPagina(res, 'sesiones-terapeuticas', c, { filas: especialidades.slice(c.desde, c.hasta + 1), total: especialidades.length });
  }

  @Get('sesiones-terapeuticas/totales')
  @RequierePermiso('reportes.sesiones-terapeuticas')
  @ApiOperation({
    summary: "Totales de las sesiones terapéuticas (la fila 'Total' de la pantalla y del Excel, id 'total'): la suma de cada columna con el filtro de la lista",
  })
  async totales(
    @ConsultaDeLista({ orden: { campo: 'especialidad', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
  ): Promise<FilaSesionesTerapeuticas> {
    const filtro = leerFiltroSesionesTerapeuticas(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede));
    return totalesDelPivote(await pivoteSesionesTerapeuticas(this.db, filtro));
  }

  @Get('sesiones-terapeuticas/:id')
  @RequierePermiso('reportes.sesiones-terapeuticas')
  @ApiOperation({
    summary:
      'Una especialidad del reporte (getOne): su id es el código de la especialidad; sus sesiones realizadas de todas las fechas, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Código de la especialidad (2 a 6)', example: '2' })
  async uno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion): Promise<FilaSesionesTerapeuticas> {
    const [fila] = await sesionesTerapeuticasPorIds(this.db, { ids: [idDeFila(id, 'entero')], sede: sedeDelReporte(contexto.usuario!, undefined) });
    if (!fila) throw new NoEncontrado(M.filaNoEncontrada);
    return fila;
  }
}
