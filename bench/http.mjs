/**
 * `npm run bench` (issue 29): every heavy screen through HTTP, as the admin asks it, against the served mode.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/avanti_pequeno npm run bench -- [--perfil pequeño] [--segundos 15] [--tasa 30]
 *
 * Starts the served api (`node api/dist/main.js`) and the projections process on that database (a network made by
 * `npm run generar`) with REDIS_URL, signs in as `admin` (a real token), reads the ids the screens would use
 * (a site, a therapist, a patient's surname, a coverage's code and id) through the api, then:
 *  1. the working-day mix, open model: requests arrive at a fixed rate (Poisson, --tasa per second, 30 by
 *     default: 200 staff each acting every 5–10 s) whether or not earlier ones have answered, over the routes in
 *     the proportions of a day (lists and the calendar most, reports least), for --segundos × 4;
 *  2. a closed-loop stress per route with autocannon (10 connections, --segundos): its ceiling in requests/s, its
 *     latency under saturation, the api's CPU per request (/proc of the api process) and the database's (every
 *     `postgres` process), and the api's peak RSS;
 *  with /api/health in the same run as the baseline. Prints one table and writes bench/results/http-<perfil>.json
 *  with the machine's load (uptime) before and after: on a shared machine the figures are noisy, read them beside it.
 * The URLs are built as the admin builds them (ra-data-simple-rest: filter/range/sort as JSON; the providers'
 * `parametros`), read from admin/src: see RUTAS below, one per screen, with the file it comes from.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    perfil: { type: 'string', default: process.env.BENCH_PERFIL ?? 'pequeño' },
    segundos: { type: 'string', default: '15' },
    tasa: { type: 'string', default: '30' },
    conexiones: { type: 'string', default: '10' },
    solo: { type: 'string' },
  },
  strict: true,
});
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!DATABASE_URL) {
  console.error('[bench] falta BENCH_DATABASE_URL: la base de una red generada (npm run generar -- --perfil pequeño con DATABASE_URL)');
  process.exit(2);
}
const SEGUNDOS = Number(args.segundos);
const TASA = Number(args.tasa);
const CONEXIONES = Number(args.conexiones);
const RAIZ = new URL('..', import.meta.url).pathname;
const carga = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

const puertoLibre = () =>
  new Promise((ok) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** CPU time (ms) of a process from /proc (utime + stime). */
const ticks = Number(process.env.CLK_TCK ?? 100);
const cpuDe = (pid) => {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / ticks;
  } catch {
    return 0;
  }
};
const rssDe = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
};
/**
 * CPU of the PostgreSQL backends serving this database (the api's pool), by pid from pg_stat_activity: other
 * sessions of the shared server come and go and are not ours. Taken at both ends of a measurement, over the pids
 * alive at the end (a backend that exited meanwhile is missed: the pool keeps its connections).
 */
const pgCliente = new pg.Client({ connectionString: DATABASE_URL });
await pgCliente.connect();
const pidsDeLaBase = async () =>
  (await pgCliente.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
const cpuPostgres = async () => {
  const pids = await pidsDeLaBase();
  return new Map(pids.map((pid) => [pid, cpuDe(pid)]));
};
const deltaPostgres = (antes, despues) => [...despues].reduce((n, [pid, ms]) => n + (ms - (antes.get(pid) ?? 0)), 0);

async function esperar(url, ms = 120_000) {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió en ${ms} ms`);
}

// ─── The served mode: api and projections on the generated database ───
const PUERTO = await puertoLibre();
const env = {
  ...process.env,
  DATABASE_URL,
  REDIS_URL,
  PORT: String(PUERTO),
  HOST: '127.0.0.1',
  JWT_SECRET: randomBytes(48).toString('base64'),
  DEMO: '0',
  RESPALDO_HORA: 'no',
  NODE_ENV: 'production',
};
const procesos = [];
const lanzar = (archivo, extra = {}) => {
  const p = spawn(process.execPath, [archivo], { cwd: RAIZ, env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'pipe'] });
  p.stderr.on('data', (d) => process.env.BENCH_TRAZA && process.stderr.write(d));
  procesos.push(p);
  return p;
};
// The api's connections log the plan of every statement slower than 100 ms (auto_explain, PostgreSQL's contrib) to the
// server's log; at the end the slowest distinct statements of this database go to bench/results/http-<perfil>-planes.txt.
const LOG_PG = process.env.BENCH_LOG_PG ?? '/var/log/postgresql/postgresql-15-main.log';
const desdeLog = (() => {
  try {
    return statSync(LOG_PG).size;
  } catch {
    return null;
  }
})();
// One api process unless API_PROCESOS says otherwise (decision 0050): the CPU per request is read from that process's /proc.
const api = lanzar(
  'api/dist/main.js',
  desdeLog === null
    ? { API_PROCESOS: process.env.API_PROCESOS ?? '1' }
    : {
        API_PROCESOS: process.env.API_PROCESOS ?? '1',
        PGOPTIONS: '-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=100 -c auto_explain.log_nested_statements=off',
      },
);
lanzar('projections/dist/main.js', { HEALTH_PORT: String(await puertoLibre()) });
const terminar = () => procesos.forEach((p) => p.kill('SIGTERM'));
process.on('exit', terminar);
process.on('SIGINT', () => process.exit(130));
const BASE = `http://127.0.0.1:${PUERTO}`;
await esperar(`${BASE}/api/health`);

const ingreso = await fetch(`${BASE}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'admin', password: 'demo1234' }),
});
if (ingreso.status !== 200) throw new Error(`ingreso: ${ingreso.status} ${await ingreso.text()}`);
const { token } = await ingreso.json();
const AUT = { authorization: `Bearer ${token}` };
const leer = async (ruta) => {
  const r = await fetch(`${BASE}${ruta}`, { headers: AUT });
  if (r.status !== 200) throw new Error(`${ruta}: ${r.status} ${await r.text()}`);
  return r.json();
};

// ─── What the screens would be showing: today in Bogotá, this month, this week ───
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const dias = (f, n) => new Date(Date.parse(`${f}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const lunes = dias(hoy, -((new Date(`${hoy}T00:00:00Z`).getUTCDay() + 6) % 7));
const mes = { desde: `${hoy.slice(0, 8)}01`, hasta: hoy };
const sedes = await leer('/api/sedes');
const sede = (sedes.find((s) => s.id === 'principal') ?? sedes[0]).id;
const terapeutas = await leer('/api/finanzas/terapeutas');
const terapeuta = terapeutas[0]?.id;
const [paciente] = await leer(`/api/pacientes?${rs({}, [0, 0], ['primerApellido', 'ASC'])}`);
const [cobertura] = await leer(`/api/coberturas?${rs({}, [0, 0], ['fecha', 'DESC'])}`);

/** ra-data-simple-rest's getList query: filter, range, sort as JSON (query-string orders the keys). */
function rs(filter, range, sort) {
  return `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
}
/** The providers' `parametros` (admin/src/proveedor-datos/peticion.ts). */
const parametros = (v) => {
  const pares = Object.entries(v).filter(([, x]) => x !== undefined);
  return pares.length ? `?${pares.map(([k, x]) => `${k}=${encodeURIComponent(typeof x === 'string' ? x : JSON.stringify(x))}`).join('&')}` : '';
};
const reporte = (recurso, filtro, orden) => `/api/reportes/${recurso}?${rs({ ...mes, ...filtro }, [0, 24], orden)}`;

/**
 * One entry per screen: the request its first load sends, its class (target: lists and calendar p95 ≤ 50 ms,
 * reports and dashboards ≤ 300 ms), its weight in the working-day mix, and the admin file it is read from.
 */
const RUTAS = [
  { nombre: 'salud (base)', clase: 'base', peso: 0, rutas: ['/api/health'], de: '—' },
  {
    nombre: 'pacientes: lista',
    clase: 'lista',
    peso: 12,
    rutas: [`/api/pacientes?${rs({}, [0, 24], ['primerApellido', 'ASC'])}`],
    de: 'admisiones/ListaPacientes.tsx',
  },
  {
    nombre: 'pacientes: búsqueda',
    clase: 'lista',
    peso: 10,
    rutas: [`/api/pacientes?${rs({ q: (paciente?.primerApellido ?? 'ROD').slice(0, 4) }, [0, 24], ['primerApellido', 'ASC'])}`],
    de: 'admisiones/ListaPacientes.tsx (q)',
  },
  {
    nombre: 'calendario: semana de una sede',
    clase: 'lista',
    peso: 14,
    rutas: [`/api/sesiones${parametros({ filter: { sede, desde: lunes, hasta: dias(lunes, 6) }, range: [0, 1999], sort: ['fecha', 'ASC'] })}`],
    de: 'programacion/ProgramacionCitas.tsx',
  },
  {
    nombre: 'agenda de un terapeuta',
    clase: 'lista',
    peso: 12,
    rutas: [`/api/sesiones${parametros({ filter: { terapeuta, desde: lunes, hasta: dias(lunes, 6) }, range: [0, 1999], sort: ['fecha', 'ASC'] })}`],
    de: 'programacion/MiAgenda.tsx',
  },
  {
    nombre: 'gestión de autorizaciones: búsqueda',
    clase: 'lista',
    peso: 8,
    rutas: [`/api/coberturas?${rs({ q: cobertura?.codigo ?? 'AUT' }, [0, 11], ['fecha', 'DESC'])}`],
    de: 'coberturas/ordenes/TarjetasCoberturas.tsx',
  },
  {
    nombre: 'dashboard principal',
    clase: 'reporte',
    peso: 8,
    rutas: ['/api/dashboard/hoy', `/api/dashboard/resumen${parametros({ desde: mes.desde, hasta: mes.hasta })}`, '/api/dashboard/alertas'],
    de: 'dashboard/PantallaDashboard.tsx (hoy, resumen, alertas a la vez)',
  },
  { nombre: 'maestro: mes de una sede', clase: 'reporte', peso: 3, rutas: [reporte('maestro', { sede }, ['fecha', 'ASC'])], de: 'reportes/ReporteMaestro.tsx' },
  {
    nombre: 'maestro: mes de todas las sedes',
    clase: 'reporte',
    peso: 2,
    rutas: [reporte('maestro', {}, ['fecha', 'ASC'])],
    de: 'reportes/ReporteMaestro.tsx',
  },
  {
    nombre: 'asistencia por fecha (mes)',
    clase: 'reporte',
    peso: 3,
    rutas: [reporte('asistencia-por-fecha', {}, ['fecha', 'ASC'])],
    de: 'reportes/ReporteAsistenciaPorFecha.tsx',
  },
  {
    nombre: 'asistencia por usuario (mes)',
    clase: 'reporte',
    peso: 3,
    rutas: [reporte('asistencia-usuarios', {}, ['paciente', 'ASC'])],
    de: 'reportes/ReporteAsistenciaUsuarios.tsx',
  },
  {
    nombre: 'cancelaciones (mes)',
    clase: 'reporte',
    peso: 3,
    rutas: [reporte('cancelaciones', { sede }, ['fecha', 'ASC'])],
    de: 'reportes/ReporteCancelaciones.tsx (sede obligatoria)',
  },
  {
    nombre: 'autorizaciones por vencimiento',
    clase: 'reporte',
    peso: 3,
    rutas: [reporte('autorizaciones-vencimiento', {}, ['fecha', 'ASC'])],
    de: 'reportes/ReporteVencimientos.tsx',
  },
  {
    nombre: 'objetivos y logros',
    clase: 'reporte',
    peso: 2,
    rutas: [reporte('objetivos-y-logros', {}, ['fechaInicio', 'ASC'])],
    de: 'reportes/ReporteObjetivosLogros.tsx',
  },
  {
    nombre: 'nómina de un terapeuta (mes)',
    clase: 'reporte',
    peso: 3,
    rutas: [`/api/nomina${parametros({ desde: mes.desde, hasta: mes.hasta, terapeuta })}`],
    de: 'finanzas/dinero/NominaTerapeutas.tsx',
  },
  {
    nombre: 'contabilidad por fechas',
    clase: 'reporte',
    peso: 3,
    rutas: [`/api/dashboard/nomina${parametros({ desde: mes.desde, hasta: mes.hasta })}`],
    de: 'finanzas/dinero/DashboardNomina.tsx',
  },
  {
    nombre: 'auditoría de un registro',
    clase: 'lista',
    peso: 3,
    rutas: [`/api/auditoria?${rs({ registroId: cobertura?.id ?? '' }, [0, 24], ['posicion', 'DESC'])}`],
    de: 'auditoria/ListaAuditoria.tsx (registroId)',
  },
].filter((r) => !args.solo || r.nombre.includes(args.solo) || r.clase === 'base');
const OBJETIVO = { base: null, lista: 50, reporte: 300 };

// Every route answers 200 before it is measured (a wrong URL would measure an error page).
const fallan = [];
for (const r of RUTAS) for (const ruta of r.rutas) await leer(ruta).catch((e) => fallan.push(e.message));
if (fallan.length) throw new Error(`rutas que no responden 200:\n${fallan.join('\n')}`);

const pct = (valores) => {
  const v = [...valores].sort((a, b) => a - b);
  const en = (p) => (v.length ? v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)] : null);
  return { p50: en(50), p95: en(95), p99: en(99) };
};
const redondear = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 10) / 10 : v]));

// ─── 1. The working-day mix, open model ───
async function mezcla() {
  const agente = RUTAS.filter((r) => r.peso > 0);
  const total = agente.reduce((n, r) => n + r.peso, 0);
  const hist = new Map(RUTAS.map((r) => [r.nombre, []]));
  const errores = new Map(RUTAS.map((r) => [r.nombre, 0]));
  const cuentas = new Map(RUTAS.map((r) => [r.nombre, 0]));
  const duracion = SEGUNDOS * 4 * 1000;
  const fin = performance.now() + duracion;
  const vuelo = [];
  const rss = [];
  const muestreo = setInterval(() => rss.push(rssDe(api.pid)), 250);
  const cpu0 = cpuDe(api.pid);
  const pg0 = await cpuPostgres();
  let enviados = 0;
  const estados = {};
  while (performance.now() < fin) {
    // Exponential gaps: arrivals do not wait for earlier answers (no coordinated omission).
    await new Promise((r) => setTimeout(r, (-Math.log(1 - Math.random()) * 1000) / TASA));
    let x = Math.random() * total;
    const r = agente.find((a) => (x -= a.peso) < 0) ?? agente[0];
    enviados++;
    const t0 = performance.now();
    // A screen that sends several requests at once (the dashboard) is done when the last answers.
    vuelo.push(
      Promise.all(
        r.rutas.map((ruta) =>
          fetch(`${BASE}${ruta}`, { headers: AUT }).then(async (res) => {
            await res.arrayBuffer();
            if (res.status !== 200) {
              estados[res.status] = (estados[res.status] ?? 0) + 1;
              throw new Error(String(res.status));
            }
          }),
        ),
      )
        .then(() => hist.get(r.nombre).push(performance.now() - t0))
        .catch(() => errores.set(r.nombre, errores.get(r.nombre) + 1))
        .finally(() => cuentas.set(r.nombre, cuentas.get(r.nombre) + 1)),
    );
  }
  await Promise.all(vuelo);
  clearInterval(muestreo);
  const cpuApi = cpuDe(api.pid) - cpu0;
  const cpuPg = deltaPostgres(pg0, await cpuPostgres());
  return {
    tasaPedida: TASA,
    segundos: duracion / 1000,
    enviados,
    cpuApiPorPantallaMs: cpuApi / Math.max(1, enviados),
    cpuBasePorPantallaMs: cpuPg / Math.max(1, enviados),
    rssMaximoMB: Math.max(0, ...rss),
    erroresPorEstado: estados,
    rutas: Object.fromEntries(agente.map((r) => [r.nombre, { n: cuentas.get(r.nombre), errores: errores.get(r.nombre), ...pct(hist.get(r.nombre)) }])),
  };
}

// ─── 2. Closed loop per route: the ceiling ───
async function estres(r) {
  const rss = [];
  const muestreo = setInterval(() => rss.push(rssDe(api.pid)), 250);
  const cpu0 = cpuDe(api.pid);
  const pg0 = await cpuPostgres();
  let i = 0;
  const resultado = await autocannon({
    url: BASE,
    connections: CONEXIONES,
    duration: SEGUNDOS,
    headers: AUT,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: r.rutas[i++ % r.rutas.length] }) }],
    timeout: 30,
  });
  clearInterval(muestreo);
  const n = Math.max(1, resultado.requests.total);
  const cpuPg = deltaPostgres(pg0, await cpuPostgres());
  return {
    // Answers 200 per second: a 503 of the heavy-report limit (decision 0046) is not throughput.
    reqPorSegundo: resultado['2xx'] / SEGUNDOS,
    por503: resultado.statusCodeStats?.['503']?.count ?? 0,
    p50: resultado.latency.p50,
    // autocannon reports p90 and p97.5, not p95: their midpoint (said so in the output).
    p95: (resultado.latency.p90 + resultado.latency.p97_5) / 2,
    p99: resultado.latency.p99,
    errores: resultado.errors + resultado.timeouts + resultado.non2xx,
    peticiones: resultado.requests.total,
    cpuApiPorPeticionMs: (cpuDe(api.pid) - cpu0) / n,
    cpuBasePorPeticionMs: cpuPg / n,
    rssMaximoMB: Math.max(0, ...rss),
  };
}

const inicio = { fecha: new Date().toISOString(), carga: carga() };
console.log(`[bench] ${args.perfil}: api en ${BASE} (pid ${api.pid}), carga ${inicio.carga.join(' ')}; mezcla a ${TASA}/s durante ${SEGUNDOS * 4} s…`);
const resMezcla = await mezcla();
const resEstres = {};
for (const r of RUTAS) {
  process.stdout.write(`[bench] estrés: ${r.nombre}… `);
  resEstres[r.nombre] = await estres(r);
  console.log(`${Math.round(resEstres[r.nombre].reqPorSegundo)} req/s`);
}
const fin = { fecha: new Date().toISOString(), carga: carga() };

const filas = RUTAS.map((r) => {
  const m = resMezcla.rutas[r.nombre];
  const e = resEstres[r.nombre];
  const objetivo = OBJETIVO[r.clase];
  return {
    pantalla: r.nombre,
    clase: r.clase,
    objetivoP95: objetivo,
    mezcla: m ? redondear(m) : null,
    estres: redondear(e),
    cumple: objetivo === null || !m ? null : m.p95 <= objetivo && m.errores === 0,
    rutas: r.rutas,
    de: r.de,
  };
});
const pad = (s, n) => String(s).padEnd(n).slice(0, n);
const izq = (s, n) => String(s).padStart(n);
console.log(
  `\n${pad('pantalla', 38)}${izq('mezcla p50', 11)}${izq('p95', 7)}${izq('p99', 7)}${izq('err', 5)}${izq('obj', 6)}  ${izq('techo req/s', 11)}${izq('p95', 7)}${izq('err', 5)}${izq('CPU api ms', 11)}${izq('CPU bd ms', 10)}${izq('RSS MB', 8)}`,
);
for (const f of filas) {
  const m = f.mezcla;
  console.log(
    `${pad(f.pantalla, 38)}${izq(m ? m.p50 : '—', 11)}${izq(m ? m.p95 : '—', 7)}${izq(m ? m.p99 : '—', 7)}${izq(m ? m.errores : '—', 5)}${izq(f.objetivoP95 ?? '—', 6)}${f.cumple === false ? '✗' : ' '} ${izq(Math.round(f.estres.reqPorSegundo), 11)}${izq(f.estres.p95, 7)}${izq(f.estres.errores, 5)}${izq(f.estres.cpuApiPorPeticionMs, 11)}${izq(f.estres.cpuBasePorPeticionMs, 10)}${izq(Math.round(f.estres.rssMaximoMB), 8)}`,
  );
}
console.log(
  `errores de la mezcla por estado: ${JSON.stringify(resMezcla.erroresPorEstado)}; 503 del estrés: ${filas.map((f) => f.estres.por503).reduce((a, b) => a + b, 0)} (límite de reportes simultáneos, decisión 0046)`,
);
console.log(
  `\nmezcla: ${resMezcla.enviados} pantallas en ${resMezcla.segundos} s (${(resMezcla.enviados / resMezcla.segundos).toFixed(1)}/s), CPU api ${resMezcla.cpuApiPorPantallaMs.toFixed(1)} ms y bd ${resMezcla.cpuBasePorPantallaMs.toFixed(1)} ms por pantalla, RSS máx ${Math.round(resMezcla.rssMaximoMB)} MB; carga ${inicio.carga.join(' ')} → ${fin.carga.join(' ')}`,
);
console.log('latencias en ms; «estrés» con autocannon en lazo cerrado, p95 = punto medio de p90 y p97,5');
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
const archivo = { pathname: `${RAIZ}bench/results/http-${args.perfil}.json` };
const eventos = await (async () => {
  try {
    const r = await leer(`/api/auditoria?${rs({}, [0, 0], ['posicion', 'DESC'])}`);
    return r[0]?.posicion ?? null;
  } catch {
    return null;
  }
})();
writeFileSync(
  archivo.pathname,
  `${JSON.stringify({ perfil: args.perfil, baseDeDatos: DATABASE_URL.replace(/\/\/[^@]*@/, '//'), ultimaPosicionDelRegistro: eventos, inicio, fin, nucleos: os.cpus().length, tasa: TASA, segundos: SEGUNDOS, conexionesEstres: CONEXIONES, mes, semana: { desde: lunes, hasta: dias(lunes, 6) }, mezcla: redondear({ ...resMezcla, rutas: undefined }), filas }, null, 2)}\n`,
);
console.log(`[bench] ${archivo.pathname}`);

// The plans of the slow statements of this run (this database only), the slowest first.
if (desdeLog !== null) {
  const base = new URL(DATABASE_URL).pathname.slice(1);
  const tam = statSync(LOG_PG).size - desdeLog;
  const buf = Buffer.alloc(Math.max(0, tam));
  const fd = openSync(LOG_PG, 'r');
  readSync(fd, buf, 0, tam, desdeLog);
  closeSync(fd);
  const entradas = buf
    .toString('utf8')
    .split(/\n(?=\d{4}-\d{2}-\d{2} )/)
    .filter((e) => e.includes(`@${base} `) && e.includes('duration:') && e.includes('plan:'));
  const porConsulta = new Map();
  for (const e of entradas) {
    const ms = Number(/duration: ([\d.]+) ms/.exec(e)?.[1] ?? 0);
    const texto = (
      /Query Text: ([\s\S]*?)\n\s*(?:[A-Z][a-zA-Z ]+ \(cost|->|Limit|Sort|Aggregate|Hash|Nested|Seq|Index|Bitmap|GroupAggregate|HashAggregate|Unique|WindowAgg|Append|Result|Subquery|CTE|Gather|Merge)/.exec(
        e,
      )?.[1] ?? e.slice(0, 300)
    )
      .replace(/\s+/g, ' ')
      .slice(0, 400);
    const previo = porConsulta.get(texto);
    if (!previo) porConsulta.set(texto, { veces: 1, maxMs: ms, entrada: e });
    else {
      previo.veces++;
      if (ms > previo.maxMs) Object.assign(previo, { maxMs: ms, entrada: e });
    }
  }
  const lentas = [...porConsulta.entries()].sort((a, b) => b[1].maxMs - a[1].maxMs).slice(0, 15);
  const planes = { pathname: `${RAIZ}bench/results/http-${args.perfil}-planes.txt` };
  writeFileSync(
    planes.pathname,
    lentas.map(([texto, v]) => `### ${v.veces} veces > 100 ms, máx ${v.maxMs.toFixed(0)} ms\n${texto}\n\n${v.entrada.replace(/^.*?plan:/s, '')}\n`).join('\n'),
  );
  console.log(`[bench] ${lentas.length} consultas distintas pasaron de 100 ms (${entradas.length} veces): planes en ${planes.pathname}`);
}
process.exit(0);
