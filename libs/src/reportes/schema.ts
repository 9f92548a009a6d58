import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The main dashboard's and the payroll's read model (issue 29, decision 0046), owned by the projector 'tablero'.
 * `tablero_dia` sums the sessions of a day per site, therapist, specialty, client kind, entity, state and what
 * the payroll tells apart (evaluation or not, place, private client, late, units of one session): the dashboard
 * and the payroll add these rows instead of reading every session. Zero rows may stay after a session moves.
 */
export const tableroDia = pgTable(
  'tablero_dia',
  {
    fecha: text('fecha').notNull(),
    sede: text('sede').notNull(),
    terapeutaId: text('terapeuta_id').notNull(),
    terapeutaNombre: text('terapeuta_nombre').notNull(),
    especialidad: text('especialidad').notNull(),
    /** eps, prepagada, poliza or particular: the coverage's insurer kind. */
    claseCliente: text('clase_cliente').notNull(),
    entidadNombre: text('entidad_nombre').notNull(),
    /** 3 pending, 1 done, 2 cancelled. */
    estado: integer('estado').notNull(),
    evaluacion: boolean('evaluacion').notNull(),
    lugar: text('lugar').notNull(),
    /** A private service or an agreement (formato 2 or 3): paid at the '...Particular' rates. */
    particular: boolean('particular').notNull(),
    atrasada: boolean('atrasada').notNull(),
    /** Units of each session summed here (a late one pays half of rate × these, rounded down, per session). */
    unidadesSesion: integer('unidades_sesion').notNull(),
    sesiones: integer('sesiones').notNull(),
    unidades: integer('unidades').notNull(),
    /** Σ value × units. */
    valor: bigint('valor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'tablero_dia_pk',
      columns: [
        t.sede,
        t.fecha,
        t.terapeutaId,
        t.terapeutaNombre,
        t.especialidad,
        t.claseCliente,
        t.entidadNombre,
        t.estado,
        t.evaluacion,
        t.lugar,
        t.particular,
        t.atrasada,
        t.unidadesSesion,
      ],
    }),
    index('tablero_dia_fecha').on(t.fecha),
    index('tablero_dia_terapeuta_fecha').on(t.terapeutaId, t.fecha),
  ],
);

/** Each session as `tablero_dia` counts it, client kind included: what a later event of the session moves. */
export const tableroSesiones = pgTable('tablero_sesiones', {
  id: text('id').primaryKey(),
  fecha: text('fecha').notNull(),
  sede: text('sede').notNull(),
  terapeutaId: text('terapeuta_id').notNull(),
  terapeutaNombre: text('terapeuta_nombre').notNull(),
  especialidad: text('especialidad').notNull(),
  claseCliente: text('clase_cliente').notNull(),
  entidadNombre: text('entidad_nombre').notNull(),
  estado: integer('estado').notNull(),
  tipo: text('tipo').notNull(),
  lugar: text('lugar').notNull(),
  formato: integer('formato').notNull(),
  atrasada: boolean('atrasada').notNull(),
  unidades: integer('unidades').notNull(),
  valor: integer('valor').notNull(),
});

/** The client kind of each coverage (its insurer kind never changes): a scheduled session takes it from here. */
export const tableroCoberturas = pgTable('tablero_coberturas', {
  id: text('id').primaryKey(),
  claseCliente: text('clase_cliente').notNull(),
});
