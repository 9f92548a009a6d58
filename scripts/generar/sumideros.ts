import { sql } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Lote, Sumidero } from './mundo.js';

/** Through the product's event store: each decision one append (optimistic versions checked, inline projections in its transaction). */
export const porElAlmacen =
  (store: EventStore): Sumidero =>
  async (lote) => {
    await store.anexar(lote.cambios, lote.metadata);
  };

/**
 * Straight into the events table in multi-row inserts of `tamano` rows (one statement and one transaction each):
 * the row the store would write (stream, version = expected + n, type, data, metadata with the event's schema
 * version), dated by the decision's instant, and each stream's last version in `streams`. Versions come from the
 * generator, which knows every stream it writes.
 */
export function enBloque(db: Db, tamano = 4_000): Sumidero & { vaciar(): Promise<void> } {
  let filas: { s: string; v: number; t: string; d: unknown; m: unknown; r: string }[] = [];
  const vaciar = async () => {
    if (!filas.length) return;
    const json = JSON.stringify(filas);
    filas = [];
    // One statement: the events and their streams' last versions (the row the store checks, decision 0049).
    await db.execute(sql`with v as (select * from jsonb_to_recordset(${json}::jsonb) as v(s text, v int, t text, d jsonb, m jsonb, r timestamptz)),
        e as (insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en) select v.s, v.v, v.t, v.d, v.m, v.r from v)
      insert into streams as st (stream_id, version) select v.s, max(v.v) from v group by v.s
      on conflict (stream_id) do update set version = greatest(st.version, excluded.version)`);
  };
  const sumidero = async (lote: Lote) => {
    for (const c of lote.cambios) {
      if (c.versionEsperada === 'cualquiera') throw new Error(`versión desconocida para ${c.streamId}`);
      c.eventos.forEach((e, i) => {
        filas.push({
          s: c.streamId,
          v: (c.versionEsperada as number) + i + 1,
          t: e.tipo,
          d: e.datos ?? {},
          m: { ...lote.metadata, versionEsquema: e.versionEsquema ?? lote.metadata.versionEsquema ?? 1 },
          r: lote.metadata.fecha,
        });
      });
    }
    if (filas.length >= tamano) await vaciar();
  };
  return Object.assign(sumidero, { vaciar });
}
