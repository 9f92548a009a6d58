import { Inject, Injectable } from '@nestjs/common';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { filas, type BaseDeDatos, type Db } from '@avanti/libs/database/conexion';
import type { EventoAlmacenado } from '@avanti/libs/eventstore/tipos';
import type { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { FILA_RECONSTRUCCIONES } from '@avanti/libs/projections/reconstruccion';
import { tablasPorTipo, tiposQueEscriben } from '@avanti/libs/projections/tipos-por-tabla';
import { BASE_DE_DATOS, DB, EVENT_STORE } from '../tokens.js';

/** Where the event log stands for some tables: their last committed event, and whether no older transaction was still open. */
export interface Marca {
  valor: string;
  estable: boolean;
}

const EN_LA_PETICION = Symbol('marcaDelRegistro');
const TODAS_LAS_TABLAS = '*';

interface Consulta {
  tipos: string[] | null;
  enVuelo: Promise<Marca> | null;
  siguiente: Promise<Marca> | null;
}

/** Embedded: what each commit touched, counted per table; `epoca` moves when read models changed without an event. */
class ConteoEmbebido {
  epoca = 0;
  total = 0;
  private readonly porTabla = new Map<string, number>();
  private readonly tablasDelTipo = tablasPorTipo();

  alConfirmar(eventos?: readonly EventoAlmacenado[]) {
    this.total++;
    if (!eventos) {
      this.epoca++;
      return;
    }
    for (const e of eventos) for (const t of this.tablasDelTipo.get(e.tipo) ?? []) this.porTabla.set(t, (this.porTabla.get(t) ?? 0) + 1);
  }

  marca(nombres: string[] | null): Marca {
    const valor = nombres ? `e${this.epoca}:${nombres.map((n) => this.porTabla.get(n) ?? 0).join('.')}` : `c${this.total}`;
    return { valor, estable: true };
  }
}

/**
 * The mark that tells whether what was read from inline read models still holds (decisions 0023 and 0053). Given
 * the tables a read touches, only events whose projectors write them move it: booking a session does not retire
 * the patient list. Every answer comes from a query sent after the call began, so a caller sees at least every
 * commit that preceded it. Callers that arrive while a query for the same tables is out wait together for the
 * next one: one round trip serves them all.
 */
@Injectable()
export class MarcaDelRegistro {
  private readonly consultas = new Map<string, Consulta>();
  /**
   * Embedded, this process's store is the only writer and PGlite runs one transaction at a time: the commits
   * it announced are the mark, with no query (each one would run on the api's own thread).
   */
  private readonly embebido: ConteoEmbebido | null;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BASE_DE_DATOS) base: BaseDeDatos,
    @Inject(EVENT_STORE) store: PostgresEventStore,
  ) {
    this.embebido = base.motor === 'pglite' ? new ConteoEmbebido() : null;
    if (this.embebido) {
      const conteo = this.embebido;
      store.alConfirmar((eventos) => conteo.alConfirmar(eventos));
    }
  }

  /** Read once per request and set of tables: the sign-in check and the listing each read theirs once. */
  deLaPeticion(peticion: object, tablas?: readonly PgTable[]): Promise<Marca> {
    const conMarca = peticion as { [EN_LA_PETICION]?: Map<string, Promise<Marca>> };
    const memo = (conMarca[EN_LA_PETICION] ??= new Map());
    const clave = claveDe(tablas);
    let marca = memo.get(clave);
    if (!marca) {
      marca = this.actual(tablas);
      memo.set(clave, marca);
    }
    return marca;
  }

  /** Without tables, the whole log: any event moves it. */
  actual(tablas?: readonly PgTable[]): Promise<Marca> {
    const clave = claveDe(tablas);
    if (this.embebido) return Promise.resolve(this.embebido.marca(clave === TODAS_LAS_TABLAS ? null : clave.split(',')));
    let consulta = this.consultas.get(clave);
    if (!consulta) {
      consulta = { tipos: tablas ? tiposQueEscriben(tablas) : null, enVuelo: null, siguiente: null };
      this.consultas.set(clave, consulta);
    }
    const c = consulta;
    if (!c.enVuelo) return this.lanzar(c);
    c.siguiente ??= c.enVuelo
      .catch(() => undefined)
      .then(() => {
        c.siguiente = null;
        return this.lanzar(c);
      });
    return c.siguiente;
  }

  private lanzar(c: Consulta): Promise<Marca> {
    const consulta = this.leer(c.tipos).finally(() => {
      if (c.enVuelo === consulta) c.enVuelo = null;
    });
    c.enVuelo = consulta;
    return consulta;
  }

  private async leer(tipos: string[] | null): Promise<Marca> {
    if (tipos) {
      // The product appends with registrado_en = now(), so the newest event of these types is in this year's partition
      // whenever that one holds any: the query plans three partitions, not one per year (issue 29: on ten years the
      // full one took ~100 ms, as the planner walked the first year's partition for types it does not hold). Real time,
      // not the app's clock: it must match the database's now(). Nothing this year yet: every partition.
      const inicioDelAnio = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)).toISOString();
      const reciente = await this.leerCon(this.ultimoDe(tipos, sql`and eventos.registrado_en >= ${inicioDelAnio}::timestamptz`));
      if (reciente.valor && !reciente.valor.startsWith('/')) return reciente;
      return this.leerCon(this.ultimoDe(tipos, sql``));
    }
    return this.leerCon(sql`select transaccion, posicion from eventos order by transaccion desc, posicion desc limit 1`);
  }

  /** The last event of these types: one backward step of the (tipo, transaccion, posicion) index per type. */
  private ultimoDe(tipos: string[], desde: SQL): SQL {
    return sql`select e.transaccion, e.posicion from unnest(${sql.param(tipos)}::text[]) as t(tipo)
              cross join lateral (select transaccion, posicion from eventos where eventos.tipo = t.tipo ${desde}
                                  order by eventos.transaccion desc, eventos.posicion desc limit 1) as e
            order by e.transaccion desc, e.posicion desc limit 1`;
  }

  private async leerCon(ultimo: SQL): Promise<Marca> {
    const [f] = await filas<{ valor: string | null; estable: boolean | null }>(
      this.db,
      // Beside the last event, how many rebuilds have switched tables (decision 0045): a switch changes rows without an event.
      sql`select coalesce(u.transaccion::text || '/' || u.posicion, '') || coalesce('/r' || (select posicion from checkpoints where proyector = ${FILA_RECONSTRUCCIONES}), '') as valor,
            u.transaccion < pg_snapshot_xmin(pg_current_snapshot()) as estable
          from (select 1) as uno
          left join lateral (${ultimo}) as u on true`,
    );
    return { valor: f?.valor ?? '', estable: f?.estable ?? true };
  }
}

function claveDe(tablas?: readonly PgTable[]): string {
  return tablas ? [...new Set(tablas.map((t) => getTableName(t)))].sort().join(',') : TODAS_LAS_TABLAS;
}
