/**
 * Test databases boot from templates built once per jest run: a migrated database, one the real app has
 * already seeded with demo data (DIVIPOLA, roles, sites, users, insurers) and projected, and one with the
 * whole demo (its 300 patients, their coverage, sessions, money and objectives) seeded on RELOJ_DEMO_COMPLETA's day. The first
 * worker that needs a template builds it under a lock; the others wait for it. PGlite templates are data
 * directories copied per test (a file-backed copy opens faster than loading a dump in memory); PostgreSQL
 * templates are databases copied with `create database ... template ...`.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { conectar, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { relojFijo } from '@avanti/libs/clock/reloj';

export const URL_SERVIDOR_PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Plantilla = 'migrada' | 'demo' | 'demo-completa';

/** The day the whole demo is seeded on: the suites that read it run on the same clock. */
export const RELOJ_DEMO_COMPLETA = relojFijo('2026-11-20T15:00:00Z');

/** Where this run keeps its templates and copies: set by jest's globalSetup, else one per process. */
export function directorioDeLaCorrida(): string {
  if (!process.env.AVANTI_PRUEBAS_DIR) {
    const raiz = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    process.env.AVANTI_PRUEBAS_DIR = mkdtempSync(join(raiz, 'avanti-pruebas-'));
  }
  mkdirSync(process.env.AVANTI_PRUEBAS_DIR, { recursive: true });
  return process.env.AVANTI_PRUEBAS_DIR;
}

/** The run's id, in the names of its PostgreSQL templates (so that globalTeardown drops only its own). */
export const idDeLaCorrida = () => (process.env.AVANTI_PRUEBAS_ID ??= randomBytes(4).toString('hex'));

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `construir` once per run across jest's workers: a directory made atomically is the lock. */
async function unaVezPorCorrida(nombre: string, construir: () => Promise<void>): Promise<void> {
  const dir = directorioDeLaCorrida();
  const listo = join(dir, `${nombre}.listo`);
  const fallo = join(dir, `${nombre}.fallo`);
  if (existsSync(listo)) return;
  try {
    mkdirSync(join(dir, `${nombre}.cerrojo`));
  } catch {
    const limite = Date.now() + 180_000;
    while (!existsSync(listo)) {
      if (existsSync(fallo)) throw new Error(`Otro proceso no pudo construir la plantilla ${nombre}`);
      if (Date.now() > limite) throw new Error(`La plantilla ${nombre} no estuvo lista a tiempo`);
      await dormir(100);
    }
    return;
  }
  try {
    await construir();
    writeFileSync(listo, '');
  } catch (error) {
    writeFileSync(fallo, String(error));
    throw error;
  }
}

/**
 * Brings a template's database to its state: migrations always; for the demo ones, the real app's start-up
 * (seeding and projections) on it, with the demo patients for `demo-completa`. Imported lazily: the app pulls in Nest, which a bare database does not need.
 */
async function poblar(plantilla: Plantilla, base: BaseDeDatos): Promise<void> {
  if (plantilla === 'migrada') return;
  const { sembrarComoLaApp } = await import('./siembra-de-plantilla.js');
  await sembrarComoLaApp(base, plantilla === 'demo-completa' ? RELOJ_DEMO_COMPLETA : undefined);
}

const dirPlantillaPglite = (p: Plantilla) => join(directorioDeLaCorrida(), `pglite-${p}`);

async function plantillaPglite(plantilla: Plantilla): Promise<string> {
  const dir = dirPlantillaPglite(plantilla);
  await unaVezPorCorrida(`pglite-${plantilla}`, async () => {
    const base = await conectar({ directorio: dir, durable: false });
    try {
      await poblar(plantilla, base);
    } finally {
      await base.cerrar();
    }
  });
  return dir;
}

export const nombrePlantillaPostgres = (p: Plantilla) => `avanti_plantilla_${idDeLaCorrida()}_${p}`;
const urlDe = (nombre: string) => URL_SERVIDOR_PG.replace(/\/[^/]*$/, `/${nombre}`);

async function enServidor<T>(hacer: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_SERVIDOR_PG });
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
}

async function plantillaPostgres(plantilla: Plantilla): Promise<string> {
  const nombre = nombrePlantillaPostgres(plantilla);
  await unaVezPorCorrida(`postgres-${plantilla}`, async () => {
    await enServidor((c) => c.query(`create database ${nombre}`));
    const base = await conectar({ databaseUrl: urlDe(nombre), maxConexiones: 4 });
    try {
      await poblar(plantilla, base);
    } finally {
      await base.cerrar();
    }
  });
  return nombre;
}

export interface CopiaDePlantilla extends BaseDeDatos {
  url?: string;
}

/** A template's PGlite data directory copied to `destino` (a product's `DATA_DIR/pg`), for tests that start the app from a directory. */
export async function copiarPlantillaPglite(plantilla: Plantilla, destino: string): Promise<void> {
  cpSync(await plantillaPglite(plantilla), destino, { recursive: true });
}

/** A fresh PGlite: a copy of the template's data directory, removed when closed. */
export async function copiaPglite(plantilla: Plantilla): Promise<CopiaDePlantilla> {
  const origen = await plantillaPglite(plantilla);
  const copia = mkdtempSync(join(directorioDeLaCorrida(), 'copia-'));
  cpSync(origen, copia, { recursive: true });
  // A throw-away copy: PGlite as shipped, without the fsync a product's data directory gets.
  const base = await conectar({ directorio: copia, durable: false });
  return {
    ...base,
    async cerrar() {
      await base.cerrar();
      rmSync(copia, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database copied from the template, dropped when closed. */
export async function copiaPostgres(plantilla: Plantilla, maxConexiones = 20): Promise<CopiaDePlantilla> {
  const origen = await plantillaPostgres(plantilla);
  const nombre = `avanti_t_${randomBytes(5).toString('hex')}`;
  // Two copies of one template at the same instant may collide on its lock: retry briefly.
  for (let intento = 0; ; intento++) {
    try {
      await enServidor((c) => c.query(`create database ${nombre} template ${origen}`));
      break;
    } catch (error) {
      if (intento >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await dormir(100 + Math.random() * 200);
    }
  }
  const url = urlDe(nombre);
  const base = await conectar({ databaseUrl: url, maxConexiones });
  return {
    ...base,
    url,
    async cerrar() {
      await base.cerrar();
      await enServidor((c) => c.query(`drop database if exists ${nombre} with (force)`));
    },
  };
}
