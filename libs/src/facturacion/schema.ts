import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The provider at each site: NIT and REPS habilitation code (inline, owned by proyectorFacturacion). */
export const facturacionPrestadores = pgTable('facturacion_prestadores', {
  sede: text('sede').primaryKey(),
  sedeNombre: text('sede_nombre').notNull(),
  nit: text('nit').notNull(),
  codigoHabilitacion: text('codigo_habilitacion').notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
});

/** How a specialty × session type is reported (saved configuration; the defaults live in code). */
export const facturacionServicios = pgTable(
  'facturacion_servicios',
  {
    especialidad: integer('especialidad').notNull(),
    especialidadNombre: text('especialidad_nombre').notNull(),
    tipoSesion: text('tipo_sesion').notNull(),
    cups: text('cups').notNull(),
    grupo: text('grupo').notNull(),
    grupoServicios: text('grupo_servicios').notNull(),
    codServicio: integer('cod_servicio').notNull(),
    finalidad: text('finalidad').notNull(),
    causaAtencion: text('causa_atencion').notNull(),
    viaIngreso: text('via_ingreso').notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.especialidad, t.tipoSesion] })],
);

/** Every RIPS asked for, how it ended, its file and hash. */
export const facturacionGeneraciones = pgTable(
  'facturacion_generaciones',
  {
    id: text('id').primaryKey(),
    epsId: text('eps_id').notNull(),
    epsNombre: text('eps_nombre').notNull(),
    desde: text('desde').notNull(),
    hasta: text('hasta').notNull(),
    sede: text('sede'),
    numFactura: text('num_factura'),
    tipoNota: text('tipo_nota'),
    numNota: text('num_nota'),
    estado: text('estado').notNull(),
    sesiones: integer('sesiones').notNull(),
    excluidas: jsonb('excluidas').notNull(),
    exportacionId: text('exportacion_id').notNull(),
    usuarios: integer('usuarios'),
    consultas: integer('consultas'),
    procedimientos: integer('procedimientos'),
    valorTotal: integer('valor_total'),
    hash: text('hash'),
    archivo: text('archivo'),
    nombreArchivo: text('nombre_archivo'),
    mensaje: text('mensaje'),
    usuarioId: text('usuario_id').notNull(),
    usuario: text('usuario').notNull(),
    solicitadaEn: timestamp('solicitada_en', { withTimezone: true }).notNull(),
    terminadaEn: timestamp('terminada_en', { withTimezone: true }),
  },
  (t) => [index('facturacion_generaciones_eps').on(t.epsId, t.solicitadaEn)],
);

/** The sessions held or reported by a generation that has not failed: the never-twice rule's read side. */
export const facturacionSesionesReportadas = pgTable(
  'facturacion_sesiones_reportadas',
  {
    sesionId: text('sesion_id').notNull(),
    generacionId: text('generacion_id').notNull(),
    epsId: text('eps_id').notNull(),
    numFactura: text('num_factura'),
    tipoNota: text('tipo_nota'),
  },
  (t) => [primaryKey({ columns: [t.sesionId, t.generacionId] }), index('facturacion_sesiones_reportadas_generacion').on(t.generacionId)],
);
