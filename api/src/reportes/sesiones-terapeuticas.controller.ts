import { Controller, Get, Inject, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { leerFiltroSesionesTerapeuticas, pivoteSesionesTerapeuticas } from '@avanti/libs/lecturas/reportes/sesiones-terapeuticas';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina } from '../infrastructure/http/lista.js';
import { DB_LECTURA } from '../infrastructure/tokens.js';
import { sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Therapeutic sessions (spec 3 §2.2 item 10): per specialty the sessions per modality, as a pivot with its totals row. */
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
      "Sesiones terapéuticas (filter {desde, hasta, estado 1 realizadas por omisión | 2 | 3, sede}): por especialidad, sesiones de 30 minutos (unidades) en Sede, Domicilio y Virtual con su total, y la fila 'Total' al final de cada página (id 'total'; no cuenta en el total de registros)",
  })
  async sesionesTerapeuticas(
    @ConsultaDeLista({ orden: { campo: 'especialidad', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const filtro = leerFiltroSesionesTerapeuticas(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede));
    // A handful of specialties, paged in memory in the pivot's fixed order: the count and the pages are the
    // specialties'; the totals row follows every page that has rows (it is no record of its own).
    const filas = await pivoteSesionesTerapeuticas(this.db, filtro);
    const especialidades = filas.filter((f) => !f.esTotal);
    const totales = filas.filter((f) => f.esTotal);
    const pagina = responderPagina(res, 'sesiones-terapeuticas', c, { filas: especialidades.slice(c.desde, c.hasta + 1), total: especialidades.length });
    return pagina.length ? [...pagina, ...totales] : pagina;
  }
}
