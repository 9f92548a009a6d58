// Scheduling reads and writes through the api (issue 17): the calendar week of a site and a therapist's
// agenda at 50 concurrent connections (p50/p95/p99), and scheduling a weekly series of 20 sessions.
// Starts the built api (npm run build:server first) on the demo data: PGlite in a temporary DATA_DIR, or
// PostgreSQL when DATABASE_URL is set. With DATABASE_URL and --sesiones N, N synthetic rows are added to the
// sessions read model first (a network-sized calendar; read latency only: they have no events behind them).
// With --red N (what `npm run bench:agenda` runs: --red 200000), the bench creates its own PostgreSQL database
// on 127.0.0.1:5432 (BENCH_PG_URL), adds N rows to it, checks that the calendar's and the agenda's queries use
// indexes (EXPLAIN ANALYZE of the SQL the api's reads build, and no sequential scan on `sesiones` counted by
// PostgreSQL while the load ran) and drops the database at the end.
//   node bench/agenda.mjs [--segundos 10] [--conexiones 50] [--sesiones 200000 | --red 200000]   → bench/results/agenda.json
//   node bench/agenda.mjs   (the demo data alone, embedded PGlite)                                 → bench/results/agenda-demo.json
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const arg = (nombre, porDefecto) => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i === -1 ? porDefecto : Number(process.argv[i + 1]);
};
const SEGUNDOS = arg('segundos', 10);
const CONEXIONES = arg('conexiones', 50);
const RED = arg('red', 0);
const SESIONES_EXTRA = RED || arg('sesiones', 0);
const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const puertoLibre = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const percentil = (ordenados, p) => ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
const resumen = (tiempos, segundos) => {
  const o = [...tiempos].sort((a, b) => a - b);
  const r = (v) => Math.round(v * 10) / 10;
  return {
    peticiones: o.length,
    porSegundo: Math.round(o.length / segundos),
    p50: r(percentil(o, 50)),
    p95: r(percentil(o, 95)),
    p99: r(percentil(o, 99)),
    max: r(o[o.length - 1]),
  };
};

async function arrancar() {
  const puerto = await puertoLibre();
  const env = {
    ...process.env,
    PORT: String(puerto),
    DEMO: '1',
    DEMO_PACIENTES: '1',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64'),
  };
  if (!env.DATABASE_URL) env.DATA_DIR = mkdtempSync(join(os.tmpdir(), 'avanti-bench-agenda-'));
  delete env.NODE_ENV;
  // --perfil DIR: the api's CPU profile (node --cpu-prof) is written there when it stops.
  const perfil = process.argv.includes('--perfil') ? process.argv[process.argv.indexOf('--perfil') + 1] : null;
  const argumentos = perfil ? ['--cpu-prof', '--cpu-prof-dir', perfil, 'api/dist/main.js'] : ['api/dist/main.js'];
  const proceso = spawn('node', argumentos, { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  proceso.stdout.on('data', (d) => (salida += d));
  proceso.stderr.on('data', (d) => (salida += d));
  const base = `http://127.0.0.1:${puerto}`;
  const limite = Date.now() + 600_000;
  while (Date.now() < limite) {
    try {
      // Our own process said it listens (another may have taken the port meanwhile), and it answers.
      if (salida.includes(`api en ${base}`) && (await fetch(`${base}/api/health`)).status === 200)
        return {
          base,
          detener: () =>
            new Promise((resolve) => {
              if (proceso.exitCode !== null) return resolve();
              proceso.once('exit', resolve);
              proceso.kill('SIGTERM');
              setTimeout(() => (proceso.kill('SIGKILL'), resolve()), 15_000).unref();
            }),
        };
    } catch {
      /* not yet */
    }
    if (proceso.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  proceso.kill('SIGTERM');
  throw new Error(`La api no arrancó:\n${salida.slice(-2000)}`);
}

async function ingresar(base, usuario) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, password: 'demo1234' }),
  });
  if (res.status !== 200) throw new Error(`ingreso ${usuario}: ${res.status}`);
  return `Bearer ${(await res.json()).token}`;
}

const pedir = async (base, token, ruta, opciones = {}) => {
  const res = await fetch(`${base}${ruta}`, {
    ...opciones,
    headers: { authorization: token, 'content-type': 'application/json', ...(opciones.headers ?? {}) },
  });
  const cuerpo = await res.text();
  return { status: res.status, cuerpo: cuerpo ? JSON.parse(cuerpo) : null };
};

/**
 * `conexiones` keep-alive connections asking `ruta()` back to back for `segundos`; every answer must be 200.
 * node:http rather than fetch, asking gzip as a browser does and timing to the last byte without inflating it:
 * on two cores fetch's own work and the inflating of ~500 kB answers cost more than the api's, and the bench
 * would measure itself.
 */
async function carga(base, token, ruta, conexiones = CONEXIONES, segundos = SEGUNDOS) {
  const { default: http } = await import('node:http');
  const destino = new URL(base);
  const agente = new http.Agent({ keepAlive: true, maxSockets: conexiones });
  const pedirUna = (camino) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(
        { agent: agente, host: destino.hostname, port: destino.port, path: camino, headers: { authorization: token, 'accept-encoding': 'gzip' } },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, deMemoria: res.headers['x-cache'] === 'HIT' }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const tiempos = [];
  let errores = 0;
  let deMemoria = 0;
  const fin = performance.now() + segundos * 1000;
  await Promise.all(
    Array.from({ length: conexiones }, async () => {
      while (performance.now() < fin) {
        const r = await pedirUna(ruta());
        tiempos.push(r.ms);
        if (r.status !== 200) errores++;
        if (r.deMemoria) deMemoria++;
      }
    }),
  );
  agente.destroy();
  return { ...resumen(tiempos, segundos), errores, deMemoria: Math.round((deMemoria / Math.max(1, tiempos.length)) * 1000) / 10 };
}

/** A database of its own for --red, created here and dropped at the end. */
async function baseDedicada() {
  const { default: pg } = await import('pg');
  const nombre = `bench_agenda_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: URL_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  process.env.DATABASE_URL = URL_PG.replace(/\/[^/]*$/, `/${nombre}`);
  return async () => {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  };
}

/**
 * The SQL the api runs for the calendar week of a site and a therapist's agenda (captured from the same
 * read, `listarSesiones`, with the same filter), explained with ANALYZE: every plan must reach `sesiones`
 * through an index.
 */
async function planes(filtros) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('@avanti/libs/database/schema/index');
  const { listarSesiones } = await import('@avanti/libs/programacion/lecturas/sesiones');
  const capturadas = [];
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const original = pool.query.bind(pool);
  pool.query = (q, v, ...resto) => {
    capturadas.push(typeof q === 'string' ? { text: q, values: Array.isArray(v) ? v : [] } : { text: q.text, values: q.values ?? (Array.isArray(v) ? v : []) });
    return original(q, v, ...resto);
  };
  const db = drizzle({ client: pool, schema });
  const cliente = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await cliente.connect();
  const resultado = {};
  for (const [nombre, filtro] of Object.entries(filtros)) {
    capturadas.length = 0;
    await listarSesiones(db, { filtro, desde: 0, hasta: 1999, orden: { campo: 'fecha', direccion: 'ASC' } });
    resultado[nombre] = [];
    for (const c of capturadas) {
      const { rows } = await cliente.query(`explain (analyze, buffers off) ${c.text}`, c.values);
      const plan = rows.map((r) => r['QUERY PLAN']);
      resultado[nombre].push({
        indexada: !plan.some((l) => /Seq Scan on sesiones\b/.test(l)),
        ms: Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0),
        plan: plan.filter((l) => /Scan|Sort|Aggregate|Limit/.test(l)).map((l) => l.trim()),
      });
    }
  }
  await cliente.end();
  await pool.end();
  return resultado;
}

/** Sequential and index scans PostgreSQL counted on `sesiones` (its statistics flush within ~10 s of idling). */
async function barridos() {
  const { default: pg } = await import('pg');
  const cliente = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await cliente.connect();
  const { rows } = await cliente.query(
    `select seq_scan::int as secuenciales, coalesce(idx_scan, 0)::int as indices from pg_stat_user_tables where relname = 'sesiones'`,
  );
  await cliente.end();
  return rows[0];
}

async function sesionesSinteticas(n) {
  const { default: pg } = await import('pg');
  const cliente = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await cliente.connect();
  // Copies of the demo rows spread over two years across the sites and therapists already there.
  await cliente.query(
    `with base as (select *, row_number() over (order by id) - 1 as k, count(*) over () as n from sesiones)
     insert into sesiones (id, paciente_id, paciente_nombre, paciente_documento, cobertura_id, cobertura_codigo, formato, linea_id, entidad_nombre, servicio, especialidad,
       terapeuta_id, terapeuta_nombre, fecha, hora_inicio, hora_fin, unidades, tipo, lugar, estado, valor, copago, sede, programada_por, programada_en)
     select gen_random_uuid()::text, s.paciente_id, s.paciente_nombre, s.paciente_documento, s.cobertura_id, s.cobertura_codigo, s.formato, s.linea_id, s.entidad_nombre,
       s.servicio, s.especialidad, s.terapeuta_id, s.terapeuta_nombre, to_char(date '2025-06-01' + (g % 730), 'YYYY-MM-DD'), s.hora_inicio, s.hora_fin, s.unidades, s.tipo, s.lugar,
       s.estado, s.valor, s.copago, s.sede, 'bench', now()
     from generate_series(0, $1::int - 1) g join base s on s.k = g % s.n`,
    [n],
  );
  await cliente.query('analyze sesiones');
  const { rows } = await cliente.query('select count(*)::int as n from sesiones');
  await cliente.end();
  return rows[0].n;
}

const soltarBase = RED ? await baseDedicada() : null;
const { base, detener } = await arrancar();
try {
  const admin = await ingresar(base, 'admin');
  const total =
    SESIONES_EXTRA && process.env.DATABASE_URL
      ? await sesionesSinteticas(SESIONES_EXTRA)
      : Number((await fetch(`${base}/api/sesiones?range=[0,0]`, { headers: { authorization: admin } })).headers.get('content-range')?.split('/')[1]);
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const dia = (n) => new Date(Date.parse(`${hoy}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const semana = { desde: dia(0), hasta: dia(6) };
  const fisio = await ingresar(base, 'rol2');
  const fisioId = (await pedir(base, admin, '/api/terapeutas?especialidad=2')).cuerpo.find((t) => t.usuario === 'rol2')?.id;
  const explicados = process.env.DATABASE_URL
    ? await planes({ semanaDeSede: { sede: 'principal', ...semana }, agendaDeTerapeuta: { terapeuta: fisioId, sede: null, ...semana } })
    : null;
  const antes = process.env.DATABASE_URL ? await barridos() : null;
  // What the calendar screen and the agenda ask (proveedorProgramacion.sesiones): the whole week, sorted by date.
  const pagina = `&range=${encodeURIComponent('[0,1999]')}&sort=${encodeURIComponent('["fecha","ASC"]')}`;
  const rutaSemana = () => `/api/sesiones?filter=${encodeURIComponent(JSON.stringify({ sede: 'principal', ...semana }))}${pagina}`;
  const rutaAgenda = () => `/api/sesiones?filter=${encodeURIComponent(JSON.stringify(semana))}${pagina}`;
  // One connection first: what a single request costs end to end (the floor under the concurrent figures).
  const unaConexion = { semanaDeSede: await carga(base, admin, rutaSemana, 1, 3), agendaDeTerapeuta: await carga(base, fisio, rutaAgenda, 1, 3) };
  const calendario = await carga(base, admin, rutaSemana);
  const agenda = await carga(base, fisio, rutaAgenda);
  // The same week while the site keeps scheduling: one session every 250 ms (far more than a clinic network
  // writes), each one retiring what was kept in memory.
  const conEscrituras = await (async () => {
    const paciente = (await pedir(base, admin, '/api/pacientes?range=[0,0]&filter={"estado":1}')).cuerpo[0];
    const terapeuta = (await pedir(base, admin, '/api/terapeutas?especialidad=2')).cuerpo[0];
    const aut = await pedir(base, admin, '/api/coberturas/autorizaciones', {
      method: 'POST',
      body: JSON.stringify({
        paciente: paciente.id,
        sinOrden: true,
        codigo: `BENCH-ESCRITURA-${Date.now()}`,
        fecha: hoy,
        cobertura: 90,
        lineas: [{ servicio: 2, cantidad: 500 }],
        codigo90: true,
      }),
    });
    if (aut.status !== 201) throw new Error(`autorización: ${aut.status} ${JSON.stringify(aut.cuerpo)}`);
    let escritas = 0;
    let seguir = true;
    const escritor = (async () => {
      for (let k = 0; seguir; k++) {
        const minutos = 6 * 60 + (k % 28) * 30;
        const hora = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const item = {
          paciente: paciente.id,
          cobertura: aut.cuerpo.id,
          lineaId: '1',
          terapeuta: terapeuta.id,
          fecha: dia(1 + Math.floor(k / 28)),
          horaInicio: hora(minutos),
          horaFin: hora(minutos + 30),
          tipo: 'Terapia',
          lugar: 'Sede',
          valor: 50000,
        };
        const res = await pedir(base, admin, '/api/sesiones/programar', { method: 'POST', body: JSON.stringify({ items: [item], confirmarCruces: true }) });
        if (res.status !== 201) throw new Error(`escritura: ${res.status} ${JSON.stringify(res.cuerpo)}`);
        escritas++;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const lecturas = await carga(base, admin, rutaSemana);
    seguir = false;
    await escritor;
    return { ...lecturas, escrituras: escritas };
  })();
  const filasPorPagina = {
    semanaDeSede: (await pedir(base, admin, rutaSemana())).cuerpo.length,
    agendaDeTerapeuta: (await pedir(base, fisio, rutaAgenda())).cuerpo.length,
  };
  let durante = null;
  if (antes) {
    await new Promise((r) => setTimeout(r, 12_000));
    const despues = await barridos();
    durante = {
      secuenciales: despues.secuenciales - antes.secuenciales,
      indices: despues.indices - antes.indices,
      peticiones: calendario.peticiones + agenda.peticiones,
    };
  }

  // A weekly series of 20 sessions (Monday to Friday, four weeks) on a fresh authorization of 20 units, 5 rounds.
  const terapeuta = (await pedir(base, admin, '/api/terapeutas?especialidad=2')).cuerpo[0];
  const pacientes = (await pedir(base, admin, '/api/pacientes?range=[0,9]&filter={"estado":1}')).cuerpo;
  const series = [];
  for (let i = 0; i < 5; i++) {
    const aut = await pedir(base, admin, '/api/coberturas/autorizaciones', {
      method: 'POST',
      body: JSON.stringify({
        paciente: pacientes[i].id,
        sinOrden: true,
        codigo: `BENCH-${Date.now()}-${i}`,
        fecha: hoy,
        cobertura: 90,
        lineas: [{ servicio: 2, cantidad: 20 }],
        codigo90: true,
      }),
    });
    if (aut.status !== 201) throw new Error(`autorización: ${aut.status} ${JSON.stringify(aut.cuerpo)}`);
    const semanal = {
      paciente: pacientes[i].id,
      cobertura: aut.cuerpo.id,
      lineaId: '1',
      terapeuta: terapeuta.id,
      desde: dia(1),
      tipo: 'Terapia',
      lugar: 'Sede',
      valor: 50000,
      dias: [1, 2, 3, 4, 5].map((d) => ({ dia: d, horaInicio: `${String(6 + i).padStart(2, '0')}:00`, horaFin: `${String(6 + i).padStart(2, '0')}:30` })),
    };
    const t0 = performance.now();
    const res = await pedir(base, admin, '/api/sesiones/programar', { method: 'POST', body: JSON.stringify({ semanal, confirmarCruces: true }) });
    const ms = performance.now() - t0;
    if (res.status !== 201 || res.cuerpo.ids.length !== 20) throw new Error(`serie: ${res.status} ${JSON.stringify(res.cuerpo)}`);
    series.push(Math.round(ms));
  }
  const resultado = {
    fecha: new Date().toISOString(),
    nota: 'Objetivos: p95 <= 50 ms a 50 conexiones, serie de 20 <= 300 ms. deMemoria: % de respuestas servidas de memoria (decisión 0023); maquina.carga dice si la máquina estaba en reposo.',
    motor: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    baseDedicada: !!RED,
    maquina: { cpus: os.cpus().length, carga: os.loadavg().map((c) => Math.round(c * 10) / 10) },
    sesiones: total,
    planes:
      explicados &&
      Object.fromEntries(
        Object.entries(explicados).map(([n, ps]) => [
          n,
          { indexada: ps.every((p) => p.indexada), ejecucionMs: ps.map((p) => p.ms), plan: ps.map((p) => p.plan) },
        ]),
      ),
    barridosDeSesionesDuranteLaCarga: durante,
    filasPorPagina,
    unaConexion,
    conexiones: CONEXIONES,
    segundos: SEGUNDOS,
    semanaDeSede: calendario,
    agendaDeTerapeuta: agenda,
    semanaDeSedeConEscrituras: conEscrituras,
    serieSemanalDe20Ms: { rondas: series, mediana: [...series].sort((a, b) => a - b)[2] },
  };
  mkdirSync(join(RAIZ, 'bench/results'), { recursive: true });
  const archivo = SESIONES_EXTRA ? 'agenda.json' : 'agenda-demo.json';
  writeFileSync(join(RAIZ, 'bench/results', archivo), `${JSON.stringify(resultado, null, 2)}\n`);
  console.log(JSON.stringify(resultado, null, 2));
} finally {
  await detener();
  if (soltarBase) await soltarBase();
}
