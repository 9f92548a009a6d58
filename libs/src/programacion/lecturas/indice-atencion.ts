import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { atencionDiaria } from '../../database/schema/index.js';
import { DIAS_INDICE_ATENCION, indiceAtencion } from '../../reportes/contrato-objetivos.js';
import { sumarDias } from '../../objetivos/contrato-lecturas.js';

/** The window of the attention index at a date: the 90 days before it and the date itself. */
export const ventanaIndiceAtencion = (fecha: string) => ({ desde: sumarDias(fecha, -DIAS_INDICE_ATENCION), hasta: fecha });

/**
 * DOMAIN 'Sessions': the attention index of each patient at `fecha` (sessions done ÷ done + cancelled over the
 * 90 days before it, in percent; null = '--'). One query over the (patient, date) primary key.
 */
export async function indiceDeAtencion(db: Db, pacientes: readonly string[], fecha: string): Promise<Map<string, number | null>> {
  const resultado = new Map<string, number | null>(pacientes.map((p) => [p, null]));
  const ids = [...new Set(pacientes)];
  if (ids.length === 0) return resultado;
  const { desde, hasta } = ventanaIndiceAtencion(fecha);
  const filas = await db
    .select({
      pacienteId: atencionDiaria.pacienteId,
      realizadas: sql<number>`coalesce(sum(${atencionDiaria.realizadas}), 0)::int`,
      canceladas: sql<number>`coalesce(sum(${atencionDiaria.canceladas}), 0)::int`,
    })
    .from(atencionDiaria)
    .where(and(inArray(atencionDiaria.pacienteId, ids), gte(atencionDiaria.fecha, desde), lte(atencionDiaria.fecha, hasta)))
    .groupBy(atencionDiaria.pacienteId);
  for (const f of filas) resultado.set(f.pacienteId, indiceAtencion(Number(f.realizadas), Number(f.canceladas)));
  return resultado;
}
