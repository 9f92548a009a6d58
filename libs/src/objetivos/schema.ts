import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Objectives and their ratings (DOMAIN 'Objectives'): the objectives screen, the personal space. Inline projection. */
export const objetivos = pgTable(
  'objetivos',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    paciente: text('paciente').notNull(),
    /** Specialty code 2..6. */
    especialidad: integer('especialidad').notNull(),
    objetivo: text('objetivo').notNull(),
    tareas: jsonb('tareas').$type<string[]>().notNull(),
    fechaInicio: text('fecha_inicio').notNull(),
    fechaFin: text('fecha_fin').notNull(),
    /** 'periodos' or 'unica' (before 2025-03-09). */
    forma: text('forma').notNull(),
    terapeutaId: text('terapeuta_id').notNull(),
    terapeuta: text('terapeuta').notNull(),
    /** Of the latest rated period; null: 'Pendiente evaluar'. */
    porcentaje: integer('porcentaje'),
    calificaciones: jsonb('calificaciones')
      .$type<
        {
          periodo: number;
          tareas: { descripcion: string; puntaje: number; cumple: boolean }[];
          porcentaje: number;
          comentario: string | null;
          evidencia: string | null;
          fecha: string;
          calificadoPor: string;
        }[]
      >()
      .notNull(),
    logro: text('logro'),
    evidencia: text('evidencia'),
    /** Bogotá date the achievement was recorded (period 3 or the single rating). */
    fechaLogro: text('fecha_logro'),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('objetivos_paciente').on(t.pacienteId, t.especialidad),
    index('objetivos_terapeuta_fin').on(t.terapeutaId, t.fechaFin),
    index('objetivos_fecha_inicio').on(t.fechaInicio),
  ],
);
