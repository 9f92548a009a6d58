import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrarNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrarPglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const carpeta = fileURLToPath(new URL('./migraciones', import.meta.url));
/** Several processes may start at once against one server: one migrates, the others wait. */
const LLAVE_MIGRACION = 72_617_001;

/**
 * The event log's partitions for this year and the next (UTC), created when missing (decision 0049): run at every
 * start, after the migrations; anything outside them lands in the DEFAULT partition.
 */
export const ASEGURAR_PARTICIONES = `select asegurar_particiones_eventos(extract(year from now() at time zone 'UTC')::int, extract(year from now() at time zone 'UTC')::int + 1)`;

export async function aplicarMigraciones(destino: { motor: 'postgres'; pool: pg.Pool } | { motor: 'pglite'; cliente: PGlite }): Promise<void> {
  if (destino.motor === 'pglite') {
    await migrarPglite(drizzlePglite({ client: destino.cliente }), { migrationsFolder: carpeta });
    await destino.cliente.query(ASEGURAR_PARTICIONES);
    return;
  }
  const conexion = await destino.pool.connect();
  try {
    await conexion.query('select pg_advisory_lock($1)', [LLAVE_MIGRACION]);
    await migrarNodePg(drizzleNodePg({ client: conexion }), { migrationsFolder: carpeta });
    await conexion.query(ASEGURAR_PARTICIONES);
  } finally {
    await conexion.query('select pg_advisory_unlock($1)', [LLAVE_MIGRACION]).catch(() => undefined);
    conexion.release();
  }
}
