import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AlertaCobertura, TableroHoy, TableroResumen } from '@avanti/libs/contratos/reportes';
import type { Db } from '@avanti/libs/database/conexion';
import { alertasDeCoberturas, tableroHoy, tableroResumen } from '@avanti/libs/lecturas/reportes';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../infrastructure/tokens.js';
import { rangoDelReporte, sedeDelReporte } from './filtros.js';

const TABLERO = 'dashboard.avanti';

const masDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The main dashboard (spec 3 §2.3, /dashboard/avanti): today's cards, a range summary and coverage alerts. */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get('hoy')
  @RequierePermiso(TABLERO)
  @ApiOperation({ summary: 'Tarjetas de hoy: pacientes activos, sesiones programadas, realizadas y canceladas de la sede' })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  hoy(@Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion): Promise<TableroHoy> {
    return tableroHoy(this.db, hoy(this.reloj), sedeDelReporte(contexto.usuario!, sede));
  }

  @Get('resumen')
  @RequierePermiso(TABLERO)
  @ApiOperation({ summary: 'Resumen de un rango: realizadas y canceladas, por tipo de cliente, entidad, especialidad y terapeuta, ingresos y copagos' })
  @ApiQuery({ name: 'desde', required: true, schema: { type: 'string', example: '2026-11-01' } })
  @ApiQuery({ name: 'hasta', required: true, schema: { type: 'string', example: '2026-11-30' } })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  resumen(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion): Promise<TableroResumen> {
    return tableroResumen(this.db, { ...rangoDelReporte(q.desde, q.hasta), sede: sedeDelReporte(contexto.usuario!, q.sede) });
  }

  @Get('alertas')
  @RequierePermiso(TABLERO)
  @ApiOperation({ summary: 'Coberturas activas con 2 sesiones o menos por programar o que vencen en los próximos 7 días' })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  alertas(@Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion): Promise<AlertaCobertura[]> {
    const fecha = hoy(this.reloj);
    return alertasDeCoberturas(this.db, fecha, masDias(fecha, 7), sedeDelReporte(contexto.usuario!, sede));
  }
}
