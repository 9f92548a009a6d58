import type { Db } from '../../database/conexion.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import type { TiposManejados } from '../../eventstore/postgres-event-store.js';

export type { TiposManejados };

/**
 * Turns events into read-model rows. The same code runs inline (inside the append's transaction)
 * or asynchronously (behind a checkpoint), and in a rebuild over empty tables.
 */
export interface Proyector {
  nombre: string;
  modo: 'en-linea' | 'asincrono';
  /** The read-model tables it owns: a rebuild empties them. */
  tablas: readonly string[];
  /** The event types it handles (a Set, or any predicate with `has`). */
  tipos: TiposManejados;
  aplicar(tx: Db, evento: EventoAlmacenado): Promise<void>;
}
