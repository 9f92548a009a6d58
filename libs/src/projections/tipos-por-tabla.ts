import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PROYECTORES, TABLAS_FUERA_DE_PROYECCIONES } from './proyectores.js';

/**
 * Which events can change a read of these tables (decision 0053): the types handled by the inline projectors that
 * own them. A table filled from a file (CIE-10, DIVIPOLA) changes with no event and adds none. A table of an
 * asynchronous projector cannot be covered (its rows move after the commit), nor can the event log itself: both
 * are refused, so a list that reads them is never answered from memory by mistake.
 */
export function tiposQueEscriben(tablas: readonly PgTable[]): string[] {
  const tipos = new Set<string>();
  for (const tabla of tablas) {
    const nombre = getTableName(tabla);
    const dueno = PROYECTORES.find((p) => p.tablas.some((t) => getTableName(t) === nombre));
    if (!dueno) {
      if (TABLAS_FUERA_DE_PROYECCIONES.has(tabla) && !['eventos', 'streams', 'checkpoints'].includes(nombre)) continue;
      throw new Error(`La tabla ${nombre} no es un modelo de lectura en línea`);
    }
    if (dueno.modo !== 'en-linea') throw new Error(`La tabla ${nombre} la escribe el proyector asíncrono ${dueno.nombre}`);
    for (const tipo of dueno.tipos) tipos.add(tipo);
  }
  return [...tipos].sort();
}

/** For each event type, the read-model tables its inline projectors write. */
export function tablasPorTipo(): ReadonlyMap<string, readonly string[]> {
  const mapa = new Map<string, string[]>();
  for (const p of PROYECTORES) {
    if (p.modo !== 'en-linea') continue;
    for (const tipo of p.tipos) mapa.set(tipo, [...(mapa.get(tipo) ?? []), ...p.tablas.map((t) => getTableName(t))]);
  }
  return mapa;
}
