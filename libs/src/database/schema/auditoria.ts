import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The event log as staff read it: who did what, when and from where. */
export const auditoria = pgTable(
  'auditoria',
  {
    posicion: bigint('posicion', { mode: 'number' }).primaryKey(),
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
