import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema/index.js';
import { aplicarMigraciones } from './migraciones.js';

export type Esquema = typeof schema;
/** A database or a transaction: both run queries the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Esquema>;

export interface BaseDeDatos {
  db: Db;
  motor: 'pglite' | 'postgres';
  /** Connections the pool may open (1 for PGlite, which serializes everything). */
  conexiones: number;
  cerrar(): Promise<void>;
}

export type OpcionesConexion =
  | { databaseUrl: string; maxConexiones?: number }
  | { directorio?: string };

export async function conectar(opciones: OpcionesConexion): Promise<BaseDeDatos> {
  if ('databaseUrl' in opciones) {
    const max = opciones.maxConexiones ?? 20;
    const pool = new pg.Pool({ connectionString: opciones.databaseUrl, max });
    pool.on('error', () => undefined); // an idle client lost: the pool replaces it
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await aplicarMigraciones({ motor: 'postgres', pool });
    return { db, motor: 'postgres', conexiones: max, cerrar: () => pool.end() };
  }
  if (opciones.directorio) mkdirSync(opciones.directorio, { recursive: true });
  const cliente = opciones.directorio ? new PGlite(opciones.directorio) : new PGlite();
  await cliente.waitReady;
  const db = drizzlePglite({ client: cliente, schema }) as unknown as Db;
  await aplicarMigraciones({ motor: 'pglite', cliente });
  return { db, motor: 'pglite', conexiones: 1, cerrar: () => cliente.close() };
}

/** Rows of a raw SQL statement, the same on both drivers. */
export async function filas<T>(db: Db, consulta: SQL): Promise<T[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}

/** The database the configuration names: the server of DATABASE_URL, or PGlite under DATA_DIR/pg. */
export function conectarSegunConfiguracion(config: { databaseUrl?: string; directorioDatos: string }): Promise<BaseDeDatos> {
  return conectar(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { directorio: `${config.directorioDatos}/pg` });
}
