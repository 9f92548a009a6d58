// Builds only the packages whose sources changed since their last build, so that `npm start` after a
// restart starts from the built output. Each package's dist/ keeps a fingerprint of its inputs (every
// file's path, size and modification time); a package is rebuilt when the fingerprint differs or its
// dist/ is missing. `--forzar` rebuilds everything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const HUELLA = '.huella-de-fuentes';
const COMUNES = ['.swcrc', 'package-lock.json', 'tsconfig.base.json'];

/** What each package's build reads (besides its own src/ and package.json), in build order. */
const PAQUETES = [
  { nombre: 'libs', entradas: [] },
  { nombre: 'projections', entradas: [] },
  { nombre: 'workers', entradas: [] },
  { nombre: 'api', entradas: [] },
  // The admin bundles the contracts it imports from libs/.
  { nombre: 'admin', entradas: ['admin/index.html', 'admin/vite.config.ts', 'admin/tsconfig.json', 'admin/public', 'libs/src'] },
];

function archivos(ruta, lista = []) {
  if (!existsSync(ruta)) return lista;
  const info = statSync(ruta);
  if (!info.isDirectory()) {
    lista.push(`${relative(RAIZ, ruta)}:${info.size}:${Math.trunc(info.mtimeMs)}`);
    return lista;
  }
  for (const nombre of readdirSync(ruta)) if (nombre !== 'node_modules' && nombre !== 'dist') archivos(join(ruta, nombre), lista);
  return lista;
}

function huella(p) {
  const entradas = [`${p.nombre}/src`, `${p.nombre}/package.json`, ...p.entradas, ...COMUNES].map((e) => join(RAIZ, e));
  const lista = entradas.flatMap((e) => archivos(e)).sort();
  return createHash('sha256').update(lista.join('\n')).digest('hex');
}

const leerHuella = (p) => {
  const archivo = join(RAIZ, p.nombre, 'dist', HUELLA);
  return existsSync(archivo) ? readFileSync(archivo, 'utf8').trim() : null;
};

function construir(p) {
  return new Promise((resolve, reject) => {
    const proceso = spawn('npm', ['run', 'build', '-w', p.nombre, '--silent'], { cwd: RAIZ, stdio: 'inherit' });
    proceso.once('error', reject);
    proceso.once('exit', (codigo) => (codigo === 0 ? resolve() : reject(new Error(`npm run build -w ${p.nombre} terminó con ${codigo}`))));
  });
}

/** Brings every package's dist/ up to date; returns the packages it built. */
export async function construirSiCambio({ forzar = false } = {}) {
  const inicio = performance.now();
  const pendientes = PAQUETES.map((p) => ({ ...p, huella: huella(p) })).filter((p) => forzar || leerHuella(p) !== p.huella);
  if (pendientes.length === 0) {
    console.log(`[avanti] compilación al día: ${Math.round(performance.now() - inicio)} ms`);
    return [];
  }
  // The server packages import each other's dist/ only at run time: they build side by side, then the admin.
  await Promise.all(pendientes.filter((p) => p.nombre !== 'admin').map(construir));
  for (const p of pendientes.filter((p) => p.nombre === 'admin')) await construir(p);
  for (const p of pendientes) writeFileSync(join(RAIZ, p.nombre, 'dist', HUELLA), `${p.huella}\n`);
  console.log(`[avanti] compilación de ${pendientes.map((p) => p.nombre).join(', ')}: ${Math.round(performance.now() - inicio)} ms`);
  return pendientes.map((p) => p.nombre);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await construirSiCambio({ forzar: process.argv.includes('--forzar') });
