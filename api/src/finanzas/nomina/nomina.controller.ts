import { Controller, Get, Inject, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DashboardNomina } from '@avanti/libs/finanzas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { gastosDelPanel, ingresosYSesionesDelRango, registrosSalariales, type FiltroDinero } from '@avanti/libs/finanzas/lecturas/finanzas';
import { nominaDelRango } from '@avanti/libs/finanzas/lecturas/nomina';
import { listarTerapeutas } from '@avanti/libs/admisiones/index';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { idTexto, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { nominaFija, resumirNomina } from '@avanti/libs/finanzas/dominio/nomina/nomina';
import { LimiteDeReportes } from '../../reportes/limite-reportes.js';

const consultaRango = (conTerapeuta: boolean) => (objetivo: object, clave: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'desde', required: true, schema: { type: 'string', example: '2026-11-01' } })(objetivo, clave, descriptor);
  ApiQuery({ name: 'hasta', required: true, schema: { type: 'string', example: '2026-11-30' } })(objetivo, clave, descriptor);
  ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })(objetivo, clave, descriptor);
  if (conTerapeuta) ApiQuery({ name: 'terapeuta', required: false, schema: { type: 'string' } })(objetivo, clave, descriptor);
};

/** Spec 3 'Therapist payroll' and /dashboard-nomina ('Accounting by dates'). */
@ApiTags('finanzas')
@ApiBearerAuth()
@UseInterceptors(LimiteDeReportes)
@Controller()
export class NominaController {
  constructor(@Inject(DB) private readonly db: Db) {}

  private filtro(q: Record<string, unknown>, contexto: ContextoPeticion): FiltroDinero {
    return {
      ...rangoObligatorio(q.desde, q.hasta),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(q.sede, 'sede', 60) ?? null),
      terapeuta: idTexto(q.terapeuta, 'terapeuta'),
    };
  }

  private async nomina(f: FiltroDinero) {
    return (await nominaDelRango(this.db, f)).map((fila) => ({ id: fila.terapeutaId, ...fila }));
  }

  /**
   * The therapist picker of the money screens (payroll, discards): active therapists (roles 2 to 6) by
   * name, of the caller's site unless they see every site. Names only, no salary data; therapists do
   * not hold the money screens, so this widens nothing they see.
   */
  @Get('finanzas/terapeutas')
  @RequierePermiso(P.nomina, P.descargos)
  @ApiOperation({ summary: 'Terapeutas activos (roles 2 a 6) para elegir en nómina y descargos: id y nombre, de la propia sede salvo con todas las sedes' })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  async terapeutas(@Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion): Promise<{ id: string; nombre: string }[]> {
    const filas = await listarTerapeutas(this.db, sedeEfectiva(contexto.usuario!, textoOpcional(sede, 'sede', 60) ?? null));
    return filas.map((t) => ({ id: t.id, nombre: t.nombre }));
  }

  @Get('nomina')
  @RequierePermiso(P.nomina)
  @ApiOperation({
    summary:
      'Nómina de terapeutas de un rango: sesiones realizadas por modalidad y tipo pagadas según el registro salarial (atrasadas a la mitad), adicionales, deducciones (descargos) y neto',
  })
  @consultaRango(true)
  async listar(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const filas = await this.nomina(this.filtro(q, contexto));
    res.setHeader('Content-Range', `nomina 0-${Math.max(filas.length - 1, 0)}/${filas.length}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return filas;
  }

  @Get('dashboard/nomina')
  @RequierePermiso(P.nomina)
  @ApiOperation({ summary: 'Ingresos y gastos de un rango: ingresos, gastos, nómina fija, por entidad, por especialidad y por terapeuta' })
  @consultaRango(false)
  async dashboard(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion): Promise<DashboardNomina> {
    const f = this.filtro({ ...q, terapeuta: undefined }, contexto);
    const [terapeutas, { ingresos, porEntidad: entidades, porEspecialidad: especialidades }, gastos, registros] = await Promise.all([
      this.nomina(f),
      ingresosYSesionesDelRango(this.db, f),
      gastosDelPanel(this.db, f),
      registrosSalariales(this.db, f.sede ?? null),
    ]);
    const suma = (clase: string) => gastos.filter((g) => g.clase === clase).reduce((t, g) => t + g.valor, 0);
    const { terapeutas: _, ...resumen } = resumirNomina(terapeutas);
    return {
      desde: f.desde!,
      hasta: f.hasta!,
      ingresos: { ...ingresos, terapeuta: resumen.neto },
      gastos: { filas: gastos, fijos: suma('fijo'), variables: suma('variable'), total: suma('fijo') + suma('variable') },
      nomina: nominaFija(registros),
      entidades,
      especialidades,
      terapeutas,
      resumen,
    };
  }
}
