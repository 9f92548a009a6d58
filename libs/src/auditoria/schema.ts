import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The event log as staff read it: who did what, when and from where. */
export const auditoria = pgTable(
  'auditoria',
  {
    posicion: bigint('posicion', { mode: 'number' }).primaryKey(),
    /** Lower case, accent-free words the list's text search compares (normalizarBusqueda, written by the projector). */
    busqueda: text('busqueda').notNull().default(''),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    tipo: text('tipo').notNull(),
    streamId: text('stream_id').notNull(),
    registroId: text('registro_id').notNull(),
    usuarioId: text('usuario_id'),
    usuario: text('usuario').notNull(),
    rol: integer('rol'),
    rolNombre: text('rol_nombre'),
    sede: text('sede'),
    sedeNombre: text('sede_nombre'),
    ip: text('ip'),
    correlacionId: text('correlacion_id'),
    descripcion: text('descripcion').notNull(),
    datos: jsonb('datos').notNull(),
  },
  (t) => [
    index('auditoria_registro').on(t.registroId),
    index('auditoria_usuario').on(t.usuario),
    index('auditoria_tipo').on(t.tipo),
    index('auditoria_fecha').on(t.fecha),
  ],
);

/**
 * The names the audit shows (insurers, roles, sites, users), kept by the audit projector from the events
 * it reads, so that it never reads another projector's tables and a rebuild sees what the live run saw.
 */
export const auditoriaNombres = pgTable(
  'auditoria_nombres',
  {
    clase: text('clase').$type<'eps' | 'rol' | 'sede' | 'usuario' | 'paciente'>().notNull(),
    id: text('id').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clase, t.id] })],
);
