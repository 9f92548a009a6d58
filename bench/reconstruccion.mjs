/**
 * Rebuild benchmark (issue 29, decision 0045): `npm run bench:reconstruccion` (builds the server first).
 * On PostgreSQL (127.0.0.1:5432), with the product's real projectors (PROYECTORES), never a toy:
 *   1. the demo's log (the real app seeds it once into avanti_bench_reconstruccion_demo): the rebuild event by
 *      event (every projector's `aplicar`, as before issue 29) and through the batch paths, same log, same runner;
 *   2. that log scaled BENCH_COPIAS times (default 120): every event of patients, coverages, sessions, history,
 *      objectives, money and exports copied with its ids (UUIDs) and coverage codes suffixed, in the shapes the
 *      commands wrote (sites, users, roles, insurers, rates and catalogues stay one set); rebuilt blue/green while
 *      4 writers append real events (inline projections included) and every append's wait is recorded.
 * The machine is shared (8 sessions on 2 cores): the load (uptime) is recorded beside each figure.
 * Writes bench/results/reconstruccion.json.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const COPIAS = Number(process.env.BENCH_COPIAS ?? 120);
const DEMO = 'avanti_bench_reconstruccion_demo';
const ESCALADA = `avanti_bench_reconstruccion_x${COPIAS}`;
/** Which parts run: BENCH_PARTES=evento,lotes,escalada (default all; the demo event by event, by batches, the scaled log). */
/** Writers appending during the scaled rebuild (BENCH_ESCRITORES, default 4; 0 for a profile of the rebuild alone). */
const ESCRITORES = Number(process.env.BENCH_ESCRITORES ?? 4);
const PARTES = new Set((process.env.BENCH_PARTES ?? 'evento,lotes,escalada').split(',').filter(Boolean));
/** A generated network's database to rebuild in place (BENCH_RED=avanti_grande; with BENCH_PARTES= to run only it). */
const RED = process.env.BENCH_RED;

const { leerConfiguracion } = await import('@avanti/libs/config/configuracion');
const { conectar, filas } = await import('@avanti/libs/database/conexion');
const { PostgresEventStore } = await import('@avanti/libs/eventstore/postgres-event-store');
const { PROYECTORES } = await import('@avanti/libs/projections/proyectores');
const { Proyecciones } = await import('@avanti/libs/projections/proyecciones');

const carga = () => loadavg().map((x) => Math.round(x * 100) / 100);
const servidor = async (hacer) => {
  const c = new pg.Client(`${URL_PG}/postgres`);
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
};
const existe = (nombre) => servidor(async (c) => (await c.query('select 1 from pg_database where datname = $1', [nombre])).rowCount > 0);
const copiar = (origen, destino) =>
  servidor(async (c) => {
    await c.query(`drop database if exists ${destino}`);
    await c.query(`create database ${destino} template ${origen}`);
  });

// 0. The demo, seeded by the real app once.
if ((PARTES.has('evento') || PARTES.has('lotes') || PARTES.has('escalada')) && !(await existe(DEMO))) {
  console.log('[bench] sembrando la demostración con la api real (una vez)…');
  await servidor((c) => c.query(`create database ${DEMO}`));
  const { crearAplicacion } = await import('@avanti/api/aplicacion');
  const config = leerConfiguracion({
    DATABASE_URL: `${URL_PG}/${DEMO}`,
    DEMO: '1',
    DEMO_PACIENTES: '1',
    JWT_SECRET: (await import('node:crypto')).randomBytes(48).toString('base64'),
    RESPALDO_HORA: 'no',
  });
  const { infra, cerrar } = await crearAplicacion({ config, registros: false });
  await infra.proyecciones.ponerAlDia();
  await cerrar();
}

/**
 * CPU time beside wall time (the machine is shared: wall time says little): this process's (process.cpuUsage) and
 * the PostgreSQL backends' serving the database (utime + stime from /proc/<pid>/stat, sampled every 250 ms, the
 * server runs on this machine), in ms.
 */
function medirCpu(nombre) {
  const antes = process.cpuUsage();
  const backends = new Map();
  let activo = true;
  const HZ = 100;
  const leer = (pid) => {
    try {
      const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(campos[11]) + Number(campos[12])) * 1000) / HZ;
    } catch {
      return null;
    }
  };
  const c = new pg.Client(`${URL_PG}/postgres`);
  const inicial = new Map();
  const muestreo = (async () => {
    await c.connect();
    while (activo) {
      const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [nombre]);
      for (const { pid } of rows) {
        const ms = leer(pid);
        if (ms === null) continue;
        if (!inicial.has(pid)) inicial.set(pid, ms);
        backends.set(pid, ms);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await c.end();
  })();
  return async () => {
    activo = false;
    await muestreo;
    const u = process.cpuUsage(antes);
    let pgMs = 0;
    for (const [pid, ms] of backends) pgMs += ms - inicial.get(pid);
    return { nodeMs: Math.round((u.user + u.system) / 1000), postgresMs: Math.round(pgMs) };
  };
}
const cpuPorEvento = (cpu, eventos) => ({
  ...cpu,
  nodeMsPorMilEventos: Math.round((cpu.nodeMs / eventos) * 1000),
  postgresMsPorMilEventos: Math.round((cpu.postgresMs / eventos) * 1000),
});

const abrir = (nombre) => conectar({ databaseUrl: `${URL_PG}/${nombre}`, maxConexiones: 8 });
const sinLotes = PROYECTORES.map((p) => ({ ...p, aplicarLote: undefined }));

async function reconstruir(nombre, proyectores) {
  const base = await abrir(nombre);
  const cargaAntes = carga();
  const cpu = medirCpu(nombre);
  const t0 = performance.now();
  const eventos = await new Proyecciones(base.db, new PostgresEventStore(base.db), proyectores).reconstruir();
  const s = (performance.now() - t0) / 1000;
  const usado = await cpu();
  await base.cerrar();
  return {
    eventos,
    segundos: Math.round(s * 100) / 100,
    eventosPorSegundo: Math.round(eventos / s),
    cpu: cpuPorEvento(usado, eventos),
    carga: { antes: cargaAntes, despues: carga() },
  };
}

const resultado = {
  fecha: new Date().toISOString(),
  maquina: `${os.cpus().length} núcleos; la carga (uptime) va junto a cada cifra`,
  proyectores: PROYECTORES.map((p) => p.nombre),
};

// 1. The demo's log: event by event against batch paths.
if (PARTES.has('evento')) {
  await copiar(DEMO, 'avanti_bench_reconstruccion_tmp');
  resultado.demoEventoAEvento = await reconstruir('avanti_bench_reconstruccion_tmp', sinLotes);
  console.log('[bench] demo, evento a evento:', resultado.demoEventoAEvento);
}
if (PARTES.has('lotes')) {
  await copiar(DEMO, 'avanti_bench_reconstruccion_tmp');
  resultado.demoPorLotes = await reconstruir('avanti_bench_reconstruccion_tmp', PROYECTORES);
  console.log('[bench] demo, por lotes:', resultado.demoPorLotes);
}

// 2. The scaled log.
if (PARTES.has('escalada') && !(await existe(ESCALADA))) {
  console.log(`[bench] escalando la demostración ×${COPIAS}…`);
  await copiar(DEMO, ESCALADA);
  const base = await abrir(ESCALADA);
  const [{ max }] = await filas(base.db, sql`select max(posicion) as max from eventos`);
  const fijos = [
    'SedeRegistrada',
    'RolCreado',
    'RolDesactivado',
    'RolActivado',
    'PermisoDeRolCambiado',
    'UsuarioRegistrado',
    'UsuarioDesactivado',
    'UsuarioActivado',
    'UsuarioActualizado',
    'PasswordCambiada',
    'ImagenDeUsuarioCambiada',
    'EpsRegistrada',
    'EpsDesactivada',
    'EpsActivada',
    'EspecialidadDefinida',
    'TarifaRegistrada',
    'TarifaActualizada',
    'ItemCatalogoRegistrado',
    'ItemCatalogoDesactivado',
    'ItemCatalogoActivado',
    'ClaveReservada',
    'IngresoFallido',
  ];
  const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
  for (let k = 1; k <= COPIAS; k++) {
    await base.db.execute(sql`insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en)
      select regexp_replace(e.stream_id, ${uuid}, ${`\\1~${k}`}, 'g'), e.version, e.tipo,
             regexp_replace(regexp_replace(e.datos::text, ${uuid}, ${`\\1~${k}`}, 'g'), '"(codigo|ordenCodigo)": "([^"]*)"', ${`"\\1": "\\2~${k}"`}, 'g')::jsonb,
             e.metadata, e.registrado_en
      from eventos e where e.posicion <= ${max} and e.tipo <> all(${sql.param(fijos)}::text[])
      order by e.posicion`);
    if (k % 20 === 0) console.log(`[bench]   ${k} de ${COPIAS}`);
  }
  await base.db.execute(sql`insert into streams as st (stream_id, version) select stream_id, max(version) from eventos group by stream_id
    on conflict (stream_id) do update set version = greatest(st.version, excluded.version)`);
  await base.db.execute(sql`analyze eventos`);
  await base.cerrar();
}
/**
 * A blue/green rebuild of `nombre` with the real projectors while ESCRITORES writers append (their waits recorded).
 * `soloCatalogo`: the writers only register catalogue items (a generated network keeps its patients as they were).
 */
async function reconstruirConEscritores(nombre, soloCatalogo) {
  const base = await abrir(nombre);
  const [{ n }] = await filas(base.db, sql`select count(*) as n from eventos`);
  const porTipo = await filas(base.db, sql`select tipo, count(*) as n from eventos group by 1 order by 2 desc limit 8`);
  const store = new PostgresEventStore(base.db);
  const proyecciones = new Proyecciones(base.db, store, PROYECTORES);
  proyecciones.conectarEnLinea();
  const pacientes = (await filas(base.db, sql`select id from pacientes order by id limit 500`)).map((f) => f.id);
  const meta = {
    usuarioId: null,
    usuario: 'bench',
    rol: 1,
    sede: 'principal',
    correlacionId: randomUUID(),
    causacionId: null,
    ip: null,
    fecha: new Date().toISOString(),
    versionEsquema: 1,
  };
  let activo = true;
  let i = 0;
  const esperas = [];
  const escritor = async () => {
    while (activo) {
      const j = i++;
      const cambio =
        soloCatalogo || j % 2 === 0
          ? {
              streamId: `catalogo-${randomUUID()}`,
              versionEsperada: 0,
              eventos: [
                {
                  tipo: 'ItemCatalogoRegistrado',
                  datos: { id: randomUUID(), catalogo: 'materiales', tipoDominio: 36, descripcion: `Material ${j}`, especialidad: 6, tipoPatologia: null },
                },
              ],
            }
          : {
              streamId: `paciente-${pacientes[j % pacientes.length]}`,
              versionEsperada: 'cualquiera',
              eventos: [{ tipo: 'EstadoPacienteCambiado', datos: { id: pacientes[j % pacientes.length], estado: j % 2 } }],
            };
      const t0 = performance.now();
      await store.anexar([cambio], { ...meta, fecha: new Date().toISOString() });
      esperas.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const escritores = Array.from({ length: ESCRITORES }, escritor);
  const cargaAntes = carga();
  const cpu = medirCpu(nombre);
  const t0 = performance.now();
  let ultimo = 0;
  const eventos = await proyecciones
    .reconstruir(undefined, {
      alProgreso: (p) => {
        if (performance.now() - ultimo > 5_000 || p.fase !== 'copiando') {
          ultimo = performance.now();
          console.log(
            `[bench]   ${p.fase} ${p.eventos}/${p.total} ${Math.round(p.porSegundo)} eventos/s, faltan ${p.restanteS === null ? '?' : Math.round(p.restanteS)} s`,
          );
        }
      },
    })
    .finally(() => (activo = false));
  const s = (performance.now() - t0) / 1000;
  const usado = await cpu();
  await Promise.all(escritores);
  await base.cerrar();
  esperas.sort((a, b) => a - b);
  const q = (p) => Math.round(esperas[Math.min(esperas.length - 1, Math.floor(p * esperas.length))] * 10) / 10;
  return {
    eventosEnElRegistro: Number(n),
    tiposMasFrecuentes: porTipo.map((f) => `${f.tipo} ${f.n}`),
    eventos,
    segundos: Math.round(s * 100) / 100,
    eventosPorSegundo: Math.round(eventos / s),
    // Includes the 4 writers' appends (this process and their backends), a few per cent of the total.
    cpu: cpuPorEvento(usado, eventos),
    anexosDurante: { n: esperas.length, p50Ms: q(0.5), p99Ms: q(0.99), maxMs: Math.round(esperas.at(-1) * 10) / 10, escritores: ESCRITORES },
    carga: { antes: cargaAntes, despues: carga() },
  };
}
if (PARTES.has('escalada')) {
  await copiar(ESCALADA, 'avanti_bench_reconstruccion_tmp');
  resultado.escalada = { copias: COPIAS, ...(await reconstruirConEscritores('avanti_bench_reconstruccion_tmp', false)) };
  console.log('[bench] escalada:', resultado.escalada);
}
// 3. BENCH_RED=<database>: a network made by `npm run generar -- --sin-proyectar` (issue 29's grande), rebuilt in
// place: this is also what projects it.
if (RED) {
  resultado.red = { base: RED, ...(await reconstruirConEscritores(RED, true)) };
  console.log('[bench] red:', resultado.red);
}
await servidor((c) => c.query('drop database if exists avanti_bench_reconstruccion_tmp'));
const ruta = new URL('./results/reconstruccion.json', import.meta.url);
const salida = process.env.BENCH_SALIDA ?? ruta.pathname;
writeFileSync(salida, JSON.stringify(resultado, null, 2) + '\n');
console.log(`[bench] ${salida}`);
