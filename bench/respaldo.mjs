// Backup and restore of the whole demo (300 patients and what hangs from them), as an operator runs them:
// the api started on the demo, `npm run respaldo` while it serves (embedded: asked through its control
// socket; served: pg_dump), then `npm run restaurar` into an empty DATA_DIR / a new database.
//   node bench/respaldo.mjs      → bench/results/respaldo.json
// With --particiones (served mode only, decision 0055): a database with several years of events, the daily backup
// the first day (it writes the closed years' partition archives) and the next (it reuses them), against one
// pg_dump of everything (what every daily backup was before), and the restore of the second.
//   node bench/respaldo.mjs --particiones [--eventos-por-anio 100000] [--anios 6]  → bench/results/respaldo-particiones.json
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
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

/** The whole-database pg_restore the partitioned backup is compared with: its time in ms. */
function restaurarEntero(url, archivo) {
  const inicio = performance.now();
  const r = spawnSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, archivo], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return Math.round(performance.now() - inicio);
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
    todoCadaDia.restauracionMs = restaurarEntero(urlDe(nombres[2]), completo);
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

const maquina = () => ({
  cpus: os.cpus().length,
  modelo: os.cpus()[0]?.model,
  node: process.version,
  cargaAlTerminar: os.loadavg().map((c) => Math.round(c * 100) / 100),
});

/** Several closed years of events (and this one), the daily backup on two days, a full pg_dump, the restore. */
async function medirParticiones(porAnio, anios) {
  const raiz = mkdtempSync(join(os.tmpdir(), 'avanti-bench-particiones-'));
  const respaldos = join(raiz, 'respaldos');
  const nombres = [`avanti_bench_part_origen_${process.pid}`, `avanti_bench_part_destino_${process.pid}`, `avanti_bench_part_todo_${process.pid}`];
  const urlDe = (n) => SERVIDOR_PG.replace(/\/[^/]*$/, `/${n}`);
  const admin = new pg.Client({ connectionString: SERVIDOR_PG });
  await admin.connect();
  try {
    for (const n of nombres) {
      await admin.query(`drop database if exists ${n} with (force)`);
      await admin.query(`create database ${n}`);
    }
    const { conectar } = await import('@avanti/libs/database/conexion');
    const migrada = await conectar({ databaseUrl: urlDe(nombres[0]), maxConexiones: 1 });
    await migrada.cerrar();
    const anio = new Date().getUTCFullYear();
    const desde = anio - anios;
    const cliente = new pg.Client({ connectionString: urlDe(nombres[0]) });
    await cliente.connect();
    const inicioCarga = performance.now();
    await cliente.query('select asegurar_particiones_eventos($1::int, $2::int)', [desde, anio]);
    for (let a = desde; a <= anio; a++) {
      // One session every ~5 minutes of the year (of this year, only up to today), 20 000 streams, a payload like the clinic's.
      const fin = a === anio ? 'now()' : `make_timestamptz(${a + 1}, 1, 1, 0, 0, 0, 'UTC')`;
      await cliente.query(
        `insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en)
         select 'sesion-' || $1::int || '-' || (g % 20000), g / 20000 + 1, 'SesionRegistrada',
           jsonb_build_object('paciente', md5(g::text), 'terapeuta', 'u' || (g % 300), 'sede', 's' || (g % 20), 'nota', 'Evolución: ' || repeat('avance en la marcha ', 4), 'minutos', 45),
           jsonb_build_object('usuario', 'u' || (g % 300), 'rol', 5, 'ip', '10.0.0.' || (g % 250), 'correlacionId', md5((g * 7)::text)),
           make_timestamptz($1::int, 1, 1, 0, 0, 0, 'UTC') + (${fin} - make_timestamptz($1::int, 1, 1, 0, 0, 0, 'UTC')) * g / ($2::int + 1)
         from generate_series(0, $2::int - 1) g`,
        [a, porAnio],
      );
    }
    await cliente.query(`insert into streams select stream_id, max(version) from eventos group by stream_id`);
    await cliente.query('vacuum analyze');
    const { rows } = await cliente.query(`select count(*)::int as eventos, pg_database_size(current_database()) as bytes from eventos`);
    await cliente.end();
    const carga = { eventos: rows[0].eventos, aniosCerrados: anios, baseBytes: Number(rows[0].bytes), cargaMs: Math.round(performance.now() - inicioCarga) };

    const env = entorno({ DATABASE_URL: urlDe(nombres[0]), FILES_DIR: join(raiz, 'archivos-origen'), RESPALDOS_DIR: respaldos });
    const inicioCompleto = performance.now();
    const completo = join(raiz, 'completo.dump');
    const r = spawnSync('pg_dump', ['--format=custom', `--file=${completo}`, `--dbname=${urlDe(nombres[0])}`], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const todoCadaDia = { ms: Math.round(performance.now() - inicioCompleto), bytes: statSync(completo).size };
    const dia = () => {
      const { ms, salida } = cronometrar('api/dist/operacion/respaldo.js', [], env);
      const archivo = /listo: (.*\.tar\.gz)/.exec(salida)[1];
      const comprobarMs = Number(/comprobados en (\d+) ms/.exec(salida)?.[1]);
      return { archivo, ms, bytes: statSync(archivo).size, comprobarMs };
    };
    const particiones = () =>
      readdirSync(join(respaldos, 'particiones'))
        .filter((n) => n.endsWith('.dump'))
        .reduce((suma, n) => suma + statSync(join(respaldos, 'particiones', n)).size, 0);
    const primero = dia();
    const bytesParticiones = particiones();
    await new Promise((r) => setTimeout(r, 1100)); // another second: another archive name
    const segundo = dia();
    todoCadaDia.restauracionMs = restaurarEntero(urlDe(nombres[2]), completo);
    const restauracion = cronometrar(
      'api/dist/operacion/restaurar.js',
      [segundo.archivo],
      entorno({ DATABASE_URL: urlDe(nombres[1]), FILES_DIR: join(raiz, 'archivos-destino'), RESPALDOS_DIR: respaldos }),
    );
    return {
      ...carga,
      pgDumpDeTodo: todoCadaDia,
      primerDia: { ms: primero.ms, archivoBytes: primero.bytes, archivosDeParticionBytes: bytesParticiones },
      diasSiguientes: {
        ms: segundo.ms,
        archivoBytes: segundo.bytes,
        archivosDeParticionEscritos: particiones() - bytesParticiones,
        comprobarAniosCerradosMs: segundo.comprobarMs,
      },
      restauracionMs: restauracion.ms,
    };
  } finally {
    for (const n of nombres) await admin.query(`drop database if exists ${n} with (force)`);
    await admin.end();
    rmSync(raiz, { recursive: true, force: true });
  }
}

const opciones = parseArgs({
  options: { particiones: { type: 'boolean' }, 'eventos-por-anio': { type: 'string' }, anios: { type: 'string' } },
  strict: true,
}).values;
spawnSync('node', ['scripts/construir-si-cambio.mjs'], { cwd: RAIZ, stdio: 'inherit' });
mkdirSync(join(RAIZ, 'bench/results'), { recursive: true });
if (opciones.particiones) {
  const porAnio = Number(opciones['eventos-por-anio'] ?? 100_000);
  const anios = Number(opciones.anios ?? 6);
  const servido = await medirParticiones(porAnio, anios);
  const salida = {
    fecha: new Date().toISOString(),
    maquina: maquina(),
    medida:
      `modo servido, ${porAnio} eventos por año en ${anios} años cerrados y este: \`npm run respaldo\` el primer día (escribe los archivos de partición) ` +
      'y el siguiente (los reutiliza), frente a un `pg_dump -Fc` de toda la base (lo que volcaba antes cada respaldo diario); `npm run restaurar` del segundo en una base vacía (y `pg_restore` de ese `pg_dump` completo, para comparar)',
    servido,
  };
  writeFileSync(join(RAIZ, 'bench/results/respaldo-particiones.json'), JSON.stringify(salida, null, 2) + '\n');
  console.log(JSON.stringify(salida, null, 2));
  process.exit(0);
}
const resultados = { embebido: await medir('pglite') };
try {
  resultados.servido = await medir('postgres');
} catch (error) {
  resultados.servido = { omitido: String(error.message).split('\n')[0] };
}
const salida = {
  fecha: new Date().toISOString(),
  maquina: maquina(),
  medida:
    'demostración completa (300 pacientes): `npm run respaldo` con la api sirviendo (tiempo del comando), `npm run restaurar` en un DATA_DIR o una base vacíos, tamaño del archivo en bytes',
  ...resultados,
};
writeFileSync(join(RAIZ, 'bench/results/respaldo.json'), JSON.stringify(salida, null, 2) + '\n');
console.log(JSON.stringify(salida, null, 2));
