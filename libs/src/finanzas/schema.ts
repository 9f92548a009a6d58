import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The amounts of a salary record, in whole pesos (fresh builders for each table that holds them). */
const montosSalario = () => ({
  /** 1 prestación de servicios, 2 indefinido, 3 término fijo. */
  tipoContrato: integer('tipo_contrato').notNull(),
  salarioFijo: integer('salario_fijo').notNull(),
  transporte: integer('transporte').notNull(),
  pagoPorSesion: integer('pago_por_sesion').notNull(),
  pagoPorSesionParticular: integer('pago_por_sesion_particular').notNull(),
  pagoPorSesionDomicilio: integer('pago_por_sesion_domicilio').notNull(),
  pagoPorSesionDomicilioParticular: integer('pago_por_sesion_domicilio_particular').notNull(),
  pagoPorEvaluacion: integer('pago_por_evaluacion').notNull(),
  pagoPorEvaluacionDomicilio: integer('pago_por_evaluacion_domicilio').notNull(),
  eps: integer('eps').notNull(),
  pension: integer('pension').notNull(),
  arl: integer('arl').notNull(),
});

/** Each user's salary record (spec 3 'Salary record per user'): whole pesos. Inline projection. */
export const salarios = pgTable('salarios', {
  usuarioId: text('usuario_id').primaryKey(),
  usuarioNombre: text('usuario_nombre').notNull(),
  sede: text('sede').notNull(),
  ...montosSalario(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
});

/**
 * Every salary record a user has had, by the business date it took effect (the day it was saved, Bogotá): the
 * payroll pays each session by the record in force on its date. A session before the first record uses that
 * first record. Inline projection, beside `salarios`.
 */
export const salariosHistorial = pgTable(
  'salarios_historial',
  {
    usuarioId: text('usuario_id').notNull(),
    vigenteDesde: text('vigente_desde').notNull(),
    ...montosSalario(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.vigenteDesde] })],
);

/** Deductions from a therapist's pay. estado 1 active, 2 deleted (DescargoAnulado): nothing is erased. */
export const descargos = pgTable(
  'descargos',
  {
    id: text('id').primaryKey(),
    terapeutaId: text('terapeuta_id').notNull(),
    terapeutaNombre: text('terapeuta_nombre').notNull(),
    sede: text('sede').notNull(),
    valor: integer('valor').notNull(),
    concepto: text('concepto').notNull(),
    nota: text('nota'),
    fecha: text('fecha').notNull(),
    sesionId: text('sesion_id'),
    estado: integer('estado').notNull(),
    registradoPor: text('registrado_por').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('descargos_sede_fecha').on(t.sede, t.fecha), index('descargos_terapeuta_fecha').on(t.terapeutaId, t.fecha)],
);

/** Copays received. estado 1 active, 2 deleted (CopagoAnulado). */
export const copagos = pgTable(
  'copagos',
  {
    id: text('id').primaryKey(),
    fecha: text('fecha').notNull(),
    monto: integer('monto').notNull(),
    /** 1 Efectivo, 2 Transferencia. */
    tipo: integer('tipo').notNull(),
    pacienteId: text('paciente_id').notNull(),
    pacienteNombre: text('paciente_nombre').notNull(),
    entidadId: text('entidad_id'),
    entidadNombre: text('entidad_nombre').notNull(),
    comentario: text('comentario'),
    sede: text('sede').notNull(),
    estado: integer('estado').notNull(),
    registradoPor: text('registrado_por').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('copagos_sede_fecha').on(t.sede, t.fecha)],
);

/** Fixed (clase 'fijo') and variable (clase 'variable', categoria 1..3) expenses. estado 1 active, 2 deleted (GastoAnulado). */
export const gastos = pgTable(
  'gastos',
  {
    id: text('id').primaryKey(),
    clase: text('clase').notNull(),
    fecha: text('fecha').notNull(),
    valor: integer('valor').notNull(),
    /** 1 Préstamo, 2 Gasto general, 3 Gasto servicios; null for fixed expenses. */
    categoria: integer('categoria'),
    concepto: text('concepto').notNull(),
    usuarioId: text('usuario_id'),
    usuarioNombre: text('usuario_nombre'),
    sede: text('sede').notNull(),
    estado: integer('estado').notNull(),
    registradoPor: text('registrado_por').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('gastos_clase_sede_fecha').on(t.clase, t.sede, t.fecha)],
);
