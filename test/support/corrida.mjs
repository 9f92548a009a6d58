// jest globalSetup / globalTeardown: one directory and one id per run for the test database templates
// (test/support/plantillas.ts builds them lazily), and every test in UTC so that code which slips into the
// machine's zone instead of the business zone (America/Bogota, set by the code) fails.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const RAIZ = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const HORAS_DE_ABANDONO = 3;

/** A run stopped with Ctrl-C never reaches globalTeardown: its directory is removed by a later run. */
function borrarAbandonados() {
  const limite = Date.now() - HORAS_DE_ABANDONO * 3_600_000;
  for (const nombre of readdirSync(RAIZ)) {
    if (!nombre.startsWith('avanti-pruebas-')) continue;
    const ruta = join(RAIZ, nombre);
    try {
      if (statSync(ruta).mtimeMs < limite) rmSync(ruta, { recursive: true, force: true });
    } catch {
      // another run removed it meanwhile
    }
  }
}

export async function preparar() {
  process.env.TZ = 'UTC';
  borrarAbandonados();
  process.env.AVANTI_PRUEBAS_ID = randomBytes(4).toString('hex');
  process.env.AVANTI_PRUEBAS_DIR = mkdtempSync(join(RAIZ, 'avanti-pruebas-'));
}

export async function limpiar() {
  const id = process.env.AVANTI_PRUEBAS_ID;
  if (id) {
    const c = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    try {
      await c.connect();
      const { rows } = await c.query('select datname from pg_database where datname like $1', [`avanti_plantilla_${id}_%`]);
      for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    } catch {
      // no PostgreSQL in this run: nothing to drop
    } finally {
      await c.end().catch(() => undefined);
    }
  }
  if (process.env.AVANTI_PRUEBAS_DIR) rmSync(process.env.AVANTI_PRUEBAS_DIR, { recursive: true, force: true });
}
