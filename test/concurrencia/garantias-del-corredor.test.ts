import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import type { Proyector } from '@avanti/libs/projections/proyector';
import { abrirBaseDePrueba, postgresDisponible, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * Guarantees that only show with real concurrent connections, so on the PostgreSQL server (required
 * in CI): two projection processes at once apply each event exactly once (the checkpoint row taken
 * `for update`), and a rebuild under concurrent appends, with an asynchronous projector that takes no
 * lock of its own, loses nothing and repeats nothing (the rebuild's `lock table eventos in share mode`).
 */

const meta = metadataDePrueba;
const servidor = (await postgresDisponible()) ? describe : describe.skip;

/** One row per event, counting how many times it was applied; takes no lock beyond its own rows. */
const proyectorDeConteo = (nombre: string, tabla: string): Proyector<string> => ({
  nombre,
  modo: 'asincrono',
  tablas: [pgTable(tabla, {})],
  tipos: ['Anotado', 'Lento'],
  aplicar: async (tx, e) => {
    await tx.execute(
      sql.raw(`insert into ${tabla} (posicion, veces) values (${e.posicion}, 1) on conflict (posicion) do update set veces = ${tabla}.veces + 1`),
    );
  },
});

async function resumen(db: Db, tabla: string) {
  const [f] = await filas<Record<string, string | number>>(
    db,
    sql.raw(`select (select count(*) from eventos where tipo in ('Anotado', 'Lento')) as eventos,
                    (select count(*) from eventos e where e.tipo in ('Anotado', 'Lento') and not exists (select 1 from ${tabla} p where p.posicion = e.posicion)) as faltan,
                    (select count(*) from ${tabla} where veces <> 1) as repetidos`),
  );
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Number(v)]));
}

async function alDia(proyecciones: Proyecciones, db: Db, nombre: string): Promise<void> {
  const limite = Date.now() + 30_000;
  for (;;) {
    await proyecciones.ponerAlDia();
    const [c] = await filas<{ t: string; p: string | number }>(
      db,
      sql`select transaccion::text as t, posicion as p from checkpoints where proyector = ${nombre}`,
    );
    const [u] = await filas<{ t: string; p: string | number }>(
      db,
      sql`select transaccion::text as t, posicion as p from eventos order by eventos.transaccion desc, eventos.posicion desc limit 1`,
    );
    if (c && u && c.t === u.t && Number(c.p) === Number(u.p)) return;
    if (Date.now() > limite) throw new Error('el proyector no alcanzó el último evento');
    await new Promise((r) => setTimeout(r, 20));
  }
}

servidor('garantías del corredor de proyecciones en postgres', () => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;

  /** `escritores` writers, each appending `anexos` events; one in three holds its transaction open 20 ms. */
  const escribir = (escritores: number, anexos: number, prefijo: string) =>
    Promise.all(
      Array.from({ length: escritores }, async (_, w) => {
        for (let i = 0; i < anexos; i++) {
          const tipo = i % 3 === 0 ? 'Lento' : 'Anotado';
          await store.anexar([{ streamId: `${prefijo}-${w}-${i}`, versionEsperada: 0, eventos: [{ tipo, datos: { w, i } }] }], meta);
        }
      }),
    );

  beforeAll(async () => {
    base = await abrirBaseDePrueba('postgres', 40);
    await base.db.execute(sql`create table dos_corredores (posicion bigint primary key, veces int not null)`);
    await base.db.execute(sql`create table reconstruida (posicion bigint primary key, veces int not null)`);
    store = new PostgresEventStore(base.db);
    // The append's transaction stays open a moment after taking its xid (a slow command).
    store.registrarEnLinea({ tipos: new Set(['Lento']), aplicar: async (tx) => void (await tx.execute(sql`select pg_sleep(0.02)`)) });
  });
  afterAll(() => base?.cerrar());

  it('dos corredores a la vez aplican cada evento exactamente una vez', async () => {
    const proyector = proyectorDeConteo('dos-corredores', 'dos_corredores');
    // Two runners as two processes would be: separate loops over the same database, small batches.
    const a = new Proyecciones(base.db, store, [proyector], { lote: 7 });
    const b = new Proyecciones(base.db, store, [proyector], { lote: 7 });
    a.iniciar(1);
    b.iniciar(1);
    try {
      await escribir(12, 40, 'dos');
    } finally {
      await alDia(a, base.db, proyector.nombre).finally(() => Promise.all([a.detener(), b.detener()]));
    }
    await alDia(b, base.db, proyector.nombre);
    expect(await resumen(base.db, 'dos_corredores')).toEqual({ eventos: 12 * 40, faltan: 0, repetidos: 0 });
  });

  it('una reconstrucción con anexos concurrentes no pierde ni repite eventos de un proyector sin bloqueos propios', async () => {
    const proyector = proyectorDeConteo('reconstruida', 'reconstruida');
    const proyecciones = new Proyecciones(base.db, store, [proyector]);
    await escribir(4, 50, 'previo');
    await alDia(proyecciones, base.db, proyector.nombre);
    // Rebuilds run while writers keep appending (slow transactions among them), every one of them
    // overlapping the writes; the runner catches up after.
    let escribiendo = true;
    const escritura = Promise.all(
      Array.from({ length: 12 }, async (_, w) => {
        for (let i = 0; escribiendo; i++) {
          const tipo = i % 3 === 0 ? 'Lento' : 'Anotado';
          await store.anexar([{ streamId: `durante-${w}-${i}`, versionEsperada: 0, eventos: [{ tipo, datos: { w, i } }] }], meta);
          // A busy clinic's pace, not a tight loop: the rebuild no longer stops writers, and it replays the whole
          // log each time, so writers appending as fast as the database takes them would outgrow every replay.
          await new Promise((r) => setTimeout(r, 5));
        }
      }),
    );
    try {
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 20));
        await proyecciones.reconstruir();
      }
    } finally {
      escribiendo = false;
      await escritura;
    }
    await alDia(proyecciones, base.db, proyector.nombre);
    const total = Number((await filas<{ n: string }>(base.db, sql`select count(*) as n from eventos where tipo in ('Anotado', 'Lento')`))[0].n);
    expect(await resumen(base.db, 'reconstruida')).toEqual({ eventos: total, faltan: 0, repetidos: 0 });
  }, 180_000);
});
