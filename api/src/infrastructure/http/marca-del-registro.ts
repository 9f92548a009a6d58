import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { filas, type BaseDeDatos, type Db } from '@avanti/libs/database/conexion';
import type { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { FILA_RECONSTRUCCIONES } from '@avanti/libs/proyecciones/runner/reconstruccion';
import { BASE_DE_DATOS, DB, EVENT_STORE } from '../tokens.js';

/** Where the event log stands: its last committed event, and whether no older transaction was still open. */
export interface Marca {
  valor: string;
  estable: boolean;
}

const EN_LA_PETICION = Symbol('marcaDelRegistro');

/**
 * The mark that tells whether what was read from inline read models still holds (decision 0023). Every answer
 * comes from a query sent after the call began, so a caller sees at least every commit that preceded it. Callers
 * that arrive while a query is out wait together for the next one: one round trip serves them all.
 */
@Injectable()
export class MarcaDelRegistro {
  private enVuelo: Promise<Marca> | null = null;
  private siguiente: Promise<Marca> | null = null;
  /**
   * Embedded, this process's store is the only writer and PGlite runs one transaction at a time: the commits
   * it announced are the mark, with no query (each one would run on the api's own thread).
   */
  private readonly confirmadas: { n: number } | null;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(BASE_DE_DATOS) base: BaseDeDatos,
    @Inject(EVENT_STORE) store: PostgresEventStore,
  ) {
    this.confirmadas = base.motor === 'pglite' ? { n: 0 } : null;
    if (this.confirmadas) {
      const contador = this.confirmadas;
      store.alConfirmar(() => void contador.n++);
    }
  }

  /** Read once per request: the sign-in check and the listing share it. */
  deLaPeticion(peticion: object): Promise<Marca> {
    const conMarca = peticion as { [EN_LA_PETICION]?: Promise<Marca> };
    return (conMarca[EN_LA_PETICION] ??= this.actual());
  }

  actual(): Promise<Marca> {
    if (this.confirmadas) return Promise.resolve({ valor: `c${this.confirmadas.n}`, estable: true });
    if (!this.enVuelo) return this.lanzar();
    this.siguiente ??= this.enVuelo
      .catch(() => undefined)
      .then(() => {
        this.siguiente = null;
        return this.lanzar();
      });
    return this.siguiente;
  }

  private lanzar(): Promise<Marca> {
    const consulta = this.leer().finally(() => {
      if (this.enVuelo === consulta) this.enVuelo = null;
    });
    this.enVuelo = consulta;
    return consulta;
  }

  private async leer(): Promise<Marca> {
    const [f] = await filas<{ valor: string | null; estable: boolean | null }>(
      this.db,
      // Beside the last event, how many rebuilds have switched tables (decision 0045): a switch changes rows without an event.
      sql`select coalesce(u.transaccion::text || '/' || u.posicion, '') || coalesce('/r' || (select posicion from checkpoints where proyector = ${FILA_RECONSTRUCCIONES}), '') as valor,
            u.transaccion < pg_snapshot_xmin(pg_current_snapshot()) as estable
          from (select 1) as uno
          left join lateral (select transaccion, posicion from eventos order by transaccion desc, posicion desc limit 1) as u on true`,
    );
    return { valor: f?.valor ?? '', estable: f?.estable ?? true };
  }
}
