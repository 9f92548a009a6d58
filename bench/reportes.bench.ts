/**
 * Report queries and the master report's Excel on a generated network: `npm run bench:reportes` (builds the
 * server, compiles this file with SWC, runs it from bench/dist). Kept out of `npm test`. Needs PostgreSQL on
 * 127.0.0.1:5432 (BENCH_PG_URL): creates a dedicated database, migrates it, inserts in bulk (one SQL statement
 * each) N sessions (--sesiones, 300,000 by default) over 20 sites and one year — the density of the 20-site,
 * 10-year network of issue 16 (≈ 41 sessions a site a day) — and 40,000 orders and authorizations, then:
 *  - EXPLAIN (ANALYZE) of every statement each report runs (captured from the real query functions of
 *    libs/src/reportes/lecturas/reportes.ts), flagging any sequential scan of sesiones or coberturas;
 *  - each report's latency, sequential (p50/p95/p99 after a warm-up) and with --conexiones (50) clients at once
 *    for --segundos (10), every report mixed, site and month drawn at random;
 *  - an Excel export of ≥ 100,000 master-report rows with the workers' own writer (escribirXlsx, exceljs's
 *    streaming writer) in a child process: wall time and its peak RSS.
 * Drops the database at the end. Writes bench/results/reportes.json with the machine's load (a shared machine
 * inflates every figure: read them with `carga`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { conectar, type Db } from '@avanti/libs/database/conexion';
import * as schema from '@avanti/libs/database/schema/index';
import { escribirXlsx } from '@avanti/libs/exportaciones/exportar-excel.processor';
import { HOJAS } from '@avanti/libs/excel/hojas';
import {
  listarAsistenciaPorFecha,
  listarAutorizacionesPorVencimiento,
  listarCancelaciones,
  listarMaestro,
  type FiltroReporte,
} from '@avanti/libs/reportes/lecturas/reportes';
import { listarReporteAutorizaciones } from '@avanti/libs/reportes/lecturas/autorizaciones';
import { listarAsistenciaUsuarios } from '@avanti/libs/reportes/lecturas/asistencia-usuarios';
import { pivoteSesionesTerapeuticas } from '@avanti/libs/reportes/lecturas/sesiones-terapeuticas';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const arg = (nombre: string, porDefecto: number) => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i === -1 ? porDefecto : Number(process.argv[i + 1]);
};
const SESIONES = arg('sesiones', 300_000);
const CONEXIONES = arg('conexiones', 50);
const SEGUNDOS = arg('segundos', 10);
const REPETICIONES = arg('repeticiones', 200);
const FILAS_EXPORTACION = arg('exportacion', 100_000);
const SEDES = 20;
const DIAS = 365;
const INICIO = '2025-01-01';
const HOY = '2025-12-31';
const raiz = fileURLToPath(new URL(import.meta.url.includes('/bench/dist/') ? '../../' : '../', import.meta.url));

const percentil = (o: number[], p: number) => o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? 0;
const r1 = (v: number) => Math.round(v * 10) / 10;
const resumen = (tiempos: number[]) => {
  const o = [...tiempos].sort((a, b) => a - b);
  return { n: o.length, p50: r1(percentil(o, 50)), p95: r1(percentil(o, 95)), p99: r1(percentil(o, 99)), max: r1(o.at(-1) ?? 0) };
};
let semilla = 20261123;
const azar = (n: number) => {
  semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648;
  return Math.floor((semilla / 2_147_483_648) * n);
};
const sede = () => `sede${String(1 + azar(SEDES)).padStart(2, '0')}`;
const mes = () => {
  const m = azar(12);
  const desde = `2025-${String(m + 1).padStart(2, '0')}-01`;
  const hasta = new Date(Date.UTC(2025, m + 1, 0)).toISOString().slice(0, 10);
  return { desde, hasta };
};
const pagina = (filtro: FiltroReporte) => ({ filtro, desde: 0, hasta: 24, orden: { campo: 'fecha', direccion: 'ASC' as const } });

/** What the screens ask, with the filters people use: one site's month, every site's month, a year searched, a quarter. */
const REPORTES: Record<string, (db: Db) => Promise<unknown>> = {
  'maestro: una sede, un mes': (db) => listarMaestro(db, pagina({ ...mes(), sede: sede() })),
  'maestro: todas las sedes, un mes': (db) => listarMaestro(db, pagina({ ...mes(), sede: null })),
  'maestro: una sede, un año, búsqueda': (db) =>
    listarMaestro(db, pagina({ desde: INICIO, hasta: HOY, sede: sede(), q: ['gomez', 'sofia perez', 'nueva eps', '1000012'][azar(4)] })),
  'cancelaciones: una sede, un mes': (db) => listarCancelaciones(db, pagina({ ...mes(), sede: sede() })),
  'cancelaciones: todas las sedes, un trimestre': (db) => listarCancelaciones(db, pagina({ desde: '2025-04-01', hasta: '2025-06-30', sede: null })),
  'asistencia por fecha: una sede, un año': (db) => listarAsistenciaPorFecha(db, pagina({ desde: INICIO, hasta: HOY, sede: sede() })),
  'asistencia por fecha: todas las sedes, un mes': (db) => listarAsistenciaPorFecha(db, pagina({ ...mes(), sede: null })),
  'autorizaciones por vencimiento: una sede, un trimestre': (db) =>
    listarAutorizacionesPorVencimiento(db, pagina({ desde: '2025-07-01', hasta: '2025-09-30', sede: sede() }), HOY),
  'autorizaciones por vencimiento: todas las sedes, un mes': (db) => listarAutorizacionesPorVencimiento(db, pagina({ ...mes(), sede: null }), HOY),
  'autorizaciones: una sede, un trimestre': (db) =>
    listarReporteAutorizaciones(
      db,
      {
        ...pagina({ desde: '2025-07-01', hasta: '2025-09-30', sede: sede() }),
        filtro: { variante: 'general', desde: '2025-07-01', hasta: '2025-09-30', sede: sede() },
      },
      HOY,
    ),
  'autorizaciones activas con saldo: una sede': (db) =>
    listarReporteAutorizaciones(db, { ...pagina({ desde: INICIO, hasta: HOY, sede: null }), filtro: { variante: 'con-saldo', sede: sede() } }, HOY),
  'asistencia por usuario: una sede, un mes': (db) =>
    listarAsistenciaUsuarios(db, { ...pagina({ ...mes(), sede: null }), filtro: { ...mes(), sede: sede() }, orden: { campo: 'paciente', direccion: 'ASC' } }),
  'asistencia por usuario: todas las sedes, un mes': (db) =>
    listarAsistenciaUsuarios(db, { ...pagina({ ...mes(), sede: null }), orden: { campo: 'paciente', direccion: 'ASC' } }),
  'sesiones terapéuticas: una sede, un año': (db) => pivoteSesionesTerapeuticas(db, { desde: INICIO, hasta: HOY, sede: sede(), estado: 1 }),
  'sesiones terapéuticas: todas las sedes, un mes': (db) => pivoteSesionesTerapeuticas(db, { ...mes(), sede: null }),
};

const LETRAS_TILDE = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
const LETRAS_SIN = 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun';
const busquedaSql = (...columnas: string[]) =>
  `lower(btrim(regexp_replace(translate(concat_ws(' ', ${columnas.join(', ')}), '${LETRAS_TILDE}', '${LETRAS_SIN}'), '\\s+', ' ', 'g')))`;

/** The generated network, in bulk: sites, orders and authorizations with their lines, sessions. */
async function generar(cliente: pg.Client) {
  const t0 = performance.now();
  await cliente.query(
    `insert into sedes (id, nombre, estado) select 'sede' || lpad(s::text, 2, '0'), 'Sede ' || s, 1 from generate_series(1, ${SEDES}) s on conflict do nothing`,
  );
  const nombres = `array['SOFÍA','ANA','JUAN','MARÍA','JOSÉ','LUCÍA','ANDRÉS','CAMILA','MATEO','VALERIA','SEBASTIÁN','DANIELA']`;
  const apellidos = `array['GÓMEZ','PÉREZ','RODRÍGUEZ','MARTÍNEZ','LÓPEZ','GARCÍA','HERNÁNDEZ','DÍAZ','MUÑOZ','ÁLVAREZ','CASTAÑO','RAMÍREZ','TORRES','ROJAS']`;
  const entidades = `array['NUEVA EPS','SURA EPS','SANITAS','COMPENSAR','FAMISANAR','SALUD TOTAL','COOMEVA PREPAGADA','COLSANITAS','ALLIANZ','N/A']`;
  // 10,000 medical orders and 30,000 authorizations (3 in 4 under an order), one line each.
  await cliente.query(`
    insert into coberturas (id, codigo, formato, paciente_id, paciente_nombre, sede, entidad_id, entidad_nombre, tipo_entidad, fecha, cobertura, fecha_vencimiento, estado,
      pertenece, pertenece_codigo, sin_orden, codigo90, registrada_por, registrada_en, busqueda)
    select 'cob-' || g, case when g <= 10000 then 'ORD' else 'AUT' end || lpad(g::text, 7, '0'), case when g <= 10000 then 0 else 1 end,
      'pac-' || (g % 20000), p.nombre, 'sede' || lpad((1 + g % ${SEDES})::text, 2, '0'), 'eps-' || (g % 10), e.nombre, 1,
      to_char(date '${INICIO}' + (g * 7919 % ${DIAS}), 'YYYY-MM-DD'), 30, to_char(date '${INICIO}' + (g * 7919 % ${DIAS}) + 30, 'YYYY-MM-DD'), 1,
      case when g > 10000 and g % 4 <> 0 then 'cob-' || (1 + g % 10000) end, case when g > 10000 and g % 4 <> 0 then 'ORD' || lpad((1 + g % 10000)::text, 7, '0') end,
      g > 10000 and g % 4 = 0, false, 'bench', now(),
      ${busquedaSql(`case when g <= 10000 then 'ORD' else 'AUT' end || lpad(g::text, 7, '0')`, 'p.nombre', 'e.nombre')}
    from generate_series(1, 40000) g
    cross join lateral (select (${nombres})[1 + g % 12] || ' ' || (${apellidos})[1 + (g / 12) % 14] || ' (CC ' || (1000000 + g % 20000) || ')' as nombre) p
    cross join lateral (select (${entidades})[1 + g % 10] as nombre) e`);
  await cliente.query(
    `insert into cobertura_lineas (cobertura_id, id, servicio, especialidad, cantidad, programadas) select 'cob-' || g, '1', 2 + g % 5, 'Fisioterapia', 10 + g % 20, g % 12 from generate_series(1, 40000) g`,
  );
  // Sessions: ≈ 41 a site a day; 70 % done, 15 % cancelled, 15 % pending; 300 therapists, 20,000 patients.
  await cliente.query(`
    insert into sesiones (id, paciente_id, paciente_nombre, paciente_documento, cobertura_id, cobertura_codigo, formato, linea_id, entidad_nombre, servicio, especialidad,
      terapeuta_id, terapeuta_nombre, fecha, hora_inicio, hora_fin, unidades, tipo, lugar, estado, valor, copago, sede, programada_por, programada_en,
      cancelada_por, motivo_cancelacion, cancelada_en, busqueda)
    select 'ses-' || g, 'pac-' || (g % 20000), p.nombre, 'CC ' || (1000000 + g % 20000), 'cob-' || (10001 + g % 30000), 'AUT' || lpad((10001 + g % 30000)::text, 7, '0'), 1, '1',
      e.nombre, 2 + h.v % 5, (array['Fisioterapia','Fonoaudiología','Terapia ocupacional','Educación especial','Psicología'])[1 + h.v % 5],
      'ter-' || (g % 300), t.nombre, to_char(date '${INICIO}' + (g / ${SEDES}) % ${DIAS}, 'YYYY-MM-DD'),
      lpad((7 + g % 11)::text, 2, '0') || ':' || case when g % 2 = 0 then '00' else '30' end, lpad((7 + g % 11)::text, 2, '0') || ':' || case when g % 2 = 0 then '30' else '59' end,
      1, (array['Terapia','Terapia','Terapia','Evaluacion','CYT','GTSL'])[1 + (h.v / 7) % 6], (array['Sede','Domicilio','Virtual'])[1 + (h.v / 11) % 3],
      case when (h.v / 13) % 20 < 14 then 1 when (h.v / 13) % 20 < 17 then 2 else 3 end, 45000, 0, 'sede' || lpad((1 + g % ${SEDES})::text, 2, '0'), 'bench', now(),
      case when (h.v / 13) % 20 between 14 and 16 then 'admin' end, case when (h.v / 13) % 20 between 14 and 16 then 'Clima' end, case when (h.v / 13) % 20 between 14 and 16 then now() end,
      ${busquedaSql('p.nombre', `'CC ' || (1000000 + g % 20000)`, 't.nombre', 'e.nombre')}
    from generate_series(0, ${SESIONES - 1}) g
    -- A hash of the row: state, type, place, specialty and entity independent of the site (g mod 20).
    cross join lateral (select hashint4(g) & 2147483647 as v) h
    cross join lateral (select (${nombres})[1 + (g % 20000) % 12] || ' ' || (${apellidos})[1 + ((g % 20000) / 12) % 14] as nombre) p
    cross join lateral (select 'TERAPEUTA ' || (${apellidos})[1 + (g % 300) % 14] || ' ' || (g % 300) as nombre) t
    cross join lateral (select (${entidades})[1 + (h.v / 17) % 10] as nombre) e`);
  // As autovacuum leaves a table in service: statistics and the visibility map (index-only counts).
  await cliente.query('vacuum analyze sesiones');
  await cliente.query('vacuum analyze coberturas');
  await cliente.query('vacuum analyze cobertura_lineas');
  const { rows } = await cliente.query<{ sesiones: number; coberturas: number }>(
    'select (select count(*) from sesiones)::int as sesiones, (select count(*) from coberturas)::int as coberturas',
  );
  return { ...rows[0], generacionS: Math.round((performance.now() - t0) / 100) / 10 };
}

/** Every statement a report runs, captured from the real query function, then EXPLAIN ANALYZE'd. */
async function planes(url: string, cliente: pg.Client) {
  const capturadas: { text: string; values: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  const original = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...a: unknown[]) => Promise<unknown> }).query = (...a: unknown[]) => {
    const [q, v] = a as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    capturadas.push(typeof q === 'string' ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? v ?? [] });
    return original(...a);
  };
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const resultado: Record<string, { indexada: boolean; ms: number; plan: string[] }[]> = {};
  for (const [nombre, consulta] of Object.entries(REPORTES)) {
    capturadas.length = 0;
    await consulta(db);
    resultado[nombre] = [];
    for (const c of capturadas) {
      const { rows } = await cliente.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${c.text}`, c.values);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const total = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
      resultado[nombre].push({
        indexada: !plan.some((l) => /Seq Scan on (sesiones|coberturas)\b/.test(l)),
        ms: total,
        plan: plan.filter((l) => /Scan|Sort|Aggregate|Limit|Join|Loop/.test(l)).map((l) => l.trim()),
      });
    }
  }
  await pool.end();
  return resultado;
}

async function secuencial(db: Db) {
  const r: Record<string, ReturnType<typeof resumen>> = {};
  for (const [nombre, consulta] of Object.entries(REPORTES)) {
    for (let i = 0; i < 10; i++) await consulta(db);
    const tiempos: number[] = [];
    for (let i = 0; i < REPETICIONES; i++) {
      const t = performance.now();
      await consulta(db);
      tiempos.push(performance.now() - t);
    }
    r[nombre] = resumen(tiempos);
  }
  return r;
}

async function concurrente(db: Db) {
  const nombres = Object.keys(REPORTES);
  const tiempos: Record<string, number[]> = Object.fromEntries(nombres.map((n) => [n, []]));
  const fin = performance.now() + SEGUNDOS * 1000;
  let errores = 0;
  await Promise.all(
    Array.from({ length: CONEXIONES }, async (_, k) => {
      for (let i = k; performance.now() < fin; i++) {
        const nombre = nombres[i % nombres.length];
        const t = performance.now();
        await REPORTES[nombre](db).catch(() => errores++);
        tiempos[nombre].push(performance.now() - t);
      }
    }),
  );
  const todos = Object.values(tiempos).flat();
  return {
    conexiones: CONEXIONES,
    segundos: SEGUNDOS,
    errores,
    porSegundo: Math.round(todos.length / SEGUNDOS),
    todos: resumen(todos),
    porReporte: Object.fromEntries(nombres.map((n) => [n, resumen(tiempos[n])])),
  };
}

/** The child's part: one export of the master report, timed, with this process's peak memory. */
async function exportar(url: string, desde: string, hasta: string) {
  const base = await conectar({ databaseUrl: url, maxConexiones: 2 });
  const dir = mkdtempSync(join(os.tmpdir(), 'avanti-bench-reportes-'));
  const destino = join(dir, 'maestro.xlsx');
  // Where the time goes: the same keyset reads alone (no workbook), then the whole export.
  const hoja = HOJAS['reporte-maestro'];
  const filtro = hoja.leerFiltro({ desde, hasta });
  const l0 = performance.now();
  for await (const lote of hoja.recorrer(base.db, filtro, HOY)) for (const registro of lote) hoja.fila(registro);
  const lecturaS = Math.round((performance.now() - l0) / 10) / 100;
  const t0 = performance.now();
  const filas = await escribirXlsx({
    db: base.db,
    recurso: 'reporte-maestro',
    filtroCrudo: { desde, hasta },
    destino,
    hoy: HOY,
    ahora: new Date(),
    progreso: async () => undefined,
  });
  const ms = performance.now() - t0;
  const bytes = statSync(destino).size;
  await base.cerrar();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      filas,
      segundos: Math.round(ms / 10) / 100,
      soloLecturaS: lecturaS,
      rssPicoMB: Math.round(process.resourceUsage().maxRSS / 1024),
      archivoMB: Math.round(bytes / 1024 / 102.4) / 10,
    }),
  );
}

async function principal() {
  const nombre = `bench_reportes_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: URL_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const url = URL_PG.replace(/\/[^/]*$/, `/${nombre}`);
  try {
    const base = await conectar({ databaseUrl: url, maxConexiones: CONEXIONES });
    const cliente = new pg.Client({ connectionString: url });
    cliente.on('error', () => undefined);
    await cliente.connect();
    console.log(`Generando ${SESIONES} sesiones…`);
    const datos = await generar(cliente);
    console.log(JSON.stringify(datos));
    const explicados = await planes(url, cliente);
    for (const [n, ps] of Object.entries(explicados))
      console.log(`${ps.every((p) => p.indexada) ? 'indexada ' : 'SEQ SCAN '} ${n}: ${ps.map((p) => `${p.ms} ms`).join(', ')}`);
    const seq = await secuencial(base.db);
    console.log(JSON.stringify(seq, null, 1));
    const conc = await concurrente(base.db);
    console.log(JSON.stringify(conc.todos));
    // The export's range: from the first day to the day the 100,000th session falls on (ties included).
    const { rows } = await cliente.query<{ hasta: string }>(`select fecha as hasta from sesiones order by fecha offset ${FILAS_EXPORTACION - 1} limit 1`);
    // Three rounds, each in a fresh process (its own peak RSS): the median time, the highest peak.
    const rondas: { filas: number; segundos: number; soloLecturaS: number; rssPicoMB: number; archivoMB: number }[] = [];
    for (let r = 0; r < 3; r++) {
      const hijo = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--exportar', url, INICIO, rows[0].hasta], {
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      if (hijo.status !== 0) throw new Error(`exportación: ${hijo.stderr}`);
      rondas.push(JSON.parse(hijo.stdout.trim().split('\n').at(-1)!));
      console.log(JSON.stringify(rondas.at(-1)));
    }
    const mediana = [...rondas].sort((a, b) => a.segundos - b.segundos)[1];
    const exportacion = {
      ...mediana,
      rssPicoMB: Math.max(...rondas.map((x) => x.rssPicoMB)),
      rondasS: rondas.map((x) => x.segundos),
      soloLecturaRondasS: rondas.map((x) => x.soloLecturaS),
    };
    await cliente.end();
    await base.cerrar();
    const resultado = {
      fecha: new Date().toISOString(),
      nota: 'Medido en una máquina compartida y cargada (ver maquina.carga): cifras infladas; repetir en una máquina en reposo con npm run bench:reportes.',
      motor: 'postgresql',
      maquina: { cpus: os.cpus().length, carga: os.loadavg().map((c) => r1(c)), memoriaGB: Math.round(os.totalmem() / 2 ** 30) },
      datos: { ...datos, sedes: SEDES, dias: DIAS, sesionesPorSedePorDia: Math.round(datos.sesiones / SEDES / DIAS) },
      objetivos: { reporteP95Ms: 300, exportacionS: 5, exportacionRssMB: 300 },
      planes: Object.fromEntries(
        Object.entries(explicados).map(([n, ps]) => [
          n,
          { indexada: ps.every((p) => p.indexada), ejecucionMs: ps.map((p) => p.ms), plan: ps.map((p) => p.plan) },
        ]),
      ),
      secuencialMs: seq,
      concurrenteMs: conc,
      exportacionMaestro: exportacion,
    };
    mkdirSync(`${raiz}bench/results`, { recursive: true });
    writeFileSync(`${raiz}bench/results/reportes.json`, `${JSON.stringify(resultado, null, 2)}\n`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  }
}

const i = process.argv.indexOf('--exportar');
if (i !== -1) await exportar(process.argv[i + 1], process.argv[i + 2], process.argv[i + 3]);
else await principal();
