import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    usuario: text('usuario').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    rolId: integer('rol_id').notNull(),
    sedeId: text('sede_id').notNull(),
    correo: text('correo'),
    estado: integer('estado').notNull(),
    /** Raised when a password changes or the user is deactivated: older tokens stop working. */
    versionSesion: integer('version_sesion').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('usuarios_sede').on(t.sedeId)],
);
