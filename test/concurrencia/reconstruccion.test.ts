import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { CambioDeStream } from '@avanti/libs/eventstore/tipos';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import type { Proyector } from '@avanti/libs/projections/proyector';
import { abrirBaseDePrueba, motoresDisponibles, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * A rebuild replays the whole log into empty tables: the read models it leaves must be the ones
 * the projectors built event by event, and the asynchronous checkpoints must sit at the end, so the
 * runner applies nothing twice afterwards.
 */

const meta = metadataDePrueba;

const motores = await motoresDisponibles();

/** Inline: one row per stream, written in the append's transaction (order-sensitive on purpose). */
const resumen: Proyector<string> = {
  nombre: 'prueba-resumen',
  modo: 'en-linea',
  tablas: [pgTable('resumen_streams', {})],
  tipos: ['Abierto', 'Anotado', 'Cerrado'],
  aplicar: async (tx, e) => {
    await tx.execute(
      sql`insert into resumen_streams (stream_id, eventos, ultima_version, tipos)
          values (${e.streamId}, 1, ${e.version}, ${e.tipo})
          on conflict (stream_id) do update set eventos = resumen_streams.eventos + 1,
            ultima_version = excluded.ultima_version, tipos = resumen_streams.tipos || ',' || excluded.tipos`,
    );
  },
};

/** Asynchronous: one row per event it handles ('Abierto' is not one of them). */
const linea: Proyector<string> = {
  nombre: 'prueba-linea',
  modo: 'asincrono',
  tablas: [pgTable('linea_eventos', {})],
  tipos: ['Anotado', 'Cerrado'],
  aplicar: async (tx, e) => {
    const n = (e.datos as { n: number }).n;
    await tx.execute(
      sql`insert into linea_eventos (posicion, stream_id, version, tipo, n, veces)
          values (${e.posicion}, ${e.streamId}, ${e.version}, ${e.tipo}, ${n}, 1)
          on conflict (posicion) do update set veces = linea_eventos.veces + 1`,
    );
  },
};

const fotografia = async (db: Db) => ({
  resumen: await filas(db, sql`select * from resumen_streams order by stream_id`),
  linea: await filas(db, sql`select * from linea_eventos order by posicion`),
});

const checkpoint = async (db: Db) =>
  (
    await filas<{ transaccion: string; posicion: string | number }>(
      db,
      sql`select transaccion::text as transaccion, posicion from checkpoints where proyector = ${linea.nombre}`,
    )
  ).map((f) => ({ transaccion: f.transaccion, posicion: Number(f.posicion) }))[0];

const ultimoEvento = async (db: Db) =>
  (
    await filas<{ transaccion: string; posicion: string | number }>(
      db,
      sql`select transaccion::text as transaccion, posicion from eventos order by eventos.transaccion desc, eventos.posicion desc limit 1`,
    )
  ).map((f) => ({ transaccion: f.transaccion, posicion: Number(f.posicion) }))[0];

/**
 * ponerAlDia stops at the horizon of transactions still open, and on a shared server that horizon is
 * the whole cluster's: wait until the asynchronous checkpoint reaches the last event.
 */
async function alDia(proyecciones: Proyecciones, db: Db): Promise<void> {
  const limite = Date.now() + 30_000;
  for (;;) {
    await proyecciones.ponerAlDia();
    const [c, u] = [await checkpoint(db), await ultimoEvento(db)];
    if (c && u && c.transaccion === u.transaccion && c.posicion === u.posicion) return;
    if (Date.now() > limite) throw new Error(`el proyector no alcanzó el último evento: ${JSON.stringify({ c, u })}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const contarEventos = async (db: Db) => Number((await filas<{ n: string | number }>(db, sql`select count(*) as n from eventos`))[0].n);

describe.each(motores)('reconstrucción de proyecciones en %s', (motor) => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;
  let proyecciones: Proyecciones;
  let n = 0;

  /** Each writer owns its streams: every stream's events arrive in order whatever the interleaving. */
  const escribir = async (escritores: number, streamsPorEscritor: number, prefijo: string) => {
    await Promise.all(
      Array.from({ length: escritores }, async (_, w) => {
        for (let s = 0; s < streamsPorEscritor; s++) {
          const id = `${prefijo}-${w}-${s}`;
          await store.anexar([{ streamId: id, versionEsperada: 0, eventos: [{ tipo: 'Abierto', datos: { n: n++ } }] }], meta);
          await store.anexar(
            [
              {
                streamId: id,
                versionEsperada: 1,
                eventos: [
                  { tipo: 'Anotado', datos: { n: n++ } },
                  { tipo: 'Anotado', datos: { n: n++ } },
                ],
              },
            ],
            meta,
          );
          if (s > 0) {
            // Two streams in one transaction.
            const anterior = `${prefijo}-${w}-${s - 1}`;
            const cambios: CambioDeStream[] = [
              { streamId: id, versionEsperada: 3, eventos: [{ tipo: 'Cerrado', datos: { n: n++ } }] },
              { streamId: anterior, versionEsperada: 'cualquiera', eventos: [{ tipo: 'Anotado', datos: { n: n++ } }] },
            ];
            await store.anexar(cambios, meta);
          }
        }
      }),
    );
  };

  beforeAll(async () => {
    base = await abrirBaseDePrueba(motor);
    await base.db.execute(
      sql`create table resumen_streams (stream_id text primary key, eventos int not null, ultima_version int not null, tipos text not null)`,
    );
    await base.db.execute(
      sql`create table linea_eventos (posicion bigint primary key, stream_id text not null, version int not null, tipo text not null, n int not null, veces int not null)`,
    );
    store = new PostgresEventStore(base.db);
    proyecciones = new Proyecciones(base.db, store, [resumen, linea]);
    proyecciones.conectarEnLinea();
  });

  afterAll(async () => {
    await proyecciones?.detener();
    await base?.cerrar();
  });

  it('deja las mismas tablas que la proyección evento a evento y el checkpoint al final', async () => {
    proyecciones.iniciar(20);
    await escribir(4, 8, 'r');
    await proyecciones.detener();
    await alDia(proyecciones, base.db);

    const antes = await fotografia(base.db);
    const total = await contarEventos(base.db);
    expect(antes.resumen).toHaveLength(32);
    expect(antes.linea.length).toBeGreaterThan(0);
    expect(antes.linea.every((f) => Number((f as { veces: number }).veces) === 1)).toBe(true);
    expect(await checkpoint(base.db)).toEqual(await ultimoEvento(base.db));

    expect(await proyecciones.reconstruir()).toBe(total);

    const despues = await fotografia(base.db);
    expect(despues).toEqual(antes);
    expect(await checkpoint(base.db)).toEqual(await ultimoEvento(base.db));

    // The checkpoint is set: the runner finds nothing new, and the tables stay as they are.
    expect(await proyecciones.procesarUnaVez()).toBe(0);
    expect(await fotografia(base.db)).toEqual(antes);

    // New events after the rebuild are applied once, by both kinds of projector.
    await escribir(2, 2, 'r2');
    await alDia(proyecciones, base.db);
    const luego = await fotografia(base.db);
    expect(luego.resumen).toHaveLength(36);
    expect(luego.linea.length).toBeGreaterThan(antes.linea.length);
    expect(luego.linea.every((f) => Number((f as { veces: number }).veces) === 1)).toBe(true);

    // And a second rebuild agrees with that.
    expect(await proyecciones.reconstruir()).toBe(await contarEventos(base.db));
    expect(await fotografia(base.db)).toEqual(luego);
  });

  it('los anexos que llegan durante la reconstrucción esperan y se proyectan una sola vez', async () => {
    await alDia(proyecciones, base.db);
    const reconstruccion = proyecciones.reconstruir();
    const escritura = escribir(4, 3, 'r3');
    const [replayed] = await Promise.all([reconstruccion, escritura]);
    expect(replayed).toBeGreaterThan(0);
    await alDia(proyecciones, base.db);

    const final = await fotografia(base.db);
    expect(final.linea.every((f) => Number((f as { veces: number }).veces) === 1)).toBe(true);
    const esperadas = Number((await filas<{ n: string | number }>(base.db, sql`select count(*) as n from eventos where tipo in ('Anotado', 'Cerrado')`))[0].n);
    expect(final.linea).toHaveLength(esperadas);
    expect(await checkpoint(base.db)).toEqual(await ultimoEvento(base.db));

    // The incremental result is exactly what a rebuild from scratch gives.
    await proyecciones.reconstruir();
    expect(await fotografia(base.db)).toEqual(final);
  });
});
