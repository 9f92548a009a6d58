import { and, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contiene } from '../http/filtro.js';

/** Lower case without accents, single spaces: what catalogue and CIE-10 searches compare. */
export const normalizarBusqueda = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The search column's value for a row: its searchable fields, normalised and joined. */
export const textoDeBusqueda = (...partes: (string | null | undefined)[]): string => normalizarBusqueda(partes.filter(Boolean).join(' '));

/**
 * Every word of a user's search (up to `maximo`) must appear in the row's search column, accents and
 * case aside: 'gomez sofia' finds 'SOFÍA GÓMEZ'. Undefined for an empty search.
 */
export const buscarPorPalabras = (columna: PgColumn, q: string | undefined, maximo = 6): SQL | undefined => {
  const palabras = normalizarBusqueda(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, maximo);
  return palabras.length ? and(...palabras.map((p) => like(columna, contiene(p)))) : undefined;
};
