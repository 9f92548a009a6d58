import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Consultation reasons of a history: those recorded here and those recorded at intake (origen 'ingreso'). */
export const hcMotivos = pgTable(
  'hc_motivos',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    origen: text('origen').notNull(),
    fecha: text('fecha').notNull(),
    motivo: text('motivo').notNull(),
    observaciones: text('observaciones'),
    terapeuta: text('terapeuta'),
    /** 0 'Por verificar', 1 'Verificado'. */
    estado: integer('estado').notNull(),
    /** {fecha, terminos, observaciones, terapeuta} once verified. */
    verificacion: jsonb('verificacion'),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_motivos_paciente').on(t.pacienteId, t.fecha)],
);

export const hcAntecedentes = pgTable(
  'hc_antecedentes',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    tipo: integer('tipo').notNull(),
    descripcion: text('descripcion').notNull(),
    observacion: text('observacion').notNull(),
    terapeuta: text('terapeuta').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_antecedentes_paciente').on(t.pacienteId, t.fecha)],
);

export const hcImpresiones = pgTable(
  'hc_impresiones',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    descripcion: text('descripcion').notNull(),
    diagnosticos: jsonb('diagnosticos').notNull(),
    terapeuta: text('terapeuta').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_impresiones_paciente').on(t.pacienteId, t.fecha)],
);

export const hcExamenes = pgTable(
  'hc_examenes',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    tipo: integer('tipo').notNull(),
    nombreExamen: text('nombre_examen').notNull(),
    archivo: jsonb('archivo').notNull(),
    terapeuta: text('terapeuta').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_examenes_paciente').on(t.pacienteId, t.fecha)],
);

export const hcPlanes = pgTable(
  'hc_planes',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    fechaInicio: text('fecha_inicio').notNull(),
    fechaFin: text('fecha_fin'),
    conclusiones: text('conclusiones').notNull(),
    recomendaciones: text('recomendaciones').notNull(),
    cie10: jsonb('cie10').notNull(),
    actividadesFamilia: text('actividades_familia'),
    periodo: integer('periodo').notNull(),
    lineas: jsonb('lineas').notNull(),
    terapeuta: text('terapeuta').notNull(),
    usuarioId: text('usuario_id'),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_planes_paciente').on(t.pacienteId, t.fecha)],
);

/** Every read of a history (custody audit): who, role, site, when, which patient, which section. */
export const hcAccesos = pgTable(
  'hc_accesos',
  {
    posicion: bigint('posicion', { mode: 'number' }).primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    seccion: text('seccion').notNull(),
    usuarioId: text('usuario_id'),
    usuario: text('usuario').notNull(),
    rol: integer('rol'),
    sede: text('sede'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  },
  (t) => [index('hc_accesos_paciente').on(t.pacienteId, t.fecha)],
);
