import { sql } from 'drizzle-orm';
import { filas, type Db } from '../../database/conexion.js';
import type { PostgresEventStore } from '../../eventstore/postgres-event-store.js';
import { CHECKPOINT_INICIAL, type Checkpoint, type EventoAlmacenado } from '../../eventstore/tipos.js';
import type { Proyector } from './proyector.js';

const LOTE = 500;

/**
 * One runner for every projector: inline ones are registered with the event store and write in the
 * append's transaction; asynchronous ones follow the log behind a checkpoint stored in the same
 * transaction as their writes, so each event is applied exactly once even with several processes.
 */
export class Proyecciones {
  private activo = false;
  private despertar: (() => void) | null = null;
  private pendiente = false;
  private bucle: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: PostgresEventStore,
    readonly proyectores: readonly Proyector[],
  ) {}

  get enLinea() {
    return this.proyectores.filter((p) => p.modo === 'en-linea');
  }

  get asincronos() {
    return this.proyectores.filter((p) => p.modo === 'asincrono');
  }

  /** Inline projectors write inside every append that carries one of their events. */
  conectarEnLinea(): void {
    for (const p of this.enLinea) {
      this.store.registrarEnLinea({
        tipos: p.tipos,
        aplicar: async (tx, eventos) => {
          for (const e of eventos) if (p.tipos.has(e.tipo)) await p.aplicar(tx, e);
        },
      });
    }
  }

  /** Follows the log until `detener`; an append in this process wakes it at once, otherwise it polls. */
  iniciar(intervaloMs = 200): void {
    if (this.activo) return;
    this.activo = true;
    this.store.alConfirmar(() => this.avisar());
    this.bucle = (async () => {
      while (this.activo) {
        let procesados = 0;
        try {
          procesados = await this.procesarUnaVez();
        } catch (error) {
          console.error('[proyecciones] error al proyectar; se reintenta', (error as Error).message);
        }
        if (procesados === 0 && this.activo) await this.esperar(intervaloMs);
      }
    })();
  }

  async detener(): Promise<void> {
    this.activo = false;
    this.avisar();
    await this.bucle;
  }

  /** Applies one batch to every asynchronous projector; returns how many events it applied. */
  async procesarUnaVez(): Promise<number> {
    let total = 0;
    for (const p of this.asincronos) total += await this.procesarLote(p);
    return total;
  }

  /** Runs batches until every asynchronous projector has caught up with what is committed now. */
  async ponerAlDia(): Promise<void> {
    while ((await this.procesarUnaVez()) > 0);
  }

  private async procesarLote(p: Proyector): Promise<number> {
    return this.db.transaction(async (txBruta) => {
      const tx = txBruta as unknown as Db;
      await tx.execute(
        sql`insert into checkpoints (proyector, transaccion, posicion) values (${p.nombre}, '0'::xid8, 0) on conflict do nothing`,
      );
      const [fila] = await filas<{ transaccion: string; posicion: string | number }>(
        tx,
        sql`select transaccion::text as transaccion, posicion from checkpoints where proyector = ${p.nombre} for update`,
      );
      if (!fila) throw new Error(`checkpoint de ${p.nombre} reiniciado durante una reconstrucción`);
      const desde: Checkpoint = { transaccion: fila.transaccion, posicion: Number(fila.posicion) };
      const eventos = await this.store.leerDesde(desde, LOTE, tx);
      if (eventos.length === 0) return 0;
      for (const e of eventos) if (p.tipos.has(e.tipo)) await p.aplicar(tx, e);
      await this.guardarCheckpoint(tx, p.nombre, eventos[eventos.length - 1]);
      return eventos.length;
    });
  }

  private async guardarCheckpoint(tx: Db, nombre: string, ultimo: EventoAlmacenado): Promise<void> {
    await tx.execute(
      sql`update checkpoints set transaccion = ${ultimo.transaccion}::xid8, posicion = ${ultimo.posicion}, actualizado_en = now()
          where proyector = ${nombre}`,
    );
  }

  /**
   * Empties every projector's tables and replays the whole log, with appends held off meanwhile.
   * Returns how many events were replayed.
   */
  async reconstruir(): Promise<number> {
    return this.db.transaction(async (txBruta) => {
      const tx = txBruta as unknown as Db;
      await tx.execute(sql`lock table eventos in share mode`);
      const tablas = this.proyectores.flatMap((p) => p.tablas);
      if (tablas.length > 0) await tx.execute(sql.raw(`truncate ${tablas.map((t) => `"${t}"`).join(', ')}`));
      await tx.execute(sql`delete from checkpoints`);
      let desde = CHECKPOINT_INICIAL;
      let total = 0;
      for (;;) {
        const eventos = await this.leerTodoDesde(tx, desde);
        if (eventos.length === 0) break;
        for (const e of eventos) for (const p of this.proyectores) if (p.tipos.has(e.tipo)) await p.aplicar(tx, e);
        const ultimo = eventos[eventos.length - 1];
        desde = { transaccion: ultimo.transaccion, posicion: ultimo.posicion };
        total += eventos.length;
      }
      if (total > 0) {
        for (const p of this.asincronos) {
          await tx.execute(
            sql`insert into checkpoints (proyector, transaccion, posicion) values (${p.nombre}, ${desde.transaccion}::xid8, ${desde.posicion})`,
          );
        }
      }
      return total;
    });
  }

  /** In the rebuild every other writer is locked out, so the whole log is readable. */
  private async leerTodoDesde(tx: Db, desde: Checkpoint): Promise<EventoAlmacenado[]> {
    return this.store.leerBloqueadoDesde(desde, 5000, tx);
  }

  private avisar(): void {
    this.pendiente = true;
    this.despertar?.();
  }

  private esperar(ms: number): Promise<void> {
    if (this.pendiente) {
      this.pendiente = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const fin = () => {
        clearTimeout(temporizador);
        this.despertar = null;
        this.pendiente = false;
        resolve();
      };
      const temporizador = setTimeout(fin, ms);
      this.despertar = fin;
    });
  }
}
