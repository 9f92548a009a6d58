import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database/conexion.js';
import type { TipoEvento } from '../eventos/tipo-evento.js';
import type { EventoAlmacenado } from '../eventstore/tipos.js';

/**
 * Turns events into read-model rows. The same code runs inline (inside the append's transaction)
 * or asynchronously (behind its own checkpoint), and in a rebuild over its emptied tables.
 * While projecting it reads and writes only its own tables: a rebuild and the live run then agree.
 */
export interface Proyector<T extends string = TipoEvento> {
  nombre: string;
  modo: 'en-linea' | 'asincrono';
  /** The read-model tables it owns (drizzle tables): a rebuild empties them. */
  tablas: readonly PgTable[];
  /** The event types it handles. */
  tipos: readonly T[];
  aplicar(tx: Db, evento: EventoAlmacenado): Promise<void>;
  /**
   * Optional: applies a run of consecutive events of its types at once (set-based writes in a rebuild).
   * Must leave the same rows as `aplicar` over each event in order.
   */
  aplicarLote?(tx: Db, eventos: EventoAlmacenado[]): Promise<void>;
}

export const nombresDeTablas = (p: Pick<Proyector<string>, 'tablas'>): string[] => p.tablas.map((t) => getTableName(t));

/** `--proyector <nombre>` or a list: the projectors named, or a clear error naming the ones that exist. */
export function elegirProyectores<P extends Proyector<string>>(todos: readonly P[], nombres: readonly string[]): P[] {
  const desconocidos = nombres.filter((n) => !todos.some((p) => p.nombre === n));
  if (desconocidos.length) {
    throw new Error(`Proyector desconocido: ${desconocidos.join(', ')}. Existen: ${todos.map((p) => p.nombre).join(', ')}`);
  }
  return todos.filter((p) => nombres.includes(p.nombre));
}
