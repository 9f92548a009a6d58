#!/usr/bin/env node
// Smoke test on the supported runtime, Node 24 LTS, taken from the npm `node` package (issue 24): whatever Node runs
// the tests, this starts the product as `npm start` does (scripts/iniciar.mjs) under Node 24 on a fresh DATA_DIR,
// waits for /api/health/listo, signs in with a demo user, reads one list, checks from /metrics that the server runs
// on Node 24, and stops it with SIGTERM. Called by .ci/run after `npm test`. Exits 1 with the reason in Spanish.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const VERSION = process.env.HUMO_NODE ?? '24';
const ESPERA_MS = Number(process.env.HUMO_ESPERA_MS ?? 600_000);
const inicio = Date.now();
const decir = (texto) => console.log(`[humo node${VERSION}] ${texto} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);

let proceso;
let datos;
let salida = '';
function fallar(motivo) {
  console.error(`[humo node${VERSION}] FALLÓ: ${motivo}`);
  if (salida) console.error(`--- salida del producto (últimas líneas) ---\n${salida.split('\n').slice(-40).join('\n')}`);
  proceso?.kill('SIGKILL');
  if (datos) rmSync(datos, { recursive: true, force: true });
  process.exit(1);
}

// 1. Node 24 from the npm registry's `node` package (its binary ships inside the package for this platform).
let nodo;
try {
  nodo = execFileSync('npx', ['-y', '-p', `node@${VERSION}`, 'node', '-e', 'process.stdout.write(process.execPath)'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 300_000,
  }).trim();
} catch (error) {
  fallar(`no se pudo obtener Node ${VERSION} del paquete npm node: ${error.message}`);
}
const version = execFileSync(nodo, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith(`v${VERSION}.`)) fallar(`se esperaba Node ${VERSION} y ${nodo} es ${version}`);
decir(`Node ${version} en ${nodo}`);

// 2. A free port and a fresh DATA_DIR; the demo without its 300 patients (users, sites, insurers are there).
const puerto = await new Promise((resolver, rechazar) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolver(port));
  });
  s.on('error', rechazar);
});
datos = mkdtempSync(join(tmpdir(), 'avanti-humo-'));
const base = `http://127.0.0.1:${puerto}`;
proceso = spawn(nodo, ['scripts/iniciar.mjs'], {
  cwd: RAIZ,
  env: {
    ...process.env,
    DATA_DIR: datos,
    PORT: String(puerto),
    HOST: '127.0.0.1',
    DEMO_PACIENTES: '0',
    RESPALDO_HORA: 'no',
    LOG_PRETTY: '0',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
proceso.stdout.on('data', (c) => (salida += c));
proceso.stderr.on('data', (c) => (salida += c));
proceso.on('exit', (codigo, senal) => {
  if (!terminando) fallar(`el producto terminó antes de tiempo (código ${codigo}, señal ${senal})`);
});
let terminando = false;

// 3. Readiness.
const limite = Date.now() + ESPERA_MS;
for (;;) {
  const listo = await fetch(`${base}/api/health/listo`).then(
    (r) => r.status === 200,
    () => false,
  );
  if (listo) break;
  if (Date.now() > limite) fallar(`/api/health/listo no respondió 200 en ${ESPERA_MS / 1000} s`);
  await new Promise((r) => setTimeout(r, 500));
}
decir('listo: /api/health/listo 200');

// 4. Sign in with a demo user and read one list.
const ingreso = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'admin', password: 'demo1234' }),
});
if (ingreso.status !== 200) fallar(`el ingreso de admin respondió ${ingreso.status}`);
const { token } = await ingreso.json();
const lista = await fetch(`${base}/api/eps?range=${encodeURIComponent('[0,9]')}`, { headers: { authorization: `Bearer ${token}` } });
const filas = lista.status === 200 ? await lista.json() : null;
if (!Array.isArray(filas) || !filas.length || !lista.headers.get('content-range')) {
  fallar(`la lista de aseguradoras respondió ${lista.status} sin filas o sin Content-Range`);
}
decir(`ingreso de admin y lista de aseguradoras: ${filas.length} filas, ${lista.headers.get('content-range')}`);

// 5. The server says which Node runs it.
const metricas = await (await fetch(`${base}/metrics`)).text();
const enServidor = /avanti_nodejs_version_info\{version="(v[\d.]+)"/.exec(metricas)?.[1];
if (!enServidor?.startsWith(`v${VERSION}.`)) fallar(`/metrics dice que el servidor corre en ${enServidor ?? '(sin dato)'}`);
decir(`el servidor corre en Node ${enServidor}`);

// 6. Stop as an operator would.
terminando = true;
const fin = new Promise((r) => proceso.once('exit', (codigo) => r(codigo)));
proceso.kill('SIGTERM');
const codigo = await Promise.race([fin, new Promise((r) => setTimeout(() => r('tiempo'), 30_000))]);
rmSync(datos, { recursive: true, force: true });
if (codigo !== 0) fallar(`al detenerlo con SIGTERM terminó con ${codigo}`);
decir('detenido con SIGTERM, código 0: humo en Node 24 correcto');
