import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import type { PostgresEventStore } from '../eventstore/postgres-event-store.js';
import type { Checkpoint, EventoAlmacenado } from '../eventstore/tipos.js';
import { claseDelError, errorSinDatos } from '../logging/error-sin-datos.js';
import type { Proyector } from './proyector.js';

export interface OpcionesSeguidor {
  /** Events read per batch. */
  lote: number;
  /** Polling interval when nothing woke it. */
  intervaloMs: number;
  /** Backoff after a failure: doubles from `reintentoBaseMs` up to `reintentoTopeMs`, with jitter. */
  reintentoBaseMs: number;
  reintentoTopeMs: number;
  /** Where failures are told (class, SQLSTATE, frames and position, never a message: it may hold the event's data). */
  registrar: (mensaje: string) => void;
}

const POR_DEFECTO: OpcionesSeguidor = {
  lote: 500,
  intervaloMs: 200,
  reintentoBaseMs: 200,
  reintentoTopeMs: 30_000,
  registrar: (m) => console.error(m),
};

/** Lag is counted up to this many events: enough to tell "far behind" without scanning the log. */
export const TOPE_ATRASO = 10_000;

/**
 * The error of one event, with its position and the original's class and SQLSTATE. Not its message: a failed
 * write's message carries the SQL parameters, that is the event's data. The original is kept, not enumerable.
 */
export class FalloDeProyector extends Error {
  declare readonly original: unknown;

  constructor(
    readonly proyector: string,
    readonly evento: Pick<EventoAlmacenado, 'posicion' | 'tipo' | 'transaccion'>,
    original: unknown,
  ) {
    super(`proyector ${proyector}: falló el evento en la posición ${evento.posicion} (${evento.tipo}): ${claseDelError(original)}`);
    this.name = 'FalloDeProyector';
    Object.defineProperty(this, 'original', { value: original, enumerable: false });
  }
}

/**
 * One asynchronous projector following the log in its own loop. Each batch is one transaction: the
 * checkpoint row taken `for update` (two processes never apply the same event), its events applied,
 * the checkpoint and the lag written. A failing event rolls the batch back, is recorded beside the
 * checkpoint and retried with backoff; only this projector waits.
 */
export class SeguidorDeProyector {
  private readonly o: OpcionesSeguidor;
  private readonly tipos: ReadonlySet<string>;
  private activo = false;
  private bucle: Promise<void> | null = null;
  private despertar: (() => void) | null = null;
  private pendiente = false;
  private fallosSeguidos = 0;

  constructor(
    private readonly db: Db,
    private readonly store: PostgresEventStore,
    readonly proyector: Proyector<string>,
    opciones: Partial<OpcionesSeguidor> = {},
  ) {
    this.o = { ...POR_DEFECTO, ...opciones };
    this.tipos = new Set(proyector.tipos);
  }

  iniciar(intervaloMs = this.o.intervaloMs): void {
    if (this.activo) return;
    this.activo = true;
    this.bucle = (async () => {
      while (this.activo) {
        let leidos = 0;
        try {
          leidos = await this.procesarLote();
          this.fallosSeguidos = 0;
        } catch {
          // Already recorded and logged by procesarLote.
          this.fallosSeguidos++;
          const techo = Math.min(this.o.reintentoTopeMs, this.o.reintentoBaseMs * 2 ** Math.min(this.fallosSeguidos - 1, 20));
          await this.esperar(techo / 2 + (Math.random() * techo) / 2, false);
          continue;
        }
        if (leidos === 0 && this.activo) await this.esperar(intervaloMs, true);
      }
    })();
  }

  async detener(): Promise<void> {
    this.activo = false;
    this.despertar?.();
    await this.bucle;
    this.bucle = null;
  }

  /** An append was committed in this process. */
  avisar(): void {
    this.pendiente = true;
    this.despertar?.();
  }

  /**
   * One batch; returns how many events it read. On a failing event the events before it are committed
   * (the checkpoint stops just before it), then the failure is recorded and thrown as FalloDeProyector.
   */
  async procesarLote(limite = this.o.lote): Promise<number> {
    const p = this.proyector;
    let actual: EventoAlmacenado | null = null;
    let previos = 0;
    try {
      return await this.db.transaction(async (txBruta) => {
        const tx = txBruta as unknown as Db;
        await tx.execute(sql`insert into checkpoints (proyector, transaccion, posicion) values (${p.nombre}, '0'::xid8, 0) on conflict do nothing`);
        const [fila] = await filas<{ transaccion: string; posicion: string | number }>(
          tx,
          sql`select transaccion::text as transaccion, posicion from checkpoints where proyector = ${p.nombre} for update`,
        );
        if (!fila) throw new Error(`checkpoint de ${p.nombre} reiniciado durante una reconstrucción`);
        const desde: Checkpoint = { transaccion: fila.transaccion, posicion: Number(fila.posicion) };
        // Below this database's horizon: another database's long transaction on the server does not stop it (decision 0045).
        const eventos = await this.store.leerDesdeEnLaBase(desde, limite, tx);
        if (eventos.length === 0) return 0;
        for (const [i, e] of eventos.entries()) {
          if (!this.tipos.has(e.tipo)) continue;
          actual = e;
          previos = i;
          await p.aplicar(tx, e);
        }
        actual = null;
        const ultimo = eventos[eventos.length - 1];
        const atraso = eventos.length < limite ? 0 : await contarAtraso(tx, ultimo);
        await tx.execute(
          sql`update checkpoints set transaccion = ${ultimo.transaccion}::xid8, posicion = ${ultimo.posicion}, actualizado_en = now(),
                atraso = ${atraso}, ultimo_error = null, error_posicion = null, error_desde = null, intentos = 0
              where proyector = ${p.nombre}`,
        );
        return eventos.length;
      });
    } catch (error) {
      if (actual && previos > 0) {
        // Keep what came before the failing event; if that fails too, the error below still stands.
        await this.procesarLote(previos).catch(() => undefined);
      }
      const fallo = actual ? new FalloDeProyector(p.nombre, actual, error) : error;
      await this.registrarFallo(fallo, actual);
      throw fallo;
    }
  }

  private async registrarFallo(error: unknown, evento: EventoAlmacenado | null): Promise<void> {
    const original = error instanceof FalloDeProyector ? error.original : error;
    const donde = evento ? ` en el evento de posición ${evento.posicion} (${evento.tipo}, transacción ${evento.transaccion})` : '';
    this.o.registrar(`[proyecciones] ${this.proyector.nombre} falló${donde}; se reintenta\n${errorSinDatos(original)}`);
    const mensaje = claseDelError(original);
    try {
      await this.db.execute(
        sql`insert into checkpoints (proyector, transaccion, posicion, ultimo_error, error_posicion, error_desde, intentos)
            values (${this.proyector.nombre}, '0'::xid8, 0, ${mensaje}, ${evento?.posicion ?? null}, now(), 1)
            on conflict (proyector) do update set ultimo_error = excluded.ultimo_error, error_posicion = excluded.error_posicion,
              error_desde = coalesce(checkpoints.error_desde, now()), intentos = checkpoints.intentos + 1`,
      );
    } catch (registro) {
      this.o.registrar(`[proyecciones] ${this.proyector.nombre}: no se pudo guardar el error: ${claseDelError(registro)}`);
    }
  }

  private esperar(ms: number, despertable: boolean): Promise<void> {
    if (despertable && this.pendiente) {
      this.pendiente = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const fin = () => {
        clearTimeout(temporizador);
        this.despertar = null;
        if (despertable) this.pendiente = false;
        resolve();
      };
      const temporizador = setTimeout(fin, ms);
      // While backing off after a failure only `detener` cuts the wait short.
      this.despertar = despertable ? fin : () => (this.activo ? undefined : fin());
    });
  }
}

/** Committed events after this one, counted up to TOPE_ATRASO. */
export async function contarAtraso(db: Db, desde: Pick<Checkpoint, 'transaccion' | 'posicion'>): Promise<number> {
  const [fila] = await filas<{ n: string | number }>(
    db,
    sql`select count(*) as n from (select 1 from eventos
          where (eventos.transaccion, eventos.posicion) > (${desde.transaccion}::xid8, ${desde.posicion}::bigint)
          limit ${TOPE_ATRASO}) as pendientes`,
  );
  return Number(fila?.n ?? 0);
}
