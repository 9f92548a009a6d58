/**
 * Event store benchmark: `npm run bench:eventstore` (builds the server, compiles this file with SWC,
 * runs it from bench/dist). Measures, on each database:
 *   (a) single-event appends per second through PostgresEventStore.anexar (expected version, no
 *       inline projections), with 1 writer and with 16 concurrent writers;
 *   (b) the raw single-row INSERT rate of the same database, the same driver/pool and the same
 *       concurrency: `insert into bench_crudo (a, b, c) values ($1, $2, $3::jsonb)` autocommit;
 *   (c) projection rebuild throughput: Proyecciones.reconstruir() over >= 100,000 events with one
 *       projector writing one row per event.
 * Databases: PGlite in memory, and PostgreSQL when 127.0.0.1:5432 answers (a new database each
 * run, dropped at the end). BENCH_PGLITE_DIR=1 adds PGlite under a temporary directory (its rebuild
 * alone takes minutes on this machine). BENCH_MS sets each measurement's duration; BENCH_BASES=postgres
 * (or pglite) runs one kind only and then writes to bench/results/eventstore.<kind>.tmp instead.
 * Writes bench/results/eventstore.json.
 */
import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { conectar, filas, type BaseDeDatos, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { Proyecciones } from '@avanti/libs/proyecciones/runner/proyecciones';
import type { Proyector } from '@avanti/libs/proyecciones/runner/proyector';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ESCRITORES = [1, 16];
/** Each measurement runs for this long or this many operations, whichever comes first. */
const DURACION_MS = Number(process.env.BENCH_MS ?? 3000);
const MAX_OPERACIONES = 50_000;
/** Rounds alternate raw / store so neither always runs on the fuller table; the best round counts. */
const RONDAS = 2;
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

interface Resultado {
  database: string;
  writers: number;
  appendPerSec: number;
  rawInsertPerSec: number;
  rebuildPerSec: number;
  events: number;
}

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

/** Runs `escritores` loops of `op` until the time or count limit; returns operations per second. */
async function medir(escritores: number, op: (w: number, i: number) => Promise<void>): Promise<{ porSegundo: number; operaciones: number }> {
  let hechas = 0;
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
  return { porSegundo: hechas / segundos, operaciones: hechas };
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
  const lista: Base[] = [
    { nombre: 'pglite (memoria)', abrir: () => conectar({}), limpiar: async () => undefined },
  ];
  let directorio = '';
  if (process.env.BENCH_PGLITE_DIR === '1') lista.push({
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
    await db.execute(sql`create table bench_crudo (id bigserial primary key, a text not null, b int not null, c jsonb not null)`);
    await db.execute(sql`create table bench_proyeccion (posicion bigint primary key, stream_id text not null, tipo text not null)`);
    const store = new PostgresEventStore(db);

    // Each writer appends to its own stream with the expected version, starting a new one every 10 events.
    let ronda = 0;
    const anexar = (escritores: number) => {
      const estado = Array.from({ length: escritores }, () => ({ stream: '', version: 0, streams: 0 }));
      const r = ronda++;
      return async (w: number, i: number) => {
        const s = estado[w];
        if (s.version === 0 || s.version >= 10) {
          s.stream = `bench-${r}-${w}-${s.streams++}`;
          s.version = 0;
        }
        await store.anexar([{ streamId: s.stream, versionEsperada: s.version, eventos: [{ tipo: 'BenchAnexado', datos: datosDe(w, i) }] }], meta);
        s.version++;
      };
    };
    // The same payload as an event (data and metadata) in one autocommit INSERT.
    const crudo = async (w: number, i: number) => {
      const c = JSON.stringify({ datos: datosDe(w, i), metadata: meta });
      await db.execute(sql`insert into bench_crudo (a, b, c) values (${`bench-${w}`}, ${i}, ${c}::jsonb)`);
    };

    const resultados: Resultado[] = [];
    for (const escritores of ESCRITORES) {
      // Warm-up: connections open, plans and caches warm.
      const calentar = async (op: (w: number, i: number) => Promise<void>) => {
        await Promise.all(Array.from({ length: escritores }, async (_, w) => {
          for (let i = 0; i < Math.ceil(CALENTAMIENTO / escritores); i++) await op(w, i);
        }));
      };
      await calentar(crudo);
      await calentar(anexar(escritores));
      let mejorCrudo = 0;
      let mejorAnexo = 0;
      for (let i = 0; i < RONDAS; i++) {
        const c = await medir(escritores, crudo);
        const a = await medir(escritores, anexar(escritores));
        mejorCrudo = Math.max(mejorCrudo, c.porSegundo);
        mejorAnexo = Math.max(mejorAnexo, a.porSegundo);
        console.log(
          `  ${b.nombre}, ${escritores} escritor(es), ronda ${i + 1}: INSERT crudo ${c.porSegundo.toFixed(0)}/s (${c.operaciones}), anexar ${a.porSegundo.toFixed(0)}/s (${a.operaciones})`,
        );
      }
      resultados.push({ database: b.nombre, writers: escritores, appendPerSec: Math.round(mejorAnexo), rawInsertPerSec: Math.round(mejorCrudo), rebuildPerSec: 0, events: 0 });
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
    const proyector: Proyector<string> = {
      nombre: 'bench-proyeccion',
      modo: 'asincrono',
      tablas: [pgTable('bench_proyeccion', {})],
      tipos: ['BenchAnexado', 'BenchCargado'],
      aplicar: async (tx, e) => {
        await tx.execute(sql`insert into bench_proyeccion (posicion, stream_id, tipo) values (${e.posicion}, ${e.streamId}, ${e.tipo})`);
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
    ['database', 'writers', 'append/s', 'raw insert/s', 'append/raw', 'rebuild events/s', 'events'],
    ...resultados.map((r) => [
      r.database,
      String(r.writers),
      String(r.appendPerSec),
      String(r.rawInsertPerSec),
      `${((100 * r.appendPerSec) / r.rawInsertPerSec).toFixed(0)}%`,
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
    const razon = servidor.appendPerSec / servidor.rawInsertPerSec;
    console.log(`Objetivo: anexar con 16 escritores en PostgreSQL >= 80% del INSERT crudo: ${(100 * razon).toFixed(0)}% ${razon >= 0.8 ? '(cumple)' : '(NO cumple)'}`);
  }
  const carpeta = join(raiz, 'bench', 'results');
  mkdirSync(carpeta, { recursive: true });
  const archivo = join(carpeta, solo ? `eventstore.${solo}.tmp` : 'eventstore.json');
  writeFileSync(archivo, `${JSON.stringify(resultados, null, 2)}\n`);
  console.log(`Resultados en ${archivo}`);
}

await main();
