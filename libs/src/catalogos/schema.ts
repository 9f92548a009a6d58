import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Catalogue items (spec 'Domain item'): strategies, materials, consultation-reason terms, pathologies. */
export const itemsCatalogo = pgTable(
  'catalogo_items',
  {
    id: text('id').primaryKey(),
    catalogo: text('catalogo').notNull(),
    tipoDominio: integer('tipo_dominio').notNull(),
    descripcion: text('descripcion').notNull(),
    /** Lower case without accents: what searches compare. */
    normalizada: text('normalizada').notNull(),
    especialidad: integer('especialidad'),
    tipoPatologia: integer('tipo_patologia'),
    /** A CIE-10 pathology's code without the dot (`U999`): how the diagnosis picker offers it beside the imported table. */
    codigo: text('codigo'),
    estado: integer('estado').notNull(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('catalogo_items_catalogo').on(t.catalogo, t.descripcion), index('catalogo_items_tipo').on(t.tipoDominio, t.estado)],
);

/** CIE-10 reference table, imported from the product's file at first start (not from events). */
export const cie10 = pgTable(
  'cie10',
  {
    codigo: text('codigo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    /** `codigo descripcion`, lower case without accents nor dots: what a search compares. */
    busqueda: text('busqueda').notNull(),
    /** 0 chapter, 1 block, 2 category, 3 subcategory, 4 deeper. */
    nivel: integer('nivel').notNull(),
    padre: text('padre'),
    fuente: text('fuente').notNull(),
  },
  (t) => [index('cie10_padre').on(t.padre), index('cie10_busqueda').on(t.busqueda)],
);
