import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Registered patients as intake and the patient list read them (inline projection). */
export const pacientes = pgTable(
  'pacientes',
  {
    id: text('id').primaryKey(),
    /** Lower case, accent-free words the list's text search compares (normalizarBusqueda, written by the projector). */
    busqueda: text('busqueda').notNull().default(''),
    codigo: text('codigo').notNull(),
    sede: text('sede').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    primerNombre: text('primer_nombre').notNull(),
    segundoNombre: text('segundo_nombre'),
    primerApellido: text('primer_apellido').notNull(),
    segundoApellido: text('segundo_apellido'),
    fechaNacimiento: text('fecha_nacimiento').notNull(),
    sexo: integer('sexo').notNull(),
    fechaIngreso: text('fecha_ingreso').notNull(),
    tipoCliente: integer('tipo_cliente').notNull(),
    diagnostico: text('diagnostico'),
    paisOrigen: text('pais_origen'),
    departamentoOrigen: text('departamento_origen'),
    ciudadOrigen: text('ciudad_origen'),
    paisResidencia: text('pais_residencia'),
    departamentoResidencia: text('departamento_residencia'),
    ciudadResidencia: text('ciudad_residencia'),
    barrio: text('barrio'),
    direccion: text('direccion'),
    telefono: text('telefono'),
    regimen: integer('regimen').notNull(),
    eps: text('eps'),
    prepagada: text('prepagada'),
    poliza: text('poliza'),
    tipoVinculacion: text('tipo_vinculacion'),
    nombreAcompanante: text('nombre_acompanante'),
    telefonoAcompanante: text('telefono_acompanante'),
    remitente: text('remitente'),
    estado: integer('estado').notNull(),
    liderFisioterapia: text('lider_fisioterapia'),
    liderFonoaudiologia: text('lider_fonoaudiologia'),
    liderTerapiaOcupacional: text('lider_terapia_ocupacional'),
    liderPsicologia: text('lider_psicologia'),
    liderEducacionEspecial: text('lider_educacion_especial'),
    bloqueadoPara: text('bloqueado_para'),
    /** Type of document (documento, consentimiento, ..., foto) → the stored file. */
    documentos: jsonb('documentos').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pacientes_codigo').on(t.codigo),
    index('pacientes_documento').on(t.tipoDocumento, t.numeroDocumento),
    index('pacientes_sede_estado').on(t.sede, t.estado),
    index('pacientes_apellido').on(t.primerApellido),
  ],
);

/** Responsible persons (acudientes) linked to a patient. */
export const acudientes = pgTable(
  'acudientes',
  {
    pacienteId: text('paciente_id').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    parentesco: integer('parentesco').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    ocupacion: integer('ocupacion').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pacienteId, t.numeroDocumento] })],
);

/** Consultation reasons recorded at intake. */
export const motivosIngreso = pgTable(
  'motivos_ingreso',
  {
    id: text('id').primaryKey(),
    pacienteId: text('paciente_id').notNull(),
    fecha: text('fecha').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: integer('estado').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('motivos_ingreso_paciente').on(t.pacienteId)],
);

/** DIVIPOLA reference data (DANE): departments and municipalities, loaded by the product's import. */
export const departamentos = pgTable('divipola_departamentos', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const municipios = pgTable(
  'divipola_municipios',
  {
    codigo: text('codigo').primaryKey(),
    departamento: text('departamento').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [index('divipola_municipios_departamento').on(t.departamento)],
);
