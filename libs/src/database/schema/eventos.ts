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

/** Where each asynchronous projector has read up to, stored in the same transaction as its writes. */
export const checkpoints = pgTable('checkpoints', {
  proyector: text('proyector').primaryKey(),
  transaccion: xid8('transaccion').notNull(),
  posicion: bigint('posicion', { mode: 'number' }).notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
