import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database/conexion.js';

/** ra-data-simple-rest list parameters: filter, range [from, to] and sort [field, order]. */
export interface ConsultaLista<F = Record<string, unknown>> {
  filtro: F;
  desde: number;
  hasta: number;
  orden: { campo: string; direccion: 'ASC' | 'DESC' };
}

export interface Pagina<T> {
  filas: T[];
  total: number;
}

export const MAX_FILAS_PAGINA = 1000;

/**
 * A list's total counts at most this many rows (issue 29, decision 0046): beyond it the Content-Range says
 * TOPE_DE_CONTEO + 1 ('1-25 de 10001' in react-admin: more than ten thousand; narrow the search to page further).
 */
export const TOPE_DE_CONTEO = 10_000;

/** `select count(*)` of a list's rows, stopping after `tope` + 1 of them: no exact count over a whole table. */
export async function contarConTope(db: Db, tabla: PgTable, donde: SQL | undefined, tope = TOPE_DE_CONTEO): Promise<number> {
  const filas = db
    .select({ uno: sql`1` })
    .from(tabla)
    .where(donde)
    .limit(tope + 1)
    .as('filas');
  const [{ total }] = await db.select({ total: count() }).from(filas);
  return Number(total);
}
