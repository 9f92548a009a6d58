import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import type { PostgresEventStore } from '../eventstore/postgres-event-store.js';
import type { Checkpoint } from '../eventstore/tipos.js';
import { ATASCO_POR_DEFECTO_MS } from '../health/estado-proyecciones.js';
import type { Proyector } from './proyector.js';
import { esPglite, reconstruirAlLado, type OpcionesReconstruccion } from './reconstruccion.js';
import { SeguidorDeProyector, type OpcionesSeguidor } from './seguidor.js';

export type OpcionesProyecciones = Partial<OpcionesSeguidor> & {
  /** A projector failing, or behind without moving, longer than this makes health answer 503. */
  atascoMs?: number;
};

/**
 * Every projector of a process: inline ones are registered with the event store and write in the
 * append's transaction; each asynchronous one follows the log in its own loop behind its own
 * checkpoint (see SeguidorDeProyector), so a failing event stops only its projector.
 */
export class Proyecciones {
  private readonly seguidores: SeguidorDeProyector[];
  private activo = false;
  private reconstruyendo = false;
  readonly atascoMs: number;
  private readonly motor: 'pglite' | 'postgres';

  constructor(
    private readonly db: Db,
    private readonly store: PostgresEventStore,
    readonly proyectores: readonly Proyector<string>[],
    opciones: OpcionesProyecciones = {},
  ) {
    this.seguidores = this.asincronos.map((p) => new SeguidorDeProyector(db, store, p, opciones));
    this.atascoMs = opciones.atascoMs ?? ATASCO_POR_DEFECTO_MS;
    this.motor = esPglite(db) ? 'pglite' : 'postgres';
  }

  /** Whether this process follows the log (its health then reports each projector). */
  get enMarcha(): boolean {
    return this.activo;
  }

  get enLinea() {
    return this.proyectores.filter((p) => p.modo === 'en-linea');
  }

  get asincronos() {
    return this.proyectores.filter((p) => p.modo === 'asincrono');
  }

  /** Inline projectors write inside every append that carries one of their events. */
  conectarEnLinea(): void {
    for (const p of this.enLinea) {
      const tipos = new Set<string>(p.tipos);
      this.store.registrarEnLinea({
        tipos,
        aplicar: async (tx, eventos) => {
          for (const e of eventos) if (tipos.has(e.tipo)) await p.aplicar(tx, e);
        },
      });
    }
  }

  /** One loop per asynchronous projector until `detener`; an append in this process wakes them at once. */
  iniciar(intervaloMs?: number): void {
    if (this.activo) return;
    this.activo = true;
    this.store.alConfirmar(() => this.seguidores.forEach((s) => s.avisar()));
    for (const s of this.seguidores) s.iniciar(intervaloMs);
  }

  async detener(): Promise<void> {
    this.activo = false;
    await Promise.all(this.seguidores.map((s) => s.detener()));
  }

  /**
   * One batch for every asynchronous projector; returns how many events were read. A projector that
   * fails records its error beside its checkpoint; the others go on, and the failure is thrown at the end.
   */
  async procesarUnaVez(): Promise<number> {
    let total = 0;
    const errores: unknown[] = [];
    for (const s of this.seguidores) {
      try {
        total += await s.procesarLote();
      } catch (error) {
        errores.push(error);
      }
    }
    if (errores.length === 1) throw errores[0];
    if (errores.length > 1) throw new AggregateError(errores, 'varios proyectores fallaron');
    return total;
  }

  /**
   * Runs batches until every asynchronous projector has passed the last event committed now. A batch
   * can read nothing while an older transaction anywhere in the cluster is still open (the log is read
   * below the snapshot's xmin), so an empty batch is not taken as "caught up": it waits and reads again.
   */
  async ponerAlDia(plazoMs = 30_000): Promise<void> {
    const objetivo = await this.store.ultimoConfirmado();
    if (!objetivo || this.seguidores.length === 0) return;
    const nombres = this.seguidores.map((s) => s.proyector.nombre);
    const limite = Date.now() + plazoMs;
    for (;;) {
      while ((await this.procesarUnaVez()) > 0);
      const [atrasados] = await filas<{ n: string | number }>(
        this.db,
        sql`select count(*) as n from unnest(${sql.param(nombres)}::text[]) as p(nombre)
              left join checkpoints c on c.proyector = p.nombre
            where c.proyector is null
               or (c.transaccion, c.posicion) < (${objetivo.transaccion}::xid8, ${objetivo.posicion}::bigint)`,
      );
      if (Number(atrasados?.n ?? 0) === 0) return;
      if (Date.now() > limite) throw new Error(`las proyecciones no se pusieron al día en ${plazoMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /**
   * Rebuilds the projectors named (all by default) beside their live tables and switches to them at the end
   * (reconstruccion.ts): appends go on meanwhile. Returns how many events were replayed. One at a time per process.
   */
  async reconstruir(nombres?: readonly string[], opciones: OpcionesReconstruccion = {}): Promise<number> {
    const elegidos = nombres ? this.proyectores.filter((p) => nombres.includes(p.nombre)) : this.proyectores;
    if (elegidos.length === 0) return 0;
    if (this.reconstruyendo) throw new Error('Ya hay una reconstrucción en curso');
    this.reconstruyendo = true;
    try {
      return await reconstruirAlLado(this.db, this.store, elegidos, this.motor, opciones);
    } finally {
      this.reconstruyendo = false;
    }
  }

  /** Whether a rebuild runs in this process. */
  get reconstruyendoAhora(): boolean {
    return this.reconstruyendo;
  }
}

export type { Checkpoint };
