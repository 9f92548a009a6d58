// Backup and restore of the whole demo (300 patients and what hangs from them), as an operator runs them:
// the api started on the demo, `npm run respaldo` while it serves (embedded: asked through its control
// socket; served: pg_dump), then `npm run restaurar` into an empty DATA_DIR / a new database.
//   node bench/respaldo.mjs      → bench/results/respaldo.json
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const SERVIDOR_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const puertoLibre = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function esperarSalud(puerto, proceso, salida) {
  const limite = Date.now() + 300_000;
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) throw new Error(`La api terminó:\n${salida()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${puerto}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('La api no respondió a tiempo');
}

function entorno(extra) {
  const env = { ...process.env, DEMO: '1', DEMO_PACIENTES: '1', RESPALDO_HORA: 'no', ...extra };
  delete env.NODE_ENV;
  return env;
}

function cronometrar(script, argumentos, env) {
  const inicio = performance.now();
  const r = spawnSync('node', [script, ...argumentos], { cwd: RAIZ, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${script} falló:\n${r.stdout}\n${r.stderr}`);
  return { ms: Math.round(performance.now() - inicio), salida: r.stdout };
}

async function medir(motor) {
  const raiz = mkdtempSync(join(os.tmpdir(), `avanti-bench-respaldo-${motor}-`));
  const respaldos = join(raiz, 'respaldos');
  const nombres = [`avanti_bench_origen_${process.pid}`, `avanti_bench_destino_${process.pid}`];
  const urlDe = (n) => SERVIDOR_PG.replace(/\/[^/]*$/, `/${n}`);
  const admin = new pg.Client({ connectionString: SERVIDOR_PG });
  if (motor === 'postgres') {
    await admin.connect();
    for (const n of nombres) {
      await admin.query(`drop database if exists ${n} with (force)`);
      await admin.query(`create database ${n}`);
    }
  }
  const origen =
    motor === 'postgres'
      ? { DATABASE_URL: urlDe(nombres[0]), FILES_DIR: join(raiz, 'archivos-origen'), JWT_SECRET: 'b'.repeat(8) + 'ench-secreto-de-respaldo-0123456789' }
      : { DATA_DIR: join(raiz, 'origen') };
  const destino = motor === 'postgres' ? { DATABASE_URL: urlDe(nombres[1]), FILES_DIR: join(raiz, 'archivos-destino') } : { DATA_DIR: join(raiz, 'destino') };
  const puerto = await puertoLibre();
  const api = spawn('node', ['api/dist/main.js'], { cwd: RAIZ, detached: true, env: entorno({ ...origen, PORT: String(puerto), RESPALDOS_DIR: respaldos }) });
  let texto = '';
  api.stdout.on('data', (d) => (texto += d));
  api.stderr.on('data', (d) => (texto += d));
  try {
    await esperarSalud(puerto, api, () => texto);
    const respaldo = cronometrar('api/dist/operacion/respaldo.js', [], entorno({ ...origen, RESPALDOS_DIR: respaldos }));
    const archivo = /listo: (.*\.tar\.gz)/.exec(respaldo.salida)[1];
    process.kill(-api.pid, 'SIGTERM');
    await new Promise((r) => api.once('exit', r));
    const restauracion = cronometrar('api/dist/operacion/restaurar.js', [archivo], entorno({ ...destino, RESPALDOS_DIR: respaldos }));
    const porLaApi = motor === 'pglite' ? { porLaApiEnMarcha: respaldo.salida.includes('tomado por la api en marcha') } : {};
    return { respaldoMs: respaldo.ms, restauracionMs: restauracion.ms, bytes: statSync(archivo).size, ...porLaApi };
  } finally {
    if (api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    if (motor === 'postgres') {
      for (const n of nombres) await admin.query(`drop database if exists ${n} with (force)`);
      await admin.end();
    }
    rmSync(raiz, { recursive: true, force: true });
  }
}

spawnSync('node', ['scripts/construir-si-cambio.mjs'], { cwd: RAIZ, stdio: 'inherit' });
const resultados = { embebido: await medir('pglite') };
try {
  resultados.servido = await medir('postgres');
} catch (error) {
  resultados.servido = { omitido: String(error.message).split('\n')[0] };
}
const salida = {
  fecha: new Date().toISOString(),
  maquina: { cpus: os.cpus().length, modelo: os.cpus()[0]?.model, node: process.version, cargaAlTerminar: os.loadavg().map((c) => Math.round(c * 100) / 100) },
  medida:
    'demostración completa (300 pacientes): `npm run respaldo` con la api sirviendo (tiempo del comando), `npm run restaurar` en un DATA_DIR o una base vacíos, tamaño del archivo en bytes',
  ...resultados,
};
mkdirSync(join(RAIZ, 'bench/results'), { recursive: true });
writeFileSync(join(RAIZ, 'bench/results/respaldo.json'), JSON.stringify(salida, null, 2) + '\n');
console.log(JSON.stringify(salida, null, 2));
