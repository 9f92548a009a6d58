/**
 * Event store benchmark: `npm run bench:eventstore` (builds the server, compiles this file with SWC,
 * runs it from bench/dist). Kept out of `npm test`. Measures, on each database:
 *   (a) single-event appends per second through PostgresEventStore.anexar (expected version, no
 *       inline projections), with 1 writer and with 16 concurrent writers;
 *   (b) the baseline: the best a hand-written INSERT of the same row can do — a named prepared
 *       `insert into bench_crudo (stream_id, version, tipo, datos, metadata) values ($1..$5)`, autocommit,
 *       into a table made `like eventos including all` (same columns, defaults, indexes and unique key),
 *       through the same pool, with the same streams, versions, data and metadata;
 *   (c) projection rebuild throughput: Proyecciones.reconstruir() over >= 100,000 events with one
 *       projector writing one row per event (set-based, through its aplicarLote).
 * Rounds alternate A B A B (baseline, store), RONDAS of each; the figures are medians with their
 * min–max spread, and the ratio is the median of the pairwise ratios (a drift of the machine's speed
 * hits both sides of a pair alike).
 * Databases: PGlite in memory, and PostgreSQL when 127.0.0.1:5432 answers (a new database each
 * run, dropped at the end). BENCH_PGLITE_DIR=1 adds PGlite under a temporary directory. BENCH_MS sets
 * each round's duration; BENCH_BASES=postgres (or pglite) runs one kind only and then writes to
 * bench/results/eventstore.<kind>.tmp instead. Writes bench/results/eventstore.json.
 */
import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { conectar, filas, type BaseDeDatos, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import type { Proyector } from '@avanti/libs/projections/proyector';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ESCRITORES = [1, 16];
/** Each measurement runs for this long or this many operations, whichever comes first. */
const DURACION_MS = Number(process.env.BENCH_MS ?? 2000);
const MAX_OPERACIONES = 50_000;
/** Rounds of each side, alternated A B A B; medians are quoted. */
const RONDAS = Number(process.env.BENCH_RONDAS ?? 5);
const CALENTAMIENTO = 200;
const EVENTOS_RECONSTRUCCION = 100_000;
/** Connections of the server pool: one per writer plus spare. */
const CONEXIONES_PG = 20;

const raiz = fileURLToPath(new URL(import.meta.url.includes('/bench/dist/') ? '../../' : '../', import.meta.url));

const meta: MetadataEvento = {
  usuarioId: 'u-bench',
  usuario: 'bench',
  rol: 1,
  sede: 'sede-1',
  correlacionId: 'c-bench',
  causacionId: null,
  ip: '127.0.0.1',
  fecha: '2026-11-22T10:00:00.000Z',
  versionEsquema: 1,
};

const datosDe = (w: number, n: number) => ({ pacienteId: `p-${w}-${n % 97}`, sesion: n, nota: 'asistió, evolución favorable' });

interface Cifra {
  median: number;
  min: number;
  max: number;
}

interface Resultado {
  database: string;
  writers: number;
  rounds: number;
  appendPerSec: Cifra;
  baselineInsertPerSec: Cifra;
  /** Pairwise append / baseline, round by round. */
  ratio: Cifra;
  /**
   * CPU per operation (µs), client process plus database backends: steadier than rates on a shared
   * machine. cpuRatio = baseline CPU / append CPU (the rate the append would reach, CPU-bound).
   */
  appendCpuMicros: { client: number; server: number | null };
  baselineCpuMicros: { client: number; server: number | null };
  cpuRatio: Cifra | null;
  rebuildPerSec: number;
  events: number;
}

const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m] : (o[m - 1] + o[m]) / 2;
};
const cifra = (xs: number[], decimales = 0): Cifra => {
  const r = (x: number) => Number(x.toFixed(decimales));
  return { median: r(mediana(xs)), min: r(Math.min(...xs)), max: r(Math.max(...xs)) };
};
const verCifra = (c: Cifra, pct = false) =>
  pct ? `${(100 * c.median).toFixed(0)}% (${(100 * c.min).toFixed(0)}–${(100 * c.max).toFixed(0)})` : `${c.median} (${c.min}–${c.max})`;

function responde(host: string, puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port: puerto });
    const fin = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(800, () => fin(false));
    s.once('connect', () => fin(true));
    s.once('error', () => fin(false));
  });
}

/** CPU time (µs) of this database's server backends, when the server runs on this machine (/proc). */
async function cpuDelServidor(db: Db, motor: string): Promise<number | null> {
  if (motor !== 'postgres') return null;
  const procesos = await filas<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database()`);
  let ticks = 0;
  try {
    for (const { pid } of procesos) {
      const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(campos[11]) + Number(campos[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1_000_000) / 100; // USER_HZ = 100
}

interface Medida {
  porSegundo: number;
  operaciones: number;
  /** CPU per operation: this process (client) and the database's backends (server), in µs. */
  cpuCliente: number;
  cpuServidor: number | null;
}

/** Runs `escritores` loops of `op` until the time or count limit; returns rate and CPU per operation. */
async function medir(base: BaseDeDatos, escritores: number, op: (w: number, i: number) => Promise<void>): Promise<Medida> {
  let hechas = 0;
  const servidor0 = await cpuDelServidor(base.db, base.motor);
  const cliente0 = process.cpuUsage();
  const inicio = performance.now();
  const limite = inicio + DURACION_MS;
  await Promise.all(
    Array.from({ length: escritores }, async (_, w) => {
      for (let i = 0; hechas < MAX_OPERACIONES && performance.now() < limite; i++) {
        await op(w, i);
        hechas++;
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  const cliente = process.cpuUsage(cliente0);
  const servidor1 = await cpuDelServidor(base.db, base.motor);
  return {
    porSegundo: hechas / segundos,
    operaciones: hechas,
    cpuCliente: (cliente.user + cliente.system) / hechas,
    cpuServidor: servidor0 === null || servidor1 === null ? null : (servidor1 - servidor0) / hechas,
  };
}

async function contar(db: Db, tabla: string): Promise<number> {
  return Number((await filas<{ n: string | number }>(db, sql.raw(`select count(*) as n from ${tabla}`)))[0].n);
}

interface Base {
  nombre: string;
  abrir(): Promise<BaseDeDatos>;
  limpiar(): Promise<void>;
}

function bases(conServidor: boolean): Base[] {
  const lista: Base[] = [{ nombre: 'pglite (memoria)', abrir: () => conectar({}), limpiar: async () => undefined }];
  let directorio = '';
  if (process.env.BENCH_PGLITE_DIR === '1')
    lista.push({
      nombre: 'pglite (directorio temporal)',
      abrir: () => {
        directorio = mkdtempSync(join(tmpdir(), 'avanti-bench-'));
        return conectar({ directorio });
      },
      limpiar: async () => rmSync(directorio, { recursive: true, force: true }),
    });
  if (conServidor) {
    const nombre = `avanti_bench_${randomBytes(4).toString('hex')}`;
    const admin = async (consulta: string) => {
      const c = new pg.Client({ connectionString: URL_PG });
      await c.connect();
      try {
        await c.query(consulta);
      } finally {
        await c.end();
      }
    };
    lista.push({
      nombre: 'postgresql 15 (servidor)',
      abrir: async () => {
        await admin(`create database ${nombre}`);
        return conectar({ databaseUrl: URL_PG.replace(/\/[^/]*$/, `/${nombre}`), maxConexiones: CONEXIONES_PG });
      },
      limpiar: () => admin(`drop database if exists ${nombre} with (force)`),
    });
  }
  return lista;
}

async function medirBase(b: Base): Promise<Resultado[]> {
  const t0 = performance.now();
  const base = await b.abrir();
  const { db } = base;
  try {
    // The baseline's table: the same columns, defaults, indexes and unique key as the log.
    await db.execute(sql`create table bench_crudo (like eventos including all)`);
    await db.execute(sql`create table bench_proyeccion (posicion bigint primary key, stream_id text not null, tipo text not null)`);
    const store = new PostgresEventStore(db);

    // Each writer appends to its own stream with the expected version, starting a new one every 10 events.
    let ronda = 0;
    const porEscritor = (escritores: number, hacer: (stream: string, version: number, w: number, i: number) => Promise<void>) => {
      const estado = Array.from({ length: escritores }, () => ({ stream: '', version: 0, streams: 0 }));
      const r = ronda++;
      return async (w: number, i: number) => {
        const s = estado[w];
        if (s.version === 0 || s.version >= 10) {
          s.stream = `bench-${r}-${w}-${s.streams++}`;
          s.version = 0;
        }
        await hacer(s.stream, s.version, w, i);
        s.version++;
      };
    };
    const anexar = (escritores: number) =>
      porEscritor(escritores, async (stream, version, w, i) => {
        await store.anexar([{ streamId: stream, versionEsperada: version, eventos: [{ tipo: 'BenchAnexado', datos: datosDe(w, i) }] }], meta);
      });
    // The same row, hand-written: a named prepared INSERT, nothing returned.
    const INSERT = 'insert into bench_crudo (stream_id, version, tipo, datos, metadata) values ($1, $2, $3, $4::jsonb, $5::jsonb)';
    const crudo = (escritores: number) =>
      porEscritor(escritores, async (stream, version, w, i) => {
        const params = [stream, version + 1, 'BenchAnexado', JSON.stringify(datosDe(w, i)), JSON.stringify({ ...meta, versionEsquema: 1 })];
        await db._.session.prepareQuery({ sql: INSERT, params }, undefined, 'bench_insert_crudo', false).execute();
      });

    const resultados: Resultado[] = [];
    for (const escritores of ESCRITORES) {
      // Warm-up: connections open, statements prepared, caches warm.
      const calentar = async (op: (w: number, i: number) => Promise<void>) => {
        await Promise.all(
          Array.from({ length: escritores }, async (_, w) => {
            for (let i = 0; i < Math.ceil(CALENTAMIENTO / escritores); i++) await op(w, i);
          }),
        );
      };
      await calentar(crudo(escritores));
      await calentar(anexar(escritores));
      const crudos: Medida[] = [];
      const anexos: Medida[] = [];
      for (let i = 0; i < RONDAS; i++) {
        const c = await medir(base, escritores, crudo(escritores));
        const a = await medir(base, escritores, anexar(escritores));
        crudos.push(c);
        anexos.push(a);
        const cpu = (m: Medida) => `${m.cpuCliente.toFixed(0)}${m.cpuServidor === null ? '' : ` + ${m.cpuServidor.toFixed(0)}`} µs`;
        console.log(
          `  ${b.nombre}, ${escritores} escritor(es), ronda ${i + 1}: INSERT preparado ${c.porSegundo.toFixed(0)}/s (${cpu(c)}), anexar ${a.porSegundo.toFixed(0)}/s (${cpu(a)}) = ${((100 * a.porSegundo) / c.porSegundo).toFixed(0)}%`,
        );
      }
      const total = (m: Medida) => m.cpuCliente + (m.cpuServidor ?? 0);
      const conServidor = crudos.every((m) => m.cpuServidor !== null) && anexos.every((m) => m.cpuServidor !== null);
      const medianaDe = (ms: Medida[], f: (m: Medida) => number) => Number(mediana(ms.map(f)).toFixed(1));
      resultados.push({
        database: b.nombre,
        writers: escritores,
        rounds: RONDAS,
        appendPerSec: cifra(anexos.map((m) => m.porSegundo)),
        baselineInsertPerSec: cifra(crudos.map((m) => m.porSegundo)),
        ratio: cifra(
          anexos.map((a, i) => a.porSegundo / crudos[i].porSegundo),
          3,
        ),
        appendCpuMicros: { client: medianaDe(anexos, (m) => m.cpuCliente), server: conServidor ? medianaDe(anexos, (m) => m.cpuServidor!) : null },
        baselineCpuMicros: { client: medianaDe(crudos, (m) => m.cpuCliente), server: conServidor ? medianaDe(crudos, (m) => m.cpuServidor!) : null },
        cpuRatio: conServidor
          ? cifra(
              anexos.map((a, i) => total(crudos[i]) / total(a)),
              3,
            )
          : null,
        rebuildPerSec: 0,
        events: 0,
      });
    }

    // (c) Top the log up to EVENTOS_RECONSTRUCCION with set-based inserts (the append rate is measured above).
    const existentes = await contar(db, 'eventos');
    let faltan = EVENTOS_RECONSTRUCCION - existentes;
    for (let desde = 0; faltan > 0; desde += 20_000) {
      const n = Math.min(faltan, 20_000);
      await db.execute(sql`insert into eventos (stream_id, version, tipo, datos, metadata)
        select 'carga-' || ((${desde}::int + g) / 10), ((${desde}::int + g) % 10) + 1, 'BenchCargado',
               jsonb_build_object('pacienteId', 'p-' || g % 97, 'sesion', g, 'nota', 'asistió, evolución favorable'), ${JSON.stringify(meta)}::jsonb
        from generate_series(0, ${n - 1}::int) g`);
      faltan -= n;
    }
    await db.execute(sql`insert into streams as st (stream_id, version) select stream_id, max(version) from eventos where stream_id like 'carga-%' group by stream_id
      on conflict (stream_id) do update set version = greatest(st.version, excluded.version)`);
    const proyector: Proyector<string> = {
      nombre: 'bench-proyeccion',
      modo: 'asincrono',
      tablas: [pgTable('bench_proyeccion', {})],
      tipos: ['BenchAnexado', 'BenchCargado'],
      aplicar: async (tx, e) => {
        await tx.execute(sql`insert into bench_proyeccion (posicion, stream_id, tipo) values (${e.posicion}, ${e.streamId}, ${e.tipo})`);
      },
      // The same rows, one statement per run of events.
      aplicarLote: async (tx, eventos) => {
        await tx.execute(sql`insert into bench_proyeccion (posicion, stream_id, tipo)
          select * from unnest(${sql.param(eventos.map((e) => e.posicion))}::bigint[], ${sql.param(eventos.map((e) => e.streamId))}::text[],
                               ${sql.param(eventos.map((e) => e.tipo))}::text[])`);
      },
    };
    const proyecciones = new Proyecciones(db, store, [proyector]);
    const inicio = performance.now();
    const eventos = await proyecciones.reconstruir();
    const segundos = (performance.now() - inicio) / 1000;
    const proyectadas = await contar(db, 'bench_proyeccion');
    if (proyectadas !== eventos) throw new Error(`la reconstrucción dejó ${proyectadas} filas para ${eventos} eventos`);
    const porSegundo = Math.round(eventos / segundos);
    console.log(`  ${b.nombre}: reconstrucción de ${eventos} eventos en ${segundos.toFixed(1)} s = ${porSegundo}/s`);
    for (const r of resultados) Object.assign(r, { rebuildPerSec: porSegundo, events: eventos });
    console.log(`  ${b.nombre}: ${((performance.now() - t0) / 1000).toFixed(0)} s en total`);
    return resultados;
  } finally {
    await base.cerrar();
    await b.limpiar();
  }
}

function tabla(resultados: Resultado[]): string {
  const filasTabla = [
    [
      'database',
      'writers',
      'append/s median (min–max)',
      'prepared INSERT/s median (min–max)',
      'append/INSERT',
      'CPU µs/op append vs INSERT',
      'by CPU',
      'rebuild events/s',
      'events',
    ],
    ...resultados.map((r) => [
      r.database,
      String(r.writers),
      verCifra(r.appendPerSec),
      verCifra(r.baselineInsertPerSec),
      verCifra(r.ratio, true),
      r.appendCpuMicros.server === null
        ? '—'
        : `${(r.appendCpuMicros.client + r.appendCpuMicros.server).toFixed(0)} vs ${(r.baselineCpuMicros.client + r.baselineCpuMicros.server!).toFixed(0)}`,
      r.cpuRatio ? verCifra(r.cpuRatio, true) : '—',
      String(r.rebuildPerSec),
      String(r.events),
    ]),
  ];
  const anchos = filasTabla[0].map((_, i) => Math.max(...filasTabla.map((f) => f[i].length)));
  const linea = (f: string[]) => `| ${f.map((c, i) => (i === 0 ? c.padEnd(anchos[i]) : c.padStart(anchos[i]))).join(' | ')} |`;
  return [linea(filasTabla[0]), `|${anchos.map((a) => '-'.repeat(a + 2)).join('|')}|`, ...filasTabla.slice(1).map(linea)].join('\n');
}

async function main() {
  const conServidor = await responde('127.0.0.1', 5432);
  if (!conServidor) console.log('PostgreSQL no responde en 127.0.0.1:5432: solo PGlite.');
  const resultados: Resultado[] = [];
  const solo = process.env.BENCH_BASES;
  for (const b of bases(conServidor).filter((x) => !solo || x.nombre.startsWith(solo))) {
    console.log(`${b.nombre}...`);
    resultados.push(...(await medirBase(b)));
  }
  console.log(`\n${tabla(resultados)}\n`);
  const servidor = resultados.find((r) => r.database.startsWith('postgresql') && r.writers === 16);
  if (servidor) {
    const razon = servidor.ratio.median;
    console.log(
      `Objetivo: anexar con 16 escritores en PostgreSQL >= 90% del INSERT preparado: ${verCifra(servidor.ratio, true)} ${razon >= 0.9 ? '(cumple)' : '(NO cumple)'}`,
    );
    if (servidor.cpuRatio) console.log(`Por CPU (cliente + servidor por operación): ${verCifra(servidor.cpuRatio, true)}`);
  }
  const carpeta = join(raiz, 'bench', 'results');
  mkdirSync(carpeta, { recursive: true });
  const archivo = join(carpeta, solo ? `eventstore.${solo}.tmp` : 'eventstore.json');
  writeFileSync(archivo, `${JSON.stringify(resultados, null, 2)}\n`);
  console.log(`Resultados en ${archivo}`);
}

await main();
