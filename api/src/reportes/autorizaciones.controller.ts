import { Controller, Get, Inject, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { leerFiltroAutorizaciones, listarReporteAutorizaciones } from '@avanti/libs/reportes/lecturas/autorizaciones';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, unoDeLaLista } from '../infrastructure/http/lista.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { idDeFila, idsSolos, sedeDelReporte } from './filtros.js';
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
    const sede = sedeDelReporte(contexto.usuario!, c.filtro.sede);
    // getMany's ids alone: those authorizations as the general variant shows them, whatever their dates.
    const ids = idsSolos(c.filtro);
    const filtro = ids ? { variante: 'general' as const, ids, sede } : leerFiltroAutorizaciones(c.filtro, sede);
    const consulta = { ...c, filtro };
    return responderPagina(res, 'autorizaciones', consulta, await listarReporteAutorizaciones(this.db, consulta, hoy(this.reloj)));
  }

  @Get('autorizaciones/:id')
  @RequierePermiso('reportes.autorizaciones')
  @ApiOperation({
    summary:
      "Una autorización del reporte (getOne): su id es el de la autorización; la fila de la variante 'general', de la propia sede salvo con todas las sedes",
  })
  @ApiParam({ name: 'id', description: 'Id de la autorización' })
  uno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const filtro = { variante: 'general' as const, ids: [idDeFila(id)], sede: sedeDelReporte(contexto.usuario!, undefined) };
    return unoDeLaLista((c) => listarReporteAutorizaciones(this.db, c, hoy(this.reloj)), filtro, 'fecha', M.filaNoEncontrada);
  }
}
