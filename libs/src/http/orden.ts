import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Opcion } from '../contratos/opciones.js';
import { sedes, usuarios } from '../database/schema/index.js';

/**
 * What a list shows instead of a stored code, as an expression it can be sorted by: a list sorted by a column sorts
 * by what the column shows, never by the code behind it.
 */
export function ordenPorNombre(opciones: readonly Opcion<number>[], columna: PgColumn | SQL): SQL {
  const casos = opciones.map((o) => sql`when ${o.codigo}::int then ${o.nombre}::text`);
  return sql`(case ${columna} ${sql.join(casos, sql` `)} else ${columna}::text end)`;
}

/** The person's name for a recorded username (as conNombresDePersonas shows it), or the username itself. */
export const ordenPorPersona = (login: PgColumn): SQL =>
  sql`coalesce((select ${usuarios.nombres} || ' ' || ${usuarios.apellidos} from ${usuarios} where ${usuarios.usuario} = ${login}), ${login})`;

/** The site's name for a site id. */
export const ordenPorSede = (sede: PgColumn): SQL => sql`coalesce((select ${sedes.nombre} from ${sedes} where ${sedes.id} = ${sede}), ${sede})`;
