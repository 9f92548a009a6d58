import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PoolCancelable, type BaseDeDatos, type Db } from './conexion.js';
import * as schema from './schema/index.js';

/**
 * The database of the reads that need no read-your-writes (reports, dashboards, exports, the audit list; issue 29,
 * decision 0052): a PostgreSQL streaming replica (DATABASE_READ_URL) while it keeps up, otherwise the primary.
 * Everything else (commands, the lists a person reads right after a change, sign-in, readiness) stays on the primary.
 */

/** Why a read meant for the replica went to the primary. */
export type MotivoDesvio = 'retraso' | 'sin-respuesta';

/** Told of each lag measured and each read sent back to the primary (the /metrics gauge and counter). */
export interface ObservadorReplica {
  /** The replica's lag in ms, or null when it did not answer. */
  retraso(ms: number | null): void;
  desvio(motivo: MotivoDesvio): void;
}

export interface EstadoReplica {
  /** Whether the reads go to the replica now (as last measured). */
  enUso: boolean;
  /** Last lag measured, in ms (null: the replica did not answer, or never measured). */
  retrasoMs: number | null;
  motivo?: MotivoDesvio;
}

export interface BaseDeLectura {
  db: Db;
  /** True when DATABASE_READ_URL names a replica in use by this process (served mode only). */
  conReplica: boolean;
  estado(): EstadoReplica;
  cerrar(): Promise<void>;
}

export interface OpcionesLectura {
  /** The primary, already open (its pool serves every read the replica cannot). */
  primaria: BaseDeDatos;
  /** DATABASE_READ_URL; absent, or an embedded primary: the reads go to the primary. */
  databaseReadUrl?: string;
  /** REPLICA_RETRASO_MAXIMO_MS: above this lag the replica is skipped. */
  retrasoMaximoMs: number;
  maxConexiones?: number;
  /** How long one measurement of the lag is trusted (ms); 1 s by default. */
  vigenciaMs?: number;
  /** How long the measurement (and a new connection) waits for each server (ms), 3 s by default: a replica slower than this counts as not answering. */
  esperaMs?: number;
  observador?: ObservadorReplica;
}

/** A WAL position `X/Y` (two hex halves) as a number of bytes. */
export const bytesDeLsn = (lsn: string): bigint => {
  const [alto, bajo] = lsn.split('/');
  return (BigInt(`0x${alto}`) << 32n) + BigInt(`0x${bajo}`);
};

/**
 * The replica's lag, from the primary's flushed WAL position and the replica's replayed one: 0 when it replayed
 * everything the primary has flushed; otherwise the time since the last transaction it replayed committed
 * (pg_last_xact_replay_timestamp), which is never less than how stale its data is (it may be more, after a quiet
 * spell on the primary: then the read goes to the primary for one measurement, the safe side). Null when behind
 * with nothing replayed since it started (unknown: skipped).
 */
export function retrasoDeReplica(m: {
  lsnPrimaria: string;
  lsnReplica: string | null;
  enRecuperacion: boolean;
  msDesdeUltimaReproduccion: number | null;
}): number | null {
  if (!m.enRecuperacion) return 0; // not a standby (promoted, or the primary itself): nothing to wait for
  if (m.lsnReplica === null) return null;
  if (bytesDeLsn(m.lsnReplica) >= bytesDeLsn(m.lsnPrimaria)) return 0;
  return m.msDesdeUltimaReproduccion === null ? null : Math.max(0, m.msDesdeUltimaReproduccion);
}

/** Errors of the connection or of the server going away (not of the query): the read is retried on the primary. */
function replicaNoResponde(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const codigo = typeof e?.code === 'string' ? e.code : '';
  // 08: connection exception; 57P01-57P03: server shutting down / cannot connect now; 40001 on a standby: a query
  // cancelled by a conflict with recovery (the replayed WAL removed rows it needed); 53300: too many connections.
  if (/^08|^57P0[123]$|^40001$|^53300$/.test(codigo)) return true;
  if (/^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NETUNREACH|TIMEDOUT|PIPE|AI_AGAIN)$|^ENOTFOUND$/.test(codigo)) return true;
  const mensaje = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(mensaje);
}

const conEspera = <T>(promesa: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolver, rechazar) => {
    const t = setTimeout(() => rechazar(Object.assign(new Error('la réplica no respondió a tiempo'), { code: 'ETIMEDOUT' })), ms);
    promesa.then(
      (v) => (clearTimeout(t), resolver(v)),
      (e) => (clearTimeout(t), rechazar(e)),
    );
  });

type Callback = (error: Error | undefined, ...resto: unknown[]) => void;

/**
 * A pg.Pool to drizzle (so its transactions take a client of their own) that owns no connection: each query,
 * and each client a transaction asks for, goes to the replica's pool or to the primary's, as the last
 * measurement of the lag decides (measured at most once per `vigenciaMs`, one measurement at a time).
 */
class PoolDeLectura extends pg.Pool {
  private medicion?: { hasta: number; usarReplica: boolean };
  private midiendo?: Promise<boolean>;
  ultimo: EstadoReplica = { enUso: false, retrasoMs: null };

  constructor(
    private readonly primaria: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly o: Required<Pick<OpcionesLectura, 'retrasoMaximoMs' | 'vigenciaMs' | 'esperaMs'>> & { observador?: ObservadorReplica },
  ) {
    super({ max: 1 });
  }

  private async medir(): Promise<boolean> {
    try {
      const [p, r] = await conEspera(
        Promise.all([
          this.primaria.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn'),
          this.replica.query<{ en_recuperacion: boolean; lsn: string | null; ms: number | null }>(
            `select pg_is_in_recovery() as en_recuperacion, pg_last_wal_replay_lsn()::text as lsn,
                    (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as ms`,
          ),
        ]),
        this.o.esperaMs,
      );
      const fila = r.rows[0];
      const ms = retrasoDeReplica({
        lsnPrimaria: p.rows[0].lsn,
        lsnReplica: fila.lsn,
        enRecuperacion: fila.en_recuperacion,
        msDesdeUltimaReproduccion: fila.ms,
      });
      const usar = ms !== null && ms <= this.o.retrasoMaximoMs;
      this.ultimo = { enUso: usar, retrasoMs: ms, motivo: usar ? undefined : 'retraso' };
      this.o.observador?.retraso(ms);
      return usar;
    } catch {
      this.caida();
      return false;
    }
  }

  /** The replica failed to answer: the primary for the next `vigenciaMs`. */
  private caida(): void {
    this.ultimo = { enUso: false, retrasoMs: null, motivo: 'sin-respuesta' };
    this.medicion = { hasta: Date.now() + this.o.vigenciaMs, usarReplica: false };
    this.o.observador?.retraso(null);
  }

  private async usarReplica(): Promise<boolean> {
    if (this.medicion && Date.now() < this.medicion.hasta) return this.medicion.usarReplica;
    this.midiendo ??= this.medir().then((usar) => {
      if (this.ultimo.motivo !== 'sin-respuesta') this.medicion = { hasta: Date.now() + this.o.vigenciaMs, usarReplica: usar };
      this.midiendo = undefined;
      return usar;
    });
    return this.midiendo;
  }

  private desviar(): pg.Pool {
    this.o.observador?.desvio(this.ultimo.motivo ?? 'retraso');
    return this.primaria;
  }

  private async consultar(args: unknown[]): Promise<unknown> {
    const destino = (await this.usarReplica()) ? this.replica : this.desviar();
    const ejecutar = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (destino === this.primaria) return ejecutar(destino);
    try {
      return await ejecutar(destino);
    } catch (error) {
      if (!replicaNoResponde(error)) throw error;
      this.caida();
      return ejecutar(this.desviar());
    }
  }

  override query(...args: unknown[]): never {
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as Callback) : undefined;
    const promesa = this.consultar(args);
    if (!callback) return promesa as never;
    promesa.then(
      (r) => callback(undefined, r),
      (e: Error) => callback(e),
    );
    return undefined as never;
  }

  private async cliente(): Promise<pg.PoolClient> {
    if (!(await this.usarReplica())) return this.desviar().connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!replicaNoResponde(error)) throw error;
      this.caida();
      return this.desviar().connect();
    }
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const promesa = this.cliente();
    if (!callback) return promesa;
    promesa.then(
      (c) => callback(undefined, c, (liberar?: unknown) => c.release(liberar as boolean | Error | undefined)),
      (e: Error) => callback(e, undefined, () => undefined),
    );
  }

  /** Closes the replica's pool only: the primary's belongs to its owner. */
  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const promesa = this.replica.end();
    if (!callback) return promesa;
    promesa.then(callback, callback);
  }
}

/** The reads' database: the replica behind its lag check when DATABASE_READ_URL names one (served mode), else the primary. */
export function conectarLectura(o: OpcionesLectura): BaseDeLectura {
  const primaria = (o.primaria.db as unknown as { $client?: unknown }).$client;
  if (!o.databaseReadUrl || o.primaria.motor !== 'postgres' || !(primaria instanceof pg.Pool)) {
    return { db: o.primaria.db, conReplica: false, estado: () => ({ enUso: false, retrasoMs: null }), cerrar: async () => undefined };
  }
  const esperaMs = o.esperaMs ?? 3000;
  const replica = new PoolCancelable({
    connectionString: o.databaseReadUrl,
    max: o.maxConexiones ?? 10,
    connectionTimeoutMillis: esperaMs,
    application_name: 'avanti-lectura',
  });
  replica.on('error', () => undefined); // an idle client lost (the replica restarted): the pool replaces it
  const pool = new PoolDeLectura(primaria, replica, {
    retrasoMaximoMs: o.retrasoMaximoMs,
    vigenciaMs: o.vigenciaMs ?? 1000,
    esperaMs,
    observador: o.observador,
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { db, conReplica: true, estado: () => ({ ...pool.ultimo }), cerrar: () => pool.end() };
}
