import type { Db } from '../database/conexion.js';
import type { TipoColumna } from './celdas.js';

export type { TipoColumna } from './celdas.js';

/** Who asks for an export: enough to apply site scoping (spec 1 §6). */
export interface SolicitanteHoja {
  /** The requesting user (sheets scoped to the requester's own records, such as the personal space's). */
  id?: string;
  sede: string;
  permisos: ReadonlySet<string>;
}

export interface ColumnaHoja {
  /** The Spanish header the person reads. */
  encabezado: string;
  clave: string;
  ancho: number;
  /** What the column holds (dates, money, percentages become cells of that kind); text when absent. */
  tipo?: TipoColumna;
}

/** How one exportable resource becomes a sheet: its filter, its rows a page at a time, its columns. */
export interface Hoja<F = unknown, T = unknown> {
  columnas: readonly ColumnaHoja[];
  /**
   * The filter as the list screen sends it, checked and normalized; throws a 400-type ReglaIncumplida.
   * With the requesting user (at request time) a site-scoped sheet forces the user's own site. `hoy`: the
   * Bogotá date of the injectable clock (request or job), for a rule that depends on today.
   */
  leerFiltro(crudo: Record<string, unknown>, solicitante?: SolicitanteHoja, hoy?: string): F;
  /** `hoy` as in `recorrer`: a count that depends on today reads it from the job's clock, never `Date.now()`. */
  contar(db: Db, filtro: F, hoy: string): Promise<number>;
  /** `hoy`: the Bogotá date of the job's clock (ages and the like are computed against it). */
  recorrer(db: Db, filtro: F, hoy: string): AsyncIterable<T[]>;
  fila(registro: T): Record<string, string | number | Date | null>;
  /** Keys of the row's cells to highlight (a warning fill), where the screen highlights them too. */
  resaltadas?(registro: T): readonly string[];
}

export { enteroDelFiltro, textoDelFiltro } from '../http/filtro.js';

/** Drops the absent fields, so the recorded filter says only what was applied. */
export const sinVacios = <F extends object>(filtro: F): F => Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined)) as F;
