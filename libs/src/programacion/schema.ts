import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Scheduled sessions (DOMAIN 'Sessions'): the calendar, the cancellation screens, the agenda, and what the
 * master, cancellation and attendance reports read. Inline projection.
 */
export const sesiones = pgTable(
  'sesiones',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    pacienteNombre: text('paciente_nombre').notNull(),
    pacienteDocumento: text('paciente_documento').notNull(),
    coberturaId: text('cobertura_id').notNull(),
    coberturaCodigo: text('cobertura_codigo').notNull(),
    formato: integer('formato').notNull(),
    lineaId: text('linea_id').notNull(),
    entidadNombre: text('entidad_nombre').notNull(),
    /** Specialty code 2..6 and its name. */
    servicio: integer('servicio').notNull(),
    especialidad: text('especialidad').notNull(),
    terapeutaId: text('terapeuta_id').notNull(),
    terapeutaNombre: text('terapeuta_nombre').notNull(),
    fecha: text('fecha').notNull(),
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
    unidades: integer('unidades').notNull(),
    tipo: text('tipo').notNull(),
    lugar: text('lugar').notNull(),
    /** 3 pending, 1 done (evolved), 2 cancelled. */
    estado: integer('estado').notNull(),
    cytAceptada: boolean('cyt_aceptada').notNull().default(false),
    valor: integer('valor').notNull(),
    copago: integer('copago').notNull(),
    sede: text('sede').notNull(),
    programadaPor: text('programada_por').notNull(),
    programadaEn: timestamp('programada_en', { withTimezone: true }).notNull(),
    canceladaPor: text('cancelada_por'),
    motivoCancelacion: text('motivo_cancelacion'),
    canceladaEn: timestamp('cancelada_en', { withTimezone: true }),
    /** Evolved after its date: paid at half. */
    atrasada: boolean('atrasada').notNull().default(false),
    fechaEvolucion: text('fecha_evolucion'),
    estrategias: jsonb('estrategias').$type<{ id: string; descripcion: string }[]>(),
    material: text('material'),
    estadoPaciente: text('estado_paciente'),
    evolucion: text('evolucion'),
    requiereExamen: boolean('requiere_examen'),
    /** Patient, document, therapist and entity without accents or case (decision 0015): what the reports search. */
    busqueda: text('busqueda').notNull().default(''),
  },
  (t) => [
    index('sesiones_sede_fecha').on(t.sede, t.fecha),
    // The reports' order (date, start, id), per site and across sites, so a page or an export is read in index order.
    index('sesiones_sede_fecha_hora').on(t.sede, t.fecha, t.horaInicio, t.id),
    index('sesiones_fecha_hora').on(t.fecha, t.horaInicio, t.id),
    // Counts by state of a range (attendance, cancellations, the reports' totals) read from the index alone.
    index('sesiones_sede_fecha_estado').on(t.sede, t.fecha, t.estado),
    index('sesiones_fecha_estado').on(t.fecha, t.estado),
    index('sesiones_terapeuta_fecha').on(t.terapeutaId, t.fecha),
    index('sesiones_paciente_fecha').on(t.pacienteId, t.fecha),
    index('sesiones_cobertura').on(t.coberturaId),
  ],
);
