import { Controller, Get, Inject, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AlertaCobertura, TableroHoy, TableroResumen } from '@avanti/libs/reportes/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { resumirNomina, type NominaTerapeuta } from '@avanti/libs/finanzas/index';
import { nominaDelRango } from '@avanti/libs/finanzas/index';
import { alertasDeCoberturas, tableroHoy, tableroResumen } from '@avanti/libs/reportes/lecturas/reportes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { rangoDelReporte, sedeDelReporte } from './filtros.js';
import { LimiteDeReportes } from './limite-reportes.js';

const TABLERO = 'dashboard.avanti';
const NOMINA = 'dashboard.nomina';

/** The summary with the payroll's figures per therapist (extras, deductions, pay) and the therapist pay total. */
function conNomina(r: TableroResumen, nomina: readonly NominaTerapeuta[]): TableroResumen {
  const porId = new Map(nomina.map((n) => [n.terapeutaId, n]));
  const filas = r.porTerapeuta.map((t) => {
    const n = porId.get(t.terapeutaId);
    return { ...t, unidades: n?.realizadas ?? 0, adicionales: n?.adicionales ?? 0, deducciones: n?.deducciones ?? 0, pago: n?.neto ?? 0 };
  });
  // A therapist with discards and no session in the range is still paid less.
  for (const n of nomina) {
    if (!r.porTerapeuta.some((t) => t.terapeutaId === n.terapeutaId))
      filas.push({
        terapeutaId: n.terapeutaId,
        nombre: n.terapeutaNombre,
        realizadas: 0,
        canceladas: 0,
        unidades: n.realizadas,
        adicionales: n.adicionales,
        deducciones: n.deducciones,
        pago: n.neto,
      });
  }
  return { ...r, porTerapeuta: filas, ingresos: { ...r.ingresos, terapeutas: resumirNomina(nomina).neto } };
}

const masDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The main dashboard (spec 3 §2.3, /dashboard/avanti): today's cards, a range summary and coverage alerts. */
@ApiTags('reportes')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller('dashboard')
export class DashboardController {
  constructor(
    @Inject(DB_LECTURA) private readonly db: Db,
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
  async resumen(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion): Promise<TableroResumen> {
    const f = { ...rangoDelReporte(q.desde, q.hasta), sede: sedeDelReporte(contexto.usuario!, q.sede) };
    const resumen = await tableroResumen(this.db, f);
    // Pay is salary data: only for whoever holds the payroll screen, from the same payroll rules as /dashboard-nomina.
    if (!contexto.usuario!.permisos.has(NOMINA)) return resumen;
    return conNomina(resumen, await nominaDelRango(this.db, f));
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
