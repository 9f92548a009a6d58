// How long `npm start` takes to answer GET /api/health with 200: first start on an empty DATA_DIR
// (migrations, DIVIPOLA, demo data with its 300 patients), then a restart on the same DATA_DIR.
// Several rounds; medians with min and max, each start's phases as the app logs them.
//   node bench/arranque.mjs [rondas]      → bench/results/arranque.json
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const RONDAS = Number(process.argv[2] ?? 5);
const LIMITE_MS = 90_000;

const puertoLibre = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function responde200(url) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm start` on `dataDir` until /api/health answers 200; returns the time and the logged phases. */
async function arrancar(dataDir) {
  // Others may be editing the sources meanwhile: the build is brought up to date outside the timing, so
  // that the start measured only checks it (its time is the phase 'compilación al día').
  spawnSync('node', ['scripts/construir-si-cambio.mjs'], { cwd: RAIZ, stdio: 'ignore' });
  const puerto = await puertoLibre();
  const inicio = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(puerto), DEMO: '1' };
  delete env.NODE_ENV; // NODE_ENV=test would leave the demo patients out
  delete env.DATABASE_URL;
  const proceso = spawn('npm', ['start', '--silent'], { cwd: RAIZ, detached: true, env });
  let salida = '';
  proceso.stdout.on('data', (d) => (salida += d));
  proceso.stderr.on('data', (d) => (salida += d));
  let ms = null;
  while (performance.now() - inicio < LIMITE_MS && proceso.exitCode === null) {
    if (await responde200(`http://127.0.0.1:${puerto}/api/health`)) {
      ms = Math.round(performance.now() - inicio);
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  // The whole process group, and wait until every process in it is gone: npm can exit before the api
  // has closed its database, and the restart must not open a data directory still being written.
  try {
    process.kill(-proceso.pid, 'SIGTERM');
  } catch {
    // the start already ended (it failed: its output is in the error below)
  }
  for (;;) {
    try {
      process.kill(-proceso.pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  if (ms === null) throw new Error(`No respondió /api/health en ${LIMITE_MS} ms:\n${salida}`);
  const fases = Object.fromEntries([...salida.matchAll(/^\[avanti\] ([^:\n]+): (\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]));
  return { ms, fases };
}

const resumen = (valores) => {
  const o = [...valores].sort((a, b) => a - b);
  return { mediana: o[Math.floor(o.length / 2)], min: o[0], max: o[o.length - 1] };
};

const raiz = mkdtempSync(join(os.tmpdir(), 'avanti-arranque-'));
const rondas = [];
try {
  for (let i = 0; i < RONDAS; i++) {
    const dataDir = join(raiz, `r${i}`);
    const primero = await arrancar(dataDir);
    const reinicio = await arrancar(dataDir);
    rondas.push({ primero, reinicio });
    console.log(`ronda ${i + 1}: primer arranque ${primero.ms} ms, reinicio ${reinicio.ms} ms`);
  }
} finally {
  rmSync(raiz, { recursive: true, force: true });
}

const resultado = {
  fecha: new Date().toISOString(),
  maquina: { cpus: os.cpus().length, modelo: os.cpus()[0]?.model, node: process.version, cargaAlTerminar: os.loadavg().map((c) => Math.round(c * 100) / 100) },
  medida:
    'npm start hasta GET /api/health 200, en milisegundos; primer arranque con DATA_DIR vacío y datos de demostración (300 pacientes), reinicio sobre el mismo DATA_DIR',
  primerArranque: resumen(rondas.map((r) => r.primero.ms)),
  reinicio: resumen(rondas.map((r) => r.reinicio.ms)),
  rondas,
};
mkdirSync(join(RAIZ, 'bench/results'), { recursive: true });
writeFileSync(join(RAIZ, 'bench/results/arranque.json'), JSON.stringify(resultado, null, 2) + '\n');
console.log(
  `primer arranque: mediana ${resultado.primerArranque.mediana} ms (${resultado.primerArranque.min}–${resultado.primerArranque.max}); reinicio: mediana ${resultado.reinicio.mediana} ms (${resultado.reinicio.min}–${resultado.reinicio.max})`,
);
