import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DashboardNomina } from '@avanti/libs/contratos/finanzas';
import type { Db } from '@avanti/libs/database/conexion';
import {
  descargosDelRango,
  gastosDelPanel,
  ingresosDelRango,
  registrosSalariales,
  salariosDe,
  sesionesPorEntidad,
  sesionesPorEspecialidad,
  sesionesRealizadas,
  type FiltroDinero,
} from '@avanti/libs/lecturas/finanzas';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { idTexto, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { calcularNomina, nominaFija, resumirNomina, type Montos } from './domain/nomina.js';

const consultaRango = (conTerapeuta: boolean) => (objetivo: object, clave: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'desde', required: true, schema: { type: 'string', example: '2026-11-01' } })(objetivo, clave, descriptor);
  ApiQuery({ name: 'hasta', required: true, schema: { type: 'string', example: '2026-11-30' } })(objetivo, clave, descriptor);
  ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })(objetivo, clave, descriptor);
  if (conTerapeuta) ApiQuery({ name: 'terapeuta', required: false, schema: { type: 'string' } })(objetivo, clave, descriptor);
};

/** Spec 3 'Therapist payroll' and /dashboard-nomina ('Accounting by dates'). */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller()
export class NominaController {
  constructor(@Inject(DB) private readonly db: Db) {}

  private filtro(q: Record<string, unknown>, contexto: ContextoPeticion): FiltroDinero {
    return { ...rangoObligatorio(q.desde, q.hasta), sede: sedeEfectiva(contexto.usuario!, textoOpcional(q.sede, 'sede', 60) ?? null), terapeuta: idTexto(q.terapeuta, 'terapeuta') };
  }

  private async nomina(f: FiltroDinero) {
    const sesiones = await sesionesRealizadas(this.db, f);
    const descargos = await descargosDelRango(this.db, f);
    const ids = [...new Set([...sesiones.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
    const salarios = new Map<string, Montos>((await salariosDe(this.db, ids)).map((s) => [s.usuarioId, s]));
    return calcularNomina(sesiones, salarios, descargos).map((fila) => ({ id: fila.terapeutaId, ...fila }));
  }

  @Get('nomina')
  @RequierePermiso(P.nomina)
  @ApiOperation({ summary: 'Nómina de terapeutas de un rango: sesiones realizadas por modalidad y tipo pagadas según el registro salarial (atrasadas a la mitad), adicionales, deducciones (descargos) y neto' })
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
    const [terapeutas, ingresos, gastos, registros, entidades, especialidades] = await Promise.all([
      this.nomina(f),
      ingresosDelRango(this.db, f),
      gastosDelPanel(this.db, f),
      registrosSalariales(this.db, f.sede ?? null),
      sesionesPorEntidad(this.db, f),
      sesionesPorEspecialidad(this.db, f),
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
