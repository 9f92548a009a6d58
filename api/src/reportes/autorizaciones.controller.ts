import { Controller, Get, Inject, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { leerFiltroAutorizaciones, listarReporteAutorizaciones } from '@avanti/libs/lecturas/reportes/autorizaciones';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina } from '../infrastructure/http/lista.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Authorizations report (spec 3 §2.2 item 5) with its three variants, site-scoped on the server. */
@ApiTags('reportes')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller('reportes')
export class ReporteAutorizacionesController {
  constructor(
    @Inject(DB_LECTURA) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get('autorizaciones')
  @RequierePermiso('reportes.autorizaciones')
  @ApiOperation({
    summary:
      "Autorizaciones por fecha de expedición y sede: total, saldo en bolsa y porcentaje restante; `variante` 'general', 'registro' (fecha de registro y observaciones) o 'con-saldo' (activas con saldo, celdas resaltadas)",
  })
  async autorizaciones(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const filtro = leerFiltroAutorizaciones(c.filtro, sedeDelReporte(contexto.usuario!, c.filtro.sede));
    const consulta = { ...c, filtro };
    return responderPagina(res, 'autorizaciones', consulta, await listarReporteAutorizaciones(this.db, consulta, hoy(this.reloj)));
  }
}
