import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrarNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrarPglite } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { filas } from '@avanti/libs/database/conexion';
import { aplicarMigraciones } from '@avanti/libs/database/migraciones';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { ConflictoDeVersion, type CambioDeStream } from '@avanti/libs/eventstore/tipos';
import { abrirBaseDePrueba, motoresDisponibles, URL_SERVIDOR_PG, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * Issue 29, decision 0049: the event log is partitioned by year of registrado_en, and the optimistic-concurrency
 * check lives in `streams` (a partitioned table cannot keep a unique (stream_id, version)). What a developer checks:
 * the table is partitioned, events land in their year's partition, two writers with the same expected version give
 * one winner and one conflict, 'cualquiera' numbers without gaps, and a database with events migrates keeping them.
 */

const motores = await motoresDisponibles();
const ANIO = new Date().getUTCFullYear();

const evento = (tipo: string, n = 0) => ({ tipo, datos: { n } });
const cambio = (streamId: string, versionEsperada: CambioDeStream['versionEsperada'], cuantos = 1): CambioDeStream => ({
  streamId,
  versionEsperada,
  eventos: Array.from({ length: cuantos }, (_, i) => evento('PruebaAnexada', i)),
});

describe.each(motores)('eventos particionados por tiempo en %s', (motor) => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;
  beforeAll(async () => {
    base = await abrirBaseDePrueba(motor, 30);
    store = new PostgresEventStore(base.db);
  }, 180_000);
  afterAll(() => base?.cerrar());

  it('eventos es una tabla particionada por rango de registrado_en, con la partición de este año, la del siguiente y una por defecto', async () => {
    const [p] = await filas<{ estrategia: string; columna: string }>(
      base.db,
      sql`select p.partstrat as estrategia, a.attname as columna from pg_partitioned_table p
          join pg_attribute a on a.attrelid = p.partrelid and a.attnum = p.partattrs[0]
          where p.partrelid = 'eventos'::regclass`,
    );
    expect(p).toEqual({ estrategia: 'r', columna: 'registrado_en' });
    const hijas = (
      await filas<{ nombre: string }>(base.db, sql`select inhrelid::regclass::text as nombre from pg_inherits where inhparent = 'eventos'::regclass`)
    ).map((f) => f.nombre);
    expect(hijas).toEqual(expect.arrayContaining(['eventos_por_defecto', `eventos_${ANIO}`, `eventos_${ANIO + 1}`]));
    // Called again (every start does), it creates nothing.
    const [{ creadas }] = await filas<{ creadas: number }>(base.db, sql`select asegurar_particiones_eventos(${ANIO}::int, ${ANIO + 1}::int) as creadas`);
    expect(Number(creadas)).toBe(0);
  });

  it('los eventos de dos años quedan cada uno en la partición de su año; los de un año sin partición, en la de defecto hasta que se crea', async () => {
    const [nuevo] = await store.anexar([cambio('particion-hoy', 0)], metadataDePrueba);
    // A backdated event, as the generator writes them (straight into the table, with its stream's version).
    await base.db.execute(sql`insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en)
      values ('particion-2019', 1, 'PruebaAnexada', '{}'::jsonb, '{}'::jsonb, '2019-06-15T10:00:00Z')`);
    await base.db.execute(sql`insert into streams (stream_id, version) values ('particion-2019', 1)`);
    const dondeEsta = async (stream: string) =>
      (await filas<{ particion: string }>(base.db, sql`select tableoid::regclass::text as particion from eventos where stream_id = ${stream}`))[0].particion;
    expect(await dondeEsta('particion-hoy')).toBe(`eventos_${ANIO}`);
    expect(await dondeEsta('particion-2019')).toBe('eventos_por_defecto');

    const [{ creadas }] = await filas<{ creadas: number }>(base.db, sql`select asegurar_particiones_eventos(2019, 2019) as creadas`);
    expect(Number(creadas)).toBe(1);
    expect(await dondeEsta('particion-2019')).toBe('eventos_2019');
    // Same rows, same positions; the store reads the stream and appends after it.
    const leidos = await store.leerStream('particion-2019');
    expect(leidos.map((e) => e.version)).toEqual([1]);
    const [segundo] = await store.anexar([cambio('particion-2019', 1)], metadataDePrueba);
    expect(segundo.version).toBe(2);
    expect(segundo.posicion).toBeGreaterThan(nuevo.posicion);
  });

  it('dos escritores con la misma versión esperada: uno gana y el otro recibe ConflictoDeVersion', async () => {
    await store.anexar([cambio('carrera', 0)], metadataDePrueba);
    for (const cuantos of [1, 3]) {
      const [{ version }] = await filas<{ version: number }>(base.db, sql`select version from streams where stream_id = 'carrera'`);
      // Each on its own store, as two api processes would be.
      const resultados = await Promise.allSettled(
        Array.from({ length: 6 }, () => new PostgresEventStore(base.db).anexar([cambio('carrera', Number(version), cuantos)], metadataDePrueba)),
      );
      const ganadores = resultados.filter((r) => r.status === 'fulfilled');
      const perdedores = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ganadores).toHaveLength(1);
      expect(perdedores).toHaveLength(5);
      for (const p of perdedores) expect(p.reason).toBeInstanceOf(ConflictoDeVersion);
    }
    const versiones = (await store.leerStream('carrera')).map((e) => e.version);
    expect(versiones).toEqual([1, 2, 3, 4, 5]);
    // Expected 0 on a stream that exists is a conflict too, and leaves nothing behind.
    await expect(store.anexar([cambio('carrera', 0)], metadataDePrueba)).rejects.toBeInstanceOf(ConflictoDeVersion);
    await expect(store.anexar([cambio('carrera', 0, 2)], metadataDePrueba)).rejects.toBeInstanceOf(ConflictoDeVersion);
    expect((await store.leerStream('carrera')).map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
  });

  it("'cualquiera' numera a continuación de la última versión, también con escritores a la vez", async () => {
    await store.anexar([cambio('libre', 0, 2)], metadataDePrueba);
    const anexados = await Promise.all(
      Array.from({ length: 5 }, (_, i) => new PostgresEventStore(base.db).anexar([cambio('libre', 'cualquiera', 1 + (i % 2))], metadataDePrueba)),
    );
    const versiones = (await store.leerStream('libre')).map((e) => e.version);
    expect(versiones).toEqual(Array.from({ length: 2 + 7 }, (_, i) => i + 1));
    for (const a of anexados) expect(a.map((e) => e.version)).toEqual(a.map((_, i) => a[0].version + i));
    const [{ version }] = await filas<{ version: number }>(base.db, sql`select version from streams where stream_id = 'libre'`);
    expect(Number(version)).toBe(9);
    // A new stream with 'cualquiera' starts at 1.
    const nuevos = await store.anexar([cambio('libre-nuevo', 'cualquiera', 2)], metadataDePrueba);
    expect(nuevos.map((e) => e.version)).toEqual([1, 2]);
  });

  it('una transacción de varios streams que choca en uno no deja nada en ninguno (ni eventos ni versiones)', async () => {
    await store.anexar([cambio('varios-a', 0), cambio('varios-b', 0)], metadataDePrueba);
    await expect(store.anexar([cambio('varios-a', 1), cambio('varios-b', 0)], metadataDePrueba)).rejects.toBeInstanceOf(ConflictoDeVersion);
    const versiones = await filas<{ stream_id: string; version: number }>(
      base.db,
      sql`select stream_id, version from streams where stream_id in ('varios-a', 'varios-b') order by stream_id`,
    );
    expect(versiones.map((f) => [f.stream_id, Number(f.version)])).toEqual([
      ['varios-a', 1],
      ['varios-b', 1],
    ]);
    expect((await store.leerStream('varios-a')).map((e) => e.version)).toEqual([1]);
  });
});

/** The migrations folder as it was before 0020, to build a database that has events in the old table. */
function migracionesHasta0019(): string {
  const origen = fileURLToPath(new URL('../../libs/src/database/migraciones', import.meta.url));
  const destino = mkdtempSync(join(tmpdir(), 'avanti-migraciones-'));
  cpSync(origen, destino, { recursive: true });
  const diario = join(destino, 'meta', '_journal.json');
  const j = JSON.parse(readFileSync(diario, 'utf8')) as { entries: { idx: number }[] };
  j.entries = j.entries.filter((e) => e.idx <= 19);
  writeFileSync(diario, JSON.stringify(j));
  return destino;
}

const EVENTOS_VIEJOS = `insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en) values
  ('viejo-a', 1, 'PruebaAnexada', '{}', '{}', '2018-03-01T00:00:00Z'),
  ('viejo-a', 2, 'PruebaAnexada', '{}', '{}', '${ANIO}-01-02T00:00:00Z'),
  ('viejo-b', 1, 'PruebaAnexada', '{}', '{}', '2021-07-01T00:00:00Z')`;

describe.each(motores)('la migración 0020 en %s', (motor) => {
  it('convierte una tabla con eventos: los mismos eventos y posiciones, streams con la última versión, y la secuencia sigue', async () => {
    const carpeta = migracionesHasta0019();
    let consultar: (texto: string) => Promise<Record<string, unknown>[]>;
    let cerrar: () => Promise<void>;
    let migrarTodo: () => Promise<void>;
    if (motor === 'pglite') {
      const cliente = new PGlite({ extensions: { pg_trgm } });
      await migrarPglite(drizzlePglite({ client: cliente }), { migrationsFolder: carpeta });
      consultar = async (texto) => (await cliente.query<Record<string, unknown>>(texto)).rows;
      migrarTodo = () => aplicarMigraciones({ motor: 'pglite', cliente });
      cerrar = () => cliente.close();
    } else {
      const nombre = `avanti_t_${randomBytes(5).toString('hex')}`;
      const servidor = new pg.Client({ connectionString: URL_SERVIDOR_PG });
      await servidor.connect();
      await servidor.query(`create database ${nombre}`);
      const url = new URL(URL_SERVIDOR_PG);
      url.pathname = `/${nombre}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      // pool.end() resolves before its clients' sockets close; the forced drop below may reach one still open, and
      // the FATAL it gets (57P01) must not become an unhandled 'error' event of the pool.
      pool.on('error', () => undefined);
      await migrarNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: carpeta });
      consultar = async (texto) => (await pool.query(texto)).rows as Record<string, unknown>[];
      migrarTodo = () => aplicarMigraciones({ motor: 'postgres', pool });
      cerrar = async () => {
        await pool.end();
        await servidor.query(`drop database if exists ${nombre} with (force)`);
        await servidor.end();
      };
    }
    try {
      await consultar(EVENTOS_VIEJOS);
      const antes = await consultar('select posicion::int, stream_id, version from eventos order by posicion');
      await migrarTodo();
      expect(await consultar('select posicion::int, stream_id, version from eventos order by posicion')).toEqual(antes);
      expect(await consultar(`select stream_id, version from streams order by stream_id`)).toEqual([
        { stream_id: 'viejo-a', version: 2 },
        { stream_id: 'viejo-b', version: 1 },
      ]);
      const lugares = await consultar(`select tableoid::regclass::text as particion from eventos order by posicion`);
      expect(lugares.map((f) => f.particion)).toEqual(['eventos_2018', `eventos_${ANIO}`, 'eventos_2021']);
      const [nuevo] = await consultar(
        `insert into eventos (stream_id, version, tipo, datos, metadata) values ('viejo-b', 2, 'PruebaAnexada', '{}', '{}') returning posicion::int`,
      );
      expect(nuevo.posicion).toBe(Math.max(...antes.map((f) => Number(f.posicion))) + 1);
    } finally {
      await cerrar();
      rmSync(carpeta, { recursive: true, force: true });
    }
  }, 180_000);
});
