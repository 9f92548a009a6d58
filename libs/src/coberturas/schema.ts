import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const eps = pgTable(
  'eps',
  {
    id: text('id').primaryKey(),
    /** Lower case, accent-free words the list's text search compares (normalizarBusqueda, written by the projector). */
    busqueda: text('busqueda').notNull().default(''),
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

/** Orders, authorizations, private services and agreements as staff search and read them (inline projection). */
export const coberturas = pgTable(
  'coberturas',
  {
    id: text('id').primaryKey(),
    codigo: text('codigo').notNull(),
    formato: integer('formato').notNull(),
    pacienteId: text('paciente_id').notNull(),
    pacienteNombre: text('paciente_nombre').notNull(),
    sede: text('sede').notNull(),
    entidadId: text('entidad_id'),
    entidadNombre: text('entidad_nombre').notNull(),
    tipoEntidad: integer('tipo_entidad'),
    fecha: text('fecha').notNull(),
    cobertura: integer('cobertura'),
    fechaVencimiento: text('fecha_vencimiento'),
    /** 1 active, 2 cancelled. */
    estado: integer('estado').notNull(),
    observaciones: text('observaciones'),
    pertenece: text('pertenece'),
    perteneceCodigo: text('pertenece_codigo'),
    sinOrden: boolean('sin_orden').notNull(),
    codigo90: boolean('codigo90').notNull(),
    registradaPor: text('registrada_por').notNull(),
    nombreCliente: text('nombre_cliente'),
    formaPago: integer('forma_pago'),
    periodo: integer('periodo'),
    contrato: text('contrato'),
    ordenNumero: text('orden_numero'),
    /** An authorization's number as the insurer gave it (issue 27 item 9); null when not typed. */
    numeroAutorizacionEps: text('numero_autorizacion_eps'),
    registradaEn: timestamp('registrada_en', { withTimezone: true }).notNull(),
    /** Code, patient, entity and client without accents or case (decision 0015): what the lists and reports search. */
    busqueda: text('busqueda').notNull().default(''),
  },
  (t) => [
    uniqueIndex('coberturas_codigo').on(t.codigo),
    index('coberturas_paciente').on(t.pacienteId),
    index('coberturas_fecha').on(t.fecha),
    index('coberturas_pertenece').on(t.pertenece),
    // Reports by site and issue date (orders, authorizations by expiry), and the alerts by state and expiry.
    index('coberturas_sede_fecha').on(t.sede, t.fecha),
    index('coberturas_estado_vencimiento').on(t.estado, t.fechaVencimiento),
  ],
);

/** A coverage's service lines with what is programmed against each (the pool). */
export const coberturaLineas = pgTable(
  'cobertura_lineas',
  {
    coberturaId: text('cobertura_id').notNull(),
    id: text('id').notNull(),
    servicio: integer('servicio').notNull(),
    especialidad: text('especialidad').notNull(),
    cups: text('cups'),
    cantidad: integer('cantidad').notNull(),
    programadas: integer('programadas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coberturaId, t.id] })],
);

/** The specialties (services) with their CUPS codes: an editable catalogue. */
export const especialidades = pgTable('especialidades', {
  codigo: integer('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  cups: text('cups'),
});

/** Rates per insurer × specialty (COP, no decimals). */
export const tarifas = pgTable(
  'tarifas',
  {
    id: text('id').primaryKey(),
    epsId: text('eps_id').notNull(),
    epsNombre: text('eps_nombre').notNull(),
    especialidad: integer('especialidad').notNull(),
    especialidadNombre: text('especialidad_nombre').notNull(),
    tarifa: integer('tarifa').notNull(),
    copago: integer('copago').notNull(),
    registradaEn: timestamp('registrada_en', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tarifas_par').on(t.epsId, t.especialidad)],
);
