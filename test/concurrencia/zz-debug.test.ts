import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { Proyecciones } from '@avanti/projections/runner/proyecciones';
import type { Proyector } from '@avanti/projections/runner/proyector';
import { abrirBaseDePrueba } from '../support/bases-de-datos.js';
import { writeFileSync } from 'node:fs';

const meta: MetadataEvento = { usuarioId: 'u1', usuario: 'admin', rol: 1, sede: 's1', correlacionId: 'c1', causacionId: null, ip: null, fecha: '2026-11-22T10:00:00.000Z', versionEsquema: 1 };
const motor = (process.env.MOTOR ?? 'pglite') as 'pglite' | 'postgres';
it('debug', async () => {
  const base = await abrirBaseDePrueba(motor, 24);
  await base.db.execute(sql`create table proyectados (posicion bigint primary key, stream_id text not null, veces int not null)`);
  const store = new PostgresEventStore(base.db);
  store.registrarEnLinea({ tipos: new Set(['Lento']), aplicar: async (tx) => { await tx.execute(sql`select pg_sleep(0.005)`); } });
  const log: string[] = [];
  const p: Proyector = { nombre: 'x', modo: 'asincrono', tablas: ['proyectados'], tipos: new Set(['Creado', 'Lento']),
    aplicar: async (tx, e) => { log.push(`${e.transaccion}/${e.posicion}`); await tx.execute(sql`insert into proyectados values (${e.posicion}, ${e.streamId}, 1) on conflict (posicion) do update set veces = proyectados.veces + 1`); } };
  const pr = new Proyecciones(base.db, store, [p]);
  const orig = store.leerDesde.bind(store);
  (store as any).leerDesde = async (d: any, l: number, db: any) => {
    const [snap] = await filas<any>(db, sql`select pg_current_snapshot()::text as s, pg_current_xact_id_if_assigned()::text as yo`);
    const r = await orig(d, l, db);
    log.push(`LEER desde ${d.transaccion}/${d.posicion} snap=${snap.s} yo=${snap.yo} -> ${r.length} ${r.length ? r[0].transaccion + '/' + r[0].posicion + '..' + r[r.length - 1].transaccion + '/' + r[r.length - 1].posicion : ''}`);
    return r;
  };
  pr.iniciar(20);
  await Promise.all(Array.from({ length: 20 }, async (_, w) => {
    for (let i = 0; i < 50; i++) await store.anexar([{ streamId: `s${w}-${i}`, versionEsperada: 0, eventos: [{ tipo: i % 3 ? 'Creado' : 'Lento', datos: {} }] }], meta);
  }));
  await new Promise((r) => setTimeout(r, 1500));
  await pr.detener();
  const res = await filas<any>(base.db, sql`select (select count(*) from eventos) e, (select count(*) from proyectados) p, (select count(*) from proyectados where veces>1) r`);
  writeFileSync(`/tmp/dbg/log-${motor}.txt`, JSON.stringify(res) + '\n' + log.join('\n'));
  await base.cerrar();
  expect(res[0]).toEqual({ e: 1000, p: 1000, r: 0 });
});
