// The registry mirror of this workplace serves only linux-x64 builds of native packages, so `npm install`
// leaves the other platforms' optional packages out of package-lock.json and `npm ci` then refuses the
// lock as out of sync. This adds those entries back, marked optional with the platform in their name,
// so `npm ci` skips them as it would with the public registry. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const ruta = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(ruta, 'utf8'));
const paquetes = lock.packages;

const PLATAFORMAS = [
  [/android/, 'android'],
  [/darwin/, 'darwin'],
  [/freebsd/, 'freebsd'],
  [/openbsd/, 'openbsd'],
  [/netbsd/, 'netbsd'],
  [/sunos/, 'sunos'],
  [/win32|windows/, 'win32'],
  [/aix/, 'aix'],
  [/openharmony/, 'openharmony'],
  [/linux/, 'linux'],
  [/wasm|wasi/, null],
];
const CPUS = [
  [/arm64|aarch64/, 'arm64'],
  [/arm(?!64)/, 'arm'],
  [/ia32|-x86(?!_64)|i686/, 'ia32'],
  [/x64|x86_64|amd64/, 'x64'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/riscv64/, 'riscv64'],
  [/loong64/, 'loong64'],
  [/mips64el/, 'mips64el'],
];
const primero = (tabla, nombre) => tabla.find(([re]) => re.test(nombre))?.[1];

let agregados = 0;
for (const [ubicacion, paquete] of Object.entries(paquetes)) {
  for (const [nombre, rango] of Object.entries(paquete.optionalDependencies ?? {})) {
    const base = ubicacion ? `${ubicacion}/node_modules/${nombre}` : `node_modules/${nombre}`;
    const raiz = `node_modules/${nombre}`;
    if (paquetes[base] || paquetes[raiz]) continue;
    const entrada = { version: rango.replace(/^[\^~=]/, ''), dev: paquete.dev, optional: true };
    const os = primero(PLATAFORMAS, nombre);
    const cpu = primero(CPUS, nombre);
    if (os) entrada.os = [os];
    if (cpu) entrada.cpu = [cpu];
    if (/musl/.test(nombre)) entrada.libc = ['musl'];
    else if (/gnu/.test(nombre) && os === 'linux') entrada.libc = ['glibc'];
    if (!entrada.dev) delete entrada.dev;
    paquetes[raiz] = entrada;
    agregados++;
  }
}
writeFileSync(ruta, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`completar-lock: ${agregados} paquetes opcionales de otras plataformas agregados`);
