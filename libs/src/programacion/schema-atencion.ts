import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The attention index (DOMAIN 'Sessions'): per patient and session date, how many sessions were done and how
 * many cancelled. The index at a date is one indexed sum over the 90 days before it. Owned by the projector
 * 'indice-atencion', which also keeps `atencion_sesiones` (each session's patient, date and last state) because
 * a cancellation or an evolution names only the session.
 */
export const atencionDiaria = pgTable(
  'atencion_diaria',
  {
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    realizadas: integer('realizadas').notNull().default(0),
    canceladas: integer('canceladas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pacienteId, t.fecha] })],
);

/** Each session's patient, date and state (3 pending, 1 done, 2 cancelled): what a later event of it changes. */
export const atencionSesiones = pgTable('atencion_sesiones', {
  id: text('id').primaryKey(),
  pacienteId: text('paciente_id').notNull(),
  fecha: text('fecha').notNull(),
  estado: integer('estado').notNull(),
});
