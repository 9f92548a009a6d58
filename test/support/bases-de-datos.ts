import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { conectar, type BaseDeDatos } from '@avanti/libs/database/conexion';

export const URL_SERVIDOR_PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something answers on host:port (the served-mode suites run only then). */
export function responde(host: string, puerto: number, esperaMs = 800): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port: puerto });
    const fin = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(esperaMs, () => fin(false));
    s.once('connect', () => fin(true));
    s.once('error', () => fin(false));
  });
}

export const postgresDisponible = () => responde('127.0.0.1', 5432);
export const redisDisponible = () => responde('127.0.0.1', 6379);

export type Motor = 'pglite' | 'postgres';

export interface BaseDePrueba extends BaseDeDatos {
  url?: string;
}

/** A new empty database: PGlite in memory, or a fresh database on the PostgreSQL server. */
export async function abrirBaseDePrueba(motor: Motor, maxConexiones = 20): Promise<BaseDePrueba> {
  if (motor === 'pglite') return conectar({});
  const nombre = `avanti_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: URL_SERVIDOR_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  await admin.end();
  const url = URL_SERVIDOR_PG.replace(/\/[^/]*$/, `/${nombre}`);
  const base = await conectar({ databaseUrl: url, maxConexiones });
  return {
    ...base,
    url,
    cerrar: async () => {
      await base.cerrar();
      const limpieza = new pg.Client({ connectionString: URL_SERVIDOR_PG });
      await limpieza.connect();
      await limpieza.query(`drop database if exists ${nombre} with (force)`);
      await limpieza.end();
    },
  };
}

/** The engines to run a suite on: always PGlite, PostgreSQL when it answers. */
export async function motoresDisponibles(): Promise<Motor[]> {
  return (await postgresDisponible()) ? ['pglite', 'postgres'] : ['pglite'];
}
