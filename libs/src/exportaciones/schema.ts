import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every export requested (Excel lists and PDF reports): the log of exported reports (spec 3 §2.2 item 12). */
export const exportaciones = pgTable(
  'exportaciones',
  {
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
    /** 'xlsx' or 'pdf'. */
    formato: text('formato').notNull().default('xlsx'),
    /** A patient report: the patient, by id and by name, and what was written for it. */
    pacienteId: text('paciente_id'),
    paciente: text('paciente'),
    resumen: text('resumen'),
    concepto: text('concepto'),
    recomendacion: text('recomendacion'),
  },
  (t) => [index('exportaciones_paciente').on(t.pacienteId, t.solicitadaEn)],
);
