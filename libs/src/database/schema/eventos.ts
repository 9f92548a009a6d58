import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { xid8 } from './tipos.js';

/** The event store: one row per event, never updated or deleted. */
export const eventos = pgTable(
  'eventos',
  {
    posicion: bigserial('posicion', { mode: 'number' }).primaryKey(),
    transaccion: xid8('transaccion').notNull().default(sql`pg_current_xact_id()`),
    streamId: text('stream_id').notNull(),
    version: integer('version').notNull(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull(),
    metadata: jsonb('metadata').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('eventos_stream_version').on(t.streamId, t.version), index('eventos_orden_commit').on(t.transaccion, t.posicion)],
);

/**
 * Where each asynchronous projector has read up to, stored in the same transaction as its writes;
 * beside it, how far behind it was at its last batch and the error that stops it, if any.
 */
export const checkpoints = pgTable('checkpoints', {
  proyector: text('proyector').primaryKey(),
  transaccion: xid8('transaccion').notNull(),
  posicion: bigint('posicion', { mode: 'number' }).notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  /** Committed events still to apply after its last batch (counted up to 10 000). */
  atraso: integer('atraso').notNull().default(0),
  /** The failing event's position and the error's message; never the event's data. */
  ultimoError: text('ultimo_error'),
  errorPosicion: bigint('error_posicion', { mode: 'number' }),
  /** Since when the same event has been failing; cleared by the next batch that commits. */
  errorDesde: timestamp('error_desde', { withTimezone: true }),
  intentos: integer('intentos').notNull().default(0),
});
