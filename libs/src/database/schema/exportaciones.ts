import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every export requested: the future 'log of exported reports'. */
export const exportaciones = pgTable('exportaciones', {
  id: text('id').primaryKey(),
  recurso: text('recurso').notNull(),
  filtro: jsonb('filtro').notNull(),
  usuarioId: text('usuario_id').notNull(),
  usuario: text('usuario').notNull(),
  sede: text('sede'),
  estado: text('estado').notNull(),
  filas: integer('filas'),
  archivo: text('archivo'),
  nombreArchivo: text('nombre_archivo'),
  mensaje: text('mensaje'),
  solicitadaEn: timestamp('solicitada_en', { withTimezone: true }).notNull(),
  terminadaEn: timestamp('terminada_en', { withTimezone: true }),
});
