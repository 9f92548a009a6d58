import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { ConflictoDeVersion, type CambioDeStream, type EventoAlmacenado } from '@avanti/libs/eventstore/tipos';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import type { Proyector } from '@avanti/libs/projections/proyector';
import { abrirBaseDePrueba, motoresDisponibles, soloEn, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * The proof that the asynchronous reader never skips an event: many writers append concurrently
 * (single events, several streams at once, transactions that stay open a few milliseconds after
 * taking their sequence numbers, transactions rolled back) while the runner follows the log. At the
 * end every event must have been applied exactly once.
 */

const meta = metadataDePrueba;

const ESCRITORES = 20;
const ANEXOS_POR_ESCRITOR = 50;

const motores = await motoresDisponibles();

/** A small deterministic generator, so a failure can be replayed. */
function aleatorio(semilla: number): () => number {
  let s = semilla >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const contar = async (db: Db, tabla: string) => Number((await filas<{ n: string | number }>(db, sql.raw(`select count(*) as n from ${tabla}`)))[0].n);

describe.each(motores)('proyector asíncrono con escritores concurrentes en %s', (motor) => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;
  let proyecciones: Proyecciones;
  let soltar: () => void = () => undefined;
  let retencion: Promise<void> = Promise.resolve();

  const proyector: Proyector<string> = {
    nombre: 'prueba-concurrente',
    modo: 'asincrono',
    tablas: [pgTable('proyectados', {})],
    tipos: ['Creado', 'Seguido', 'Lento', 'Multi', 'Retenido'],
    aplicar: async (tx, e) => {
      await tx.execute(
        sql`insert into proyectados (posicion, stream_id, veces) values (${e.posicion}, ${e.streamId}, 1)
            on conflict (posicion) do update set veces = proyectados.veces + 1`,
      );
    },
  };

  beforeAll(async () => {
    // 20 writers plus the runner: every writer holds a connection of its own on the server.
    base = await abrirBaseDePrueba(motor, ESCRITORES + 4);
    await base.db.execute(sql`create table proyectados (posicion bigint primary key, stream_id text not null, veces int not null)`);
    store = new PostgresEventStore(base.db);
    // Holds the append's transaction open after it took its sequence numbers: later numbers commit first.
    store.registrarEnLinea({
      tipos: new Set(['Lento']),
      aplicar: async (tx) => {
        await tx.execute(sql`select pg_sleep(0.005)`);
      },
    });
    // Same, then fails: the transaction rolls back after its sequence numbers were taken.
    store.registrarEnLinea({
      tipos: new Set(['Fallido']),
      aplicar: async (tx) => {
        await tx.execute(sql`select pg_sleep(0.005)`);
        throw new Error('fallo provocado');
      },
    });
    // Holds the append's transaction open until the test lets it go.
    store.registrarEnLinea({
      tipos: new Set(['Retenido']),
      aplicar: async () => {
        await retencion;
      },
    });
    proyecciones = new Proyecciones(base.db, store, [proyector]);
  });

  afterAll(async () => {
    soltar();
    await proyecciones?.detener();
    await base?.cerrar();
  });

  it('aplica cada evento exactamente una vez aunque las confirmaciones lleguen fuera de orden', async () => {
    proyecciones.iniciar(20);
    let rechazados = 0;
    let anexados = 0;

    const escritor = async (w: number) => {
      const azar = aleatorio(1000 + w);
      const propios = new Map<string, number>(); // stream -> version
      let nuevos = 0;
      const nuevo = () => `c${w}-${nuevos++}`;
      const unoPropio = () => {
        const ids = [...propios.keys()];
        return ids[Math.floor(azar() * ids.length)];
      };
      for (let i = 0; i < ANEXOS_POR_ESCRITOR; i++) {
        const r = azar();
        const evento = (tipo: string) => ({ tipo, datos: { w, i } });
        if (propios.size === 0 || r < 0.25) {
          const id = nuevo();
          await store.anexar([{ streamId: id, versionEsperada: 0, eventos: [evento('Creado')] }], meta);
          propios.set(id, 1);
          anexados += 1;
        } else if (r < 0.6) {
          const id = unoPropio();
          const v = propios.get(id)!;
          await store.anexar([{ streamId: id, versionEsperada: v, eventos: [evento('Seguido')] }], meta);
          propios.set(id, v + 1);
          anexados += 1;
        } else if (r < 0.75) {
          // Several streams in one transaction, one of them new.
          const id = unoPropio();
          const v = propios.get(id)!;
          const otro = nuevo();
          const cambios: CambioDeStream[] = [
            { streamId: id, versionEsperada: v, eventos: [evento('Multi'), evento('Multi')] },
            { streamId: otro, versionEsperada: 0, eventos: [evento('Multi')] },
          ];
          await store.anexar(cambios, meta);
          propios.set(id, v + 2);
          propios.set(otro, 1);
          anexados += 3;
        } else if (r < 0.93) {
          const id = unoPropio();
          const v = propios.get(id)!;
          await store.anexar([{ streamId: id, versionEsperada: v, eventos: [evento('Lento')] }], meta);
          propios.set(id, v + 1);
          anexados += 1;
        } else if (r < 0.97) {
          // A slow transaction that takes sequence numbers and then rolls back: a gap in the positions.
          const id = unoPropio();
          await expect(store.anexar([{ streamId: id, versionEsperada: propios.get(id)!, eventos: [evento('Fallido')] }], meta)).rejects.toThrow(
            'fallo provocado',
          );
          rechazados++;
        } else {
          // A conflict inside a multi-stream append (a stale version): the first stream's insert is rolled back too.
          const id = unoPropio();
          const v = propios.get(id)!;
          await expect(
            store.anexar(
              [
                { streamId: nuevo(), versionEsperada: 0, eventos: [evento('Multi')] },
                { streamId: id, versionEsperada: v - 1, eventos: [evento('Multi')] },
              ],
              meta,
            ),
          ).rejects.toBeInstanceOf(ConflictoDeVersion);
          rechazados++;
        }
      }
    };

    await Promise.all(Array.from({ length: ESCRITORES }, (_, w) => escritor(w)));
    const total = await contar(base.db, 'eventos');
    expect(total).toBe(anexados);
    expect(rechazados).toBeGreaterThan(0);

    // The running loop itself must catch up (an event skipped would stay missing: its checkpoint moved past it).
    const limite = Date.now() + 30_000;
    while ((await contar(base.db, 'proyectados')) < total && Date.now() < limite) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await proyecciones.detener();
    expect(await proyecciones.procesarUnaVez()).toBe(0);

    const resumen = await filas<{ eventos: string; proyectados: string; faltan: string; sobran: string; repetidos: string }>(
      base.db,
      sql`select (select count(*) from eventos) as eventos,
                 (select count(*) from proyectados) as proyectados,
                 (select count(*) from eventos e where not exists (select 1 from proyectados p where p.posicion = e.posicion)) as faltan,
                 (select count(*) from proyectados p where not exists (select 1 from eventos e where e.posicion = p.posicion)) as sobran,
                 (select count(*) from proyectados where veces <> 1) as repetidos`,
    );
    const cuentas = Object.fromEntries(Object.entries(resumen[0]).map(([k, v]) => [k, Number(v)]));
    expect(cuentas).toEqual({ eventos: total, proyectados: total, faltan: 0, sobran: 0, repetidos: 0 });

    // The checkpoint sits on the last event in commit order.
    const [ultimo] = await filas<{ transaccion: string; posicion: string | number }>(
      base.db,
      sql`select transaccion::text as transaccion, posicion from eventos order by eventos.transaccion desc, eventos.posicion desc limit 1`,
    );
    const [checkpoint] = await filas<{ transaccion: string; posicion: string | number }>(
      base.db,
      sql`select transaccion::text as transaccion, posicion from checkpoints where proyector = ${proyector.nombre}`,
    );
    expect({ t: checkpoint.transaccion, p: Number(checkpoint.posicion) }).toEqual({ t: ultimo.transaccion, p: Number(ultimo.posicion) });

    if (motor === 'postgres') {
      // With a pool of real connections the commits really came out of sequence order.
      const [fuera] = await filas<{ n: string }>(
        base.db,
        sql`select count(*) as n from (
              select posicion, transaccion, lag(transaccion) over (order by posicion) as anterior from eventos
            ) x where transaccion < anterior`,
      );
      expect(Number(fuera.n)).toBeGreaterThan(0);
    }
  });

  it('dos anexos con la misma versión esperada: uno gana, el otro recibe ConflictoDeVersion', async () => {
    const solo = await store.anexar([{ streamId: 'solo-1', versionEsperada: 0, eventos: [{ tipo: 'Creado', datos: { n: 1.5, s: 'ñ' } }] }], meta);
    expect(await store.leerStream('solo-1')).toEqual(solo);
    for (let ronda = 0; ronda < 10; ronda++) {
      const id = `disputa-${ronda}`;
      // versionEsperada 0 on even rounds (both create the stream), N on odd ones (both continue it).
      const esperada = ronda % 2 === 0 ? 0 : 2;
      if (esperada > 0) {
        const previos = await store.anexar(
          [
            {
              streamId: id,
              versionEsperada: 0,
              eventos: [
                { tipo: 'Creado', datos: { a: [1, 'x'] } },
                { tipo: 'Seguido', datos: { b: null } },
              ],
            },
          ],
          meta,
        );
        expect(await store.leerStream(id)).toEqual(previos);
      }
      // 'Lento' keeps the first transaction open while the second one tries: a real race on the server.
      const intentos = await Promise.allSettled(
        ['A', 'B'].map((quien) => store.anexar([{ streamId: id, versionEsperada: esperada, eventos: [{ tipo: 'Lento', datos: { quien } }] }], meta)),
      );
      const ganadores = intentos.filter((r) => r.status === 'fulfilled');
      const perdedores = intentos.filter((r) => r.status === 'rejected');
      expect(ganadores).toHaveLength(1);
      expect(perdedores).toHaveLength(1);
      expect((perdedores[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictoDeVersion);

      const stream = await store.leerStream(id);
      expect(stream.map((e) => e.version)).toEqual(Array.from({ length: esperada + 1 }, (_, i) => i + 1));
      const ganador = (ganadores[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof store.anexar>>>).value[0];
      // What anexar handed back is exactly what the log holds.
      expect(stream[esperada]).toEqual(ganador);
    }
  });

  // A server only: PGlite runs one transaction at a time, so the second append would wait for the first.
  soloEn(motor, 'postgres')('no pasa de una transacción abierta con una posición menor que ya se confirmó después', async () => {
    await proyecciones.ponerAlDia();
    retencion = new Promise((r) => (soltar = r));
    // The first append takes its position and stays open; the second takes a higher one and commits.
    const retenido = store.anexar([{ streamId: 'orden-1', versionEsperada: 0, eventos: [{ tipo: 'Retenido', datos: {} }] }], meta);
    let despues: EventoAlmacenado;
    try {
      // Wait until it sits inside the inline projection: its connection is then idle in transaction.
      let abierta = false;
      for (let i = 0; i < 300 && !abierta; i++) {
        await new Promise((r) => setTimeout(r, 10));
        const [f] = await filas<{ n: string | number }>(
          base.db,
          sql`select count(*) as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`,
        );
        abierta = Number(f.n) > 0;
      }
      expect(abierta).toBe(true);
      [despues] = await store.anexar([{ streamId: 'orden-2', versionEsperada: 0, eventos: [{ tipo: 'Seguido', datos: {} }] }], meta);

      // The later event is committed and visible, but the reader must not move past the open transaction.
      expect(await proyecciones.procesarUnaVez()).toBe(0);
      const [visto] = await filas<{ n: string | number }>(base.db, sql`select count(*) as n from proyectados where posicion = ${despues.posicion}`);
      expect(Number(visto.n)).toBe(0);
    } finally {
      soltar();
    }
    const [antes] = await retenido;
    expect(antes.posicion).toBeLessThan(despues.posicion);
    expect(BigInt(antes.transaccion)).toBeLessThan(BigInt(despues.transaccion));
    // On a shared server another database's open transaction may hold the horizon back a moment longer.
    let aplicados: Array<{ posicion: string | number; veces: number }> = [];
    for (let i = 0; i < 1500 && aplicados.length < 2; i++) {
      await proyecciones.ponerAlDia();
      aplicados = await filas(
        base.db,
        sql`select posicion, veces from proyectados where posicion in (${antes.posicion}, ${despues.posicion}) order by posicion`,
      );
      if (aplicados.length < 2) await new Promise((r) => setTimeout(r, 20));
    }
    expect(aplicados.map((f) => [Number(f.posicion), Number(f.veces)])).toEqual([
      [antes.posicion, 1],
      [despues.posicion, 1],
    ]);
  });
  // A server only: on PGlite no other transaction can be open while the test appends.
  soloEn(motor, 'postgres')('ponerAlDia espera lo ya confirmado aunque una transacción anterior retenga el horizonte', async () => {
    await proyecciones.ponerAlDia();
    let liberar: () => void = () => undefined;
    const abierta = base.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      await new Promise<void>((r) => (liberar = r));
    });
    try {
      await new Promise((r) => setTimeout(r, 50));
      const [evento] = await store.anexar([{ streamId: 'horizonte-1', versionEsperada: 0, eventos: [{ tipo: 'Creado', datos: {} }] }], meta);
      setTimeout(() => liberar(), 300);
      await proyecciones.ponerAlDia();
      const [visto] = await filas<{ n: string | number }>(base.db, sql`select count(*) as n from proyectados where posicion = ${evento.posicion}`);
      expect(Number(visto.n)).toBe(1);
    } finally {
      liberar();
      await abierta;
    }
  });
});
