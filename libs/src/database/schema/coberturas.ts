import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const eps = pgTable(
  'eps',
  {
    id: text('id').primaryKey(),
    nombre: text('nombre').notNull(),
    nombreCorto: text('nombre_corto').notNull(),
    nit: text('nit'),
    tipo: integer('tipo').notNull(),
    regimen: integer('regimen'),
    estado: integer('estado').notNull(),
    registradaEn: timestamp('registrada_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('eps_nombre').on(t.nombre)],
);
