import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const sedes = pgTable('sedes', {
  id: text('id').primaryKey(),
  nombre: text('nombre').notNull(),
  correo: text('correo'),
  estado: integer('estado').notNull(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  estado: integer('estado').notNull(),
});

export const permisosRol = pgTable(
  'permisos_rol',
  {
    rolId: integer('rol_id').notNull(),
    permiso: text('permiso').notNull(),
    estado: integer('estado').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permiso] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: text('id').primaryKey(),
    /** Lower case, accent-free words the list's text search compares (normalizarBusqueda, written by the projector). */
    busqueda: text('busqueda').notNull().default(''),
    usuario: text('usuario').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    rolId: integer('rol_id').notNull(),
    sedeId: text('sede_id').notNull(),
    correo: text('correo'),
    tarjetaProfesional: text('tarjeta_profesional'),
    cedula: text('cedula'),
    /** Paths under the files directory of the profile photo and the signature images CamFir1..CamFir3. */
    foto: text('foto'),
    firma1: text('firma1'),
    firma2: text('firma2'),
    firma3: text('firma3'),
    /** The reserved administrator account: it can never be deactivated. */
    reservado: boolean('reservado').notNull().default(false),
    estado: integer('estado').notNull(),
    /** Raised when a password changes or the user is deactivated: older tokens stop working. */
    versionSesion: integer('version_sesion').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('usuarios_sede').on(t.sedeId)],
);
