/**
 * CIE-10 search latency: `npm run bench:cie10` (builds the server, compiles this file with SWC, runs it
 * from bench/dist). Kept out of `npm test`. On PGlite in memory and on PostgreSQL (a new database,
 * dropped at the end, when 127.0.0.1:5432 answers): imports the table as the first start does (timed),
 * then runs 1,000 searches of GET /api/cie10's query (buscarCie10) — codes with and without the dot,
 * code prefixes, one and two words with and without accents, drawn from the table itself — after 100
 * warm-up searches; quotes p50, p95, p99 and max. Writes bench/results/cie10.json.
 */
import { sql } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { importarCie10 } from '@avanti/libs/catalogos/cie10';
import { conPunto } from '@avanti/libs/catalogos/contrato';
import { conectar, filas, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { buscarCie10 } from '@avanti/libs/catalogos/lecturas/catalogos';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUSQUEDAS = 1000;
const CALENTAMIENTO = 100;
const raiz = fileURLToPath(new URL(import.meta.url.includes('/bench/dist/') ? '../../' : '../', import.meta.url));

const percentil = (ordenados: number[], p: number) => ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)];
const redondear = (ms: number) => Math.round(ms * 100) / 100;
const sinTildes = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A deterministic mix of what people type, built from real rows. */
async function consultas(base: BaseDeDatos): Promise<string[]> {
  const filasTabla = await filas<{ codigo: string; descripcion: string }>(base.db, sql`select codigo, descripcion from cie10 where nivel >= 2 order by codigo`);
  let semilla = 20261123;
  const azar = () => (semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const fila = () => filasTabla[Math.floor(azar() * filasTabla.length)];
  const palabra = (d: string) => {
    const ps = d.split(/[^\p{L}]+/u).filter((p) => p.length > 4);
    return ps.length ? ps[Math.floor(azar() * ps.length)] : d.slice(0, 5);
  };
  const tipos = [
    () => conPunto(fila().codigo),
    () => fila().codigo,
    () => fila().codigo.slice(0, 3),
    () => palabra(fila().descripcion).toLowerCase(),
    () => sinTildes(palabra(fila().descripcion)).toUpperCase(),
    () => {
      const d = fila().descripcion;
      return `${palabra(d)} ${palabra(d)}`;
    },
  ];
  return Array.from({ length: CALENTAMIENTO + BUSQUEDAS }, (_, i) => tipos[i % tipos.length]());
}

async function medir(nombre: string, base: BaseDeDatos) {
  const inicio = performance.now();
  const importadas = await importarCie10(base.db);
  const importacionMs = performance.now() - inicio;
  const lista = await consultas(base);
  const tiempos: number[] = [];
  let resultados = 0;
  for (const [i, q] of lista.entries()) {
    const t = performance.now();
    const r = await buscarCie10(base.db, q);
    if (i >= CALENTAMIENTO) {
      tiempos.push(performance.now() - t);
      resultados += r.length > 0 ? 1 : 0;
    }
  }
  tiempos.sort((a, b) => a - b);
  const r = {
    base: nombre,
    filas: importadas,
    importacionMs: Math.round(importacionMs),
    busquedas: BUSQUEDAS,
    conResultados: resultados,
    p50Ms: redondear(percentil(tiempos, 50)),
    p95Ms: redondear(percentil(tiempos, 95)),
    p99Ms: redondear(percentil(tiempos, 99)),
    maxMs: redondear(tiempos.at(-1)!),
  };
  console.log(JSON.stringify(r));
  return r;
}

const responde = (puerto: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(puerto, '127.0.0.1', () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });

const resultados = [];
const memoria = await conectar({});
resultados.push(await medir('pglite (memoria)', memoria));
await memoria.cerrar();

if (await responde(5432)) {
  const nombre = `bench_cie10_${Date.now()}`;
  const admin = new pg.Client({ connectionString: URL_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  try {
    const base = await conectar({ databaseUrl: URL_PG.replace(/\/[^/]*$/, `/${nombre}`), maxConexiones: 2 });
    resultados.push(await medir('postgres', base));
    await base.cerrar();
  } finally {
    await admin.query(`drop database ${nombre}`);
    await admin.end();
  }
}

mkdirSync(`${raiz}bench/results`, { recursive: true });
writeFileSync(`${raiz}bench/results/cie10.json`, `${JSON.stringify({ fecha: new Date().toISOString(), resultados }, null, 2)}\n`);
