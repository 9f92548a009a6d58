import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { xid8 } from './tipos.js';

/**
 * The event store: one row per event, never updated or deleted. Partitioned by RANGE (registrado_en), a partition a
 * year plus a DEFAULT one (migration 0020, decision 0049: drizzle does not declare partitioning); the primary key holds
 * the partition key, so (stream_id, version) is only an index and `streams` carries the concurrency check.
 */
export const eventos = pgTable(
  'eventos',
  {
    posicion: bigint('posicion', { mode: 'number' }).notNull().default(sql`nextval('eventos_posicion_seq'::regclass)`),
    transaccion: xid8('transaccion').notNull().default(sql`pg_current_xact_id()`),
    streamId: text('stream_id').notNull(),
    version: integer('version').notNull(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull(),
    metadata: jsonb('metadata').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'eventos_pkey', columns: [t.posicion, t.registradoEn] }),
    index('eventos_stream_version').on(t.streamId, t.version),
    index('eventos_orden_commit').on(t.transaccion, t.posicion),
    index('eventos_tipo_orden').on(t.tipo, t.transaccion, t.posicion),
  ],
);

/** Each stream's last version: the row every append checks and bumps in the statement that inserts its events. */
export const streams = pgTable('streams', {
  streamId: text('stream_id').primaryKey(),
  version: integer('version').notNull(),
});

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
