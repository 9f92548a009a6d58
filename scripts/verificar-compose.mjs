#!/usr/bin/env node
// Checks docker-compose.yml, the Dockerfile and the Caddyfile against the code, since Docker cannot run where the
// tests run (issue 24): every command and script path exists, every variable compose sets is read by the code and
// every one the code requires is set, every *_FILE names a declared secret, every COPY source exists, every
// service restarts, rotates its log and runs under init, no password is written in the file, only the proxy
// publishes ports, and the proxy's address is the api's TRUST_PROXY. Exits 1 listing the mismatches, in Spanish.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const RAIZ = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const problemas = [];
const problema = (texto) => problemas.push(texto);
const leer = (ruta) => readFileSync(join(RAIZ, ruta), 'utf8');
const existe = (ruta) => existsSync(join(RAIZ, ruta));

// ---------------------------------------------------------------- what the code reads
const CARPETAS_CODIGO = ['libs/src', 'api/src', 'projections/src', 'workers/src'];
function archivosTs(carpeta) {
  const salida = [];
  const recorrer = (dir) => {
    for (const nombre of readdirSync(dir)) {
      const ruta = join(dir, nombre);
      if (statSync(ruta).isDirectory()) recorrer(ruta);
      else if (nombre.endsWith('.ts') && !nombre.endsWith('.spec.ts')) salida.push(ruta);
    }
  };
  if (existsSync(join(RAIZ, carpeta))) recorrer(join(RAIZ, carpeta));
  return salida;
}
const leidas = new Set();
for (const archivo of CARPETAS_CODIGO.flatMap(archivosTs)) {
  const texto = readFileSync(archivo, 'utf8');
  for (const m of texto.matchAll(/\benv(?:\?)?\.([A-Z][A-Z0-9_]+)\b/g)) leidas.add(m[1]);
  for (const m of texto.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) leidas.add(m[1]);
  for (const m of texto.matchAll(/entero\(env, '([A-Z][A-Z0-9_]+)'/g)) leidas.add(m[1]);
  for (const m of texto.matchAll(/interruptor\(env, '([A-Z][A-Z0-9_]+)'/g)) leidas.add(m[1]);
  // valorOArchivo(env, 'X') reads X and X_FILE.
  for (const m of texto.matchAll(/valorOArchivo\(env, '([A-Z][A-Z0-9_]+)'\)/g)) leidas.add(m[1]).add(`${m[1]}_FILE`);
}
/** Read by Node itself or by the libraries, not by our code: TZ (the process's zone), NODE_ENV. */
const DEL_ENTORNO = new Set(['TZ', 'NODE_ENV']);
const conArchivo = [...leidas].filter((v) => v.endsWith('_FILE')).map((v) => v.slice(0, -5));

// ---------------------------------------------------------------- docker-compose.yml
let compose;
try {
  compose = parse(leer('docker-compose.yml'), { merge: true });
} catch (error) {
  problema(`docker-compose.yml no se puede leer como YAML: ${error.message}`);
  compose = { services: {} };
}
const servicios = compose.services ?? {};
const secretosDeclarados = compose.secrets ?? {};
const volumenesDeclarados = new Set(Object.keys(compose.volumes ?? {}));
const propios = Object.entries(servicios).filter(([, s]) => s.build !== undefined || s.image === 'avanti:local');
if (!propios.length) problema('docker-compose.yml no tiene ningún servicio construido desde el Dockerfile');

/** `dist/x.js` of a workspace comes from `src/x.ts`. */
function fuenteDe(rutaDist) {
  const m = /^(libs|api|projections|workers)\/dist\/(.+)\.js$/.exec(rutaDist);
  if (m) return `${m[1]}/src/${m[2]}.ts`;
  // bench/dist/x.js: compiled by the same npm script from bench/x.ts.
  const b = /^bench\/dist\/(.+)\.js$/.exec(rutaDist);
  if (b) return `bench/${b[1]}.ts`;
  // scripts/generar/dist/generar/x.js: swc compiles the folder scripts/generar keeping its last name.
  const g = /^scripts\/generar\/dist\/generar\/(.+)\.js$/.exec(rutaDist);
  return g ? `scripts/generar/${g[1]}.ts` : null;
}
function revisarScript(donde, ruta) {
  const fuente = fuenteDe(ruta);
  if (fuente) {
    if (!existe(fuente)) problema(`${donde}: ${ruta} no existe (falta su fuente ${fuente})`);
  } else if (!existe(ruta)) problema(`${donde}: ${ruta} no existe`);
}

const valorEntorno = (s, nombre) => {
  const e = s.environment ?? {};
  return Array.isArray(e) ? e.find((x) => x.startsWith(`${nombre}=`))?.slice(nombre.length + 1) : e[nombre];
};
const tiene = (s, nombre) => valorEntorno(s, nombre) !== undefined || valorEntorno(s, `${nombre}_FILE`) !== undefined;
/** A short volume `SOURCE:TARGET[:MODE]` whose source may hold `${VAR:-default}`. */
const partesVolumen = (v) => {
  if (typeof v !== 'string') return { origen: v.source, destino: v.target };
  const variables = [];
  const plano = v.replace(/\$\{[^}]*\}/g, (x) => `\u0000${variables.push(x) - 1}\u0000`);
  const [origen, destino] = plano.split(':').map((p) => p.replace(/\u0000(\d+)\u0000/g, (_, i) => variables[Number(i)]));
  return { origen, destino };
};
const destinos = (s) => (s.volumes ?? []).map((v) => partesVolumen(v).destino);

/** What each entry point refuses to start without (libs/src/config/configuracion.ts and the mains). */
const OBLIGATORIAS = {
  'api/dist/main.js': (s) => (tiene(s, 'DATABASE_URL') ? ['JWT_SECRET'] : []),
  'projections/dist/main.js': () => ['DATABASE_URL'],
  'workers/dist/main.js': () => ['DATABASE_URL', 'REDIS_URL'],
  'api/dist/operacion/respaldo.js': () => ['DATABASE_URL', 'FILES_DIR', 'RESPALDOS_DIR'],
};
// Checked against the code: the refusal each rule stands for is still there.
const MENSAJES_OBLIGATORIAS = [
  ['libs/src/config/configuracion.ts', 'JWT_SECRET es obligatorio cuando se usa DATABASE_URL'],
  ['projections/src/main.ts', 'DATABASE_URL es obligatorio'],
  ['workers/src/main.ts', 'DATABASE_URL es obligatorio'],
  ['workers/src/main.ts', 'REDIS_URL es obligatorio'],
];
for (const [archivo, mensaje] of MENSAJES_OBLIGATORIAS) {
  if (!existe(archivo) || !leer(archivo).includes(mensaje)) problema(`verificar-compose.mjs está desactualizado: ${archivo} ya no dice «${mensaje}»`);
}

const SECRETO = /PASSWORD|SECRET|TOKEN|CLAVE/;
for (const [nombre, s] of Object.entries(servicios)) {
  const donde = `servicio ${nombre}`;
  if (s.restart !== 'unless-stopped' && s.restart !== 'always') problema(`${donde}: falta restart: unless-stopped`);
  if (s.init !== true) problema(`${donde}: falta init: true`);
  const registro = s.logging;
  if (registro?.driver !== 'json-file' || !registro?.options?.['max-size'] || !registro?.options?.['max-file']) {
    problema(`${donde}: falta la rotación del registro (logging json-file con max-size y max-file)`);
  }
  if (!s.healthcheck) problema(`${donde}: falta healthcheck`);
  if (s.ports && nombre !== 'caddy') problema(`${donde}: publica puertos (${s.ports.join(', ')}); solo el proxy (caddy) debe publicarlos`);
  for (const [variable, valor] of Object.entries(
    Array.isArray(s.environment) ? Object.fromEntries(s.environment.map((x) => x.split('='))) : (s.environment ?? {}),
  )) {
    if (SECRETO.test(variable) && !variable.endsWith('_FILE') && !/^\$\{/.test(String(valor))) {
      problema(`${donde}: ${variable} lleva una contraseña escrita en el archivo; use ${variable}_FILE y un secreto`);
    }
    if (/:\/\/[^/@\s]+:[^/@\s]+@/.test(String(valor))) problema(`${donde}: ${variable} lleva una contraseña dentro de la URL; use PGPASSWORD_FILE`);
    if (variable.endsWith('_FILE')) {
      const m = /^\/run\/secrets\/([\w.-]+)$/.exec(String(valor));
      if (!m) problema(`${donde}: ${variable}=${valor} no es un secreto de docker (/run/secrets/NOMBRE)`);
      else {
        if (!(s.secrets ?? []).map((x) => (typeof x === 'string' ? x : x.source)).includes(m[1]))
          problema(`${donde}: ${variable} lee el secreto ${m[1]}, que el servicio no monta (secrets:)`);
        if (!secretosDeclarados[m[1]]) problema(`${donde}: el secreto ${m[1]} no está declarado en secrets: del archivo`);
      }
    }
  }
  for (const v of s.volumes ?? []) {
    const { origen } = partesVolumen(v);
    if (origen.startsWith('./')) {
      if (origen !== './respaldos' && !existe(origen)) problema(`${donde}: monta ${origen}, que no existe en el repositorio`);
    } else if (!origen.startsWith('$') && !origen.startsWith('/') && !volumenesDeclarados.has(origen)) {
      problema(`${donde}: el volumen ${origen} no está declarado en volumes:`);
    }
  }
}

for (const [nombre, s] of propios) {
  const donde = `servicio ${nombre}`;
  const comando = s.command ?? ['node', 'api/dist/main.js'];
  if (!Array.isArray(comando) || comando[0] !== 'node' || !comando[1]) {
    problema(`${donde}: command debe ser ["node", "<ruta>.js", ...] (es ${JSON.stringify(comando)})`);
    continue;
  }
  revisarScript(donde, comando[1]);
  const entorno = Array.isArray(s.environment) ? Object.fromEntries(s.environment.map((x) => x.split('='))) : (s.environment ?? {});
  for (const variable of Object.keys(entorno)) {
    if (!leidas.has(variable) && !DEL_ENTORNO.has(variable)) problema(`${donde}: define ${variable}, que el código no lee`);
  }
  for (const variable of OBLIGATORIAS[comando[1]]?.(s) ?? []) {
    if (!tiene(s, variable))
      problema(`${donde}: ${comando[1]} necesita ${variable}${conArchivo.includes(variable) ? ` (o ${variable}_FILE)` : ''} y no está definida`);
  }
  for (const variable of ['FILES_DIR', 'RESPALDOS_DIR', 'DATA_DIR']) {
    const ruta = valorEntorno(s, variable);
    if (ruta && !destinos(s).includes(ruta)) problema(`${donde}: ${variable}=${ruta} no es un volumen montado en el servicio`);
  }
  // The healthcheck asks the port the process listens on.
  const prueba = JSON.stringify(s.healthcheck?.test ?? '');
  const puerto = /127\.0\.0\.1:(\d+)\//.exec(prueba)?.[1];
  const esperado = comando[1] === 'api/dist/main.js' ? (valorEntorno(s, 'PORT') ?? '3000') : valorEntorno(s, 'HEALTH_PORT');
  if (puerto && esperado && puerto !== String(esperado)) problema(`${donde}: el healthcheck pregunta al puerto ${puerto} y el proceso escucha en ${esperado}`);
  if (comando[1] === 'api/dist/main.js' && puerto && !/\/api\/health\/listo/.test(prueba))
    problema(`${donde}: el healthcheck de la api debe preguntar /api/health/listo`);
}

// The proxy: its upstream is the api on its port, and its fixed address is the api's TRUST_PROXY.
const caddy = servicios.caddy;
if (!caddy) problema('docker-compose.yml no tiene el servicio caddy (el proxy inverso con TLS)');
else {
  if (!existe('Caddyfile')) problema('falta el Caddyfile que monta el servicio caddy');
  else {
    const caddyfile = leer('Caddyfile');
    const destino = /reverse_proxy\s+([\w-]+):(\d+)/.exec(caddyfile);
    if (!destino) problema('Caddyfile: no hay reverse_proxy servicio:puerto');
    else {
      const api = servicios[destino[1]];
      if (!api) problema(`Caddyfile: reverse_proxy apunta a ${destino[1]}, que no es un servicio`);
      else if (String(valorEntorno(api, 'PORT') ?? '3000') !== destino[2])
        problema(`Caddyfile: reverse_proxy usa el puerto ${destino[2]} y ${destino[1]} escucha en ${valorEntorno(api, 'PORT')}`);
    }
    for (const m of caddyfile.matchAll(/\{\$([A-Z_]+)/g)) {
      if (valorEntorno(caddy, m[1]) === undefined) problema(`Caddyfile usa {$${m[1]}} y el servicio caddy no la define`);
    }
    if (!/@\w+\s+path\s+\/metrics/.test(caddyfile)) problema('Caddyfile: /metrics debe quedar fuera del proxy (respond 404)');
  }
  const ip = caddy.networks?.default?.ipv4_address;
  for (const [nombre, s] of propios) {
    if ((s.command ?? [])[1] !== 'api/dist/main.js') continue;
    const confianza = valorEntorno(s, 'TRUST_PROXY');
    if (!confianza) problema(`servicio ${nombre}: falta TRUST_PROXY con la dirección de caddy`);
    else if (
      ip &&
      !String(confianza)
        .split(',')
        .map((x) => x.trim())
        .includes(ip)
    )
      problema(`servicio ${nombre}: TRUST_PROXY=${confianza} no incluye la dirección de caddy (${ip})`);
  }
}

// ---------------------------------------------------------------- package.json scripts
const paquete = JSON.parse(leer('package.json'));
for (const [nombre, comando] of Object.entries(paquete.scripts ?? {})) {
  for (const m of String(comando).matchAll(/\bnode\s+((?:api|libs|projections|workers|scripts|bench)\/[\w./-]+\.m?js)\b/g))
    revisarScript(`script npm «${nombre}»`, m[1]);
}

// ---------------------------------------------------------------- Dockerfile
if (!existe('Dockerfile')) problema('falta el Dockerfile');
else {
  const lineas = leer('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const ignorados = existe('.dockerignore')
    ? leer('.dockerignore')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  const etapas = [];
  let usuario = null;
  for (const linea of lineas) {
    const [instruccion, ...resto] = linea.split(/\s+/);
    const args = resto.join(' ');
    if (/^FROM$/i.test(instruccion)) {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args);
      etapas.push({ base: m[1], nombre: m[2], produce: new Set() });
      if (m[1].startsWith('node:') && !/^node:24[.-]/.test(m[1])) problema(`Dockerfile: la imagen base ${m[1]} no es Node 24 LTS`);
      usuario = null;
    } else if (/^USER$/i.test(instruccion)) usuario = args;
    else if (/^COPY$/i.test(instruccion)) {
      const partes = args.split(/\s+/);
      const desde = partes.find((p) => p.startsWith('--from='))?.slice(7);
      const rutas = partes.filter((p) => !p.startsWith('--'));
      const fuentes = rutas.slice(0, -1);
      if (desde) {
        const etapa = etapas.find((e) => e.nombre === desde);
        if (!etapa) problema(`Dockerfile: COPY --from=${desde}: no hay una etapa con ese nombre`);
        for (const f of fuentes) {
          const rel = f.replace(/^\/app\/?/, '');
          const dist = /^(libs|api|projections|workers|admin)\/dist$/.exec(rel);
          if (dist && !JSON.parse(leer(`${dist[1]}/package.json`)).scripts?.build) problema(`Dockerfile: copia ${rel} pero ${dist[1]} no tiene script build`);
          else if (!dist && rel !== 'node_modules' && !existe(rel)) problema(`Dockerfile: COPY --from=${desde} ${f}: ${rel} no existe en el repositorio`);
        }
      } else {
        for (const f of fuentes) {
          if (f === '.') continue;
          if (!existe(f)) problema(`Dockerfile: COPY ${f}: no existe en el repositorio`);
          if (ignorados.includes(f) || ignorados.includes(f.replace(/\/$/, ''))) problema(`Dockerfile: COPY ${f}, pero .dockerignore lo excluye`);
        }
      }
    } else if (/^CMD$/i.test(instruccion)) {
      try {
        const cmd = JSON.parse(args);
        if (cmd[0] === 'node') revisarScript('Dockerfile CMD', cmd[1]);
      } catch {
        problema('Dockerfile: CMD debe estar en forma JSON ["node", "..."]');
      }
    }
  }
  if (!usuario || usuario === 'root' || usuario === '0') problema('Dockerfile: la etapa final corre como root; falta USER sin privilegios');
  const final = etapas.at(-1);
  if (final && !final.base.startsWith('node:24')) problema(`Dockerfile: la etapa final usa ${final.base}, no Node 24`);
  const texto = leer('Dockerfile');
  if (!/npm ci --omit=dev/.test(texto)) problema('Dockerfile: la imagen final debe llevar solo dependencias de producción (npm ci --omit=dev)');
  if (/COPY --from=build \/app\/node_modules/.test(texto))
    problema('Dockerfile: la etapa final copia node_modules de la compilación (con herramientas y librerías del admin)');
  for (const secreto of ['secretos', '.env']) if (!ignorados.includes(secreto)) problema(`.dockerignore debe excluir ${secreto}`);
}

// ---------------------------------------------------------------- result
if (problemas.length) {
  console.error(`verificar-compose: ${problemas.length} diferencia(s) entre docker-compose.yml/Dockerfile y el código:`);
  for (const p of problemas) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`verificar-compose: docker-compose.yml (${Object.keys(servicios).length} servicios), Dockerfile y Caddyfile concuerdan con el código`);
void relative;
