import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { fsyncSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema/index.js';
import { aplicarMigraciones } from './migraciones.js';
import { ConsultaCancelada, lecturaPesadaActual } from './cancelacion.js';

export type Esquema = typeof schema;
/** A database or a transaction: both run queries the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Esquema>;

export interface BaseDeDatos {
  db: Db;
  motor: 'pglite' | 'postgres';
  /** Connections the pool may open (1 for PGlite, which serializes everything). */
  conexiones: number;
  /** The PGlite instance itself (embedded mode): a live backup holds it exclusively while it copies the directory. */
  pglite?: PGlite;
  cerrar(): Promise<void>;
}

export type OpcionesConexion =
  | {
      databaseUrl: string;
      maxConexiones?: number;
    }
  | {
      directorio?: string;
      /**
       * PGlite on a directory: whether an acknowledged commit is on the disk (fsync of the WAL at
       * commit, of the data files at checkpoints). Default true; false only for throw-away copies
       * (test templates, benchmarks' baseline), as PGlite ships it.
       */
      durable?: boolean;
    };

/**
 * PGlite's NodeFS with a working fsync. As shipped, PGlite starts PostgreSQL with `-F` (fsync off)
 * and its NodeFS has no fsync, so commits only reach the page cache and a power cut can lose
 * acknowledged writes (issue 8 item 10, docs/decisiones). Here PostgreSQL's own fsync calls reach
 * the host file: PostgreSQL keeps its ordering (WAL flushed before the commit is acknowledged, data
 * files before a checkpoint moves the redo point) exactly as on a server.
 */
class NodeFSDuradero extends NodeFS {
  override async init(pg: PGliteInterface, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg as never, opts);
    type Modulo = { NODEFS: { stream_ops: Record<string, unknown> }; FS: { ErrnoError: new (errno: number) => Error } };
    const alPreparar = (mod: Modulo) => {
      mod.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd === undefined) return;
        try {
          fsyncSync(stream.nfd);
        } catch {
          throw new mod.FS.ErrnoError(29); // EIO: PostgreSQL stops rather than carry on after a failed fsync
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), alPreparar as never] } };
  }
}

/** PostgreSQL's start parameters in PGlite, with fsync on and WAL flushed by fsync (PGlite's fdatasync does nothing). */
const PARAMETROS_DURABLES = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];

/** Trigram indexes on the search columns (migration 0018, decision 0046): PGlite ships pg_trgm as a contrib extension. */
const EXTENSIONES = { pg_trgm };

function abrirPglite(directorio: string | undefined, durable: boolean): PGlite {
  if (!directorio) return new PGlite({ extensions: EXTENSIONES });
  if (!durable) return new PGlite(directorio, { extensions: EXTENSIONES });
  return new PGlite({ fs: new NodeFSDuradero(directorio), startParams: PARAMETROS_DURABLES, extensions: EXTENSIONES });
}

/**
 * A pool whose queries inside a heavy read (cancelacion.ts: the api's reports and dashboards) each hold their own
 * client with the read's statement_timeout, and when the read's signal aborts (the client went away) the server is
 * asked to cancel the query (pg_cancel_backend on that client's backend): no work goes on for nobody. Every
 * other query runs as in pg.Pool, without a timeout (appends, projections, migrations).
 */
export class PoolCancelable extends pg.Pool {
  private readonly limitePorCliente = new WeakMap<object, number>();

  override query(...args: unknown[]): never {
    const lectura = lecturaPesadaActual();
    if (!lectura || typeof args[args.length - 1] === 'function') return (super.query as (...a: unknown[]) => never)(...args);
    const cancelarEnServidor = (pid: number) =>
      (super.query as (...a: unknown[]) => Promise<unknown>)('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    return (async () => {
      if (lectura.senal.aborted) throw new ConsultaCancelada();
      const cliente = await this.connect();
      const pid = (cliente as unknown as { processID: number }).processID;
      const alAbortar = () => void cancelarEnServidor(pid);
      lectura.senal.addEventListener('abort', alAbortar, { once: true });
      try {
        if ((this.limitePorCliente.get(cliente) ?? 0) !== lectura.limiteMs) {
          await cliente.query(`set statement_timeout = ${Math.max(0, Math.trunc(lectura.limiteMs))}`);
          this.limitePorCliente.set(cliente, lectura.limiteMs);
        }
        if (lectura.senal.aborted) throw new ConsultaCancelada();
        return await (cliente.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        lectura.senal.removeEventListener('abort', alAbortar);
        cliente.release();
      }
    })() as never;
  }

  /** A client back from a heavy read keeps its timeout for whoever takes it next: reset it first. */
  override async connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) {
      return super.connect((error, cliente, listo) => {
        if (error || !cliente || lecturaPesadaActual() || (this.limitePorCliente.get(cliente) ?? 0) === 0) return callback(error, cliente, listo);
        cliente.query('set statement_timeout = 0').then(
          () => {
            this.limitePorCliente.set(cliente, 0);
            callback(undefined, cliente, listo);
          },
          () => callback(undefined, cliente, listo),
        );
      });
    }
    return super.connect().then(async (cliente) => {
      if (!lecturaPesadaActual() && (this.limitePorCliente.get(cliente) ?? 0) !== 0) {
        await cliente.query('set statement_timeout = 0');
        this.limitePorCliente.set(cliente, 0);
      }
      return cliente;
    });
  }
}

export async function conectar(opciones: OpcionesConexion): Promise<BaseDeDatos> {
  if ('databaseUrl' in opciones) {
    const max = opciones.maxConexiones ?? 20;
    const pool = new PoolCancelable({ connectionString: opciones.databaseUrl, max });
    pool.on('error', () => undefined); // an idle client lost: the pool replaces it
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await aplicarMigraciones({ motor: 'postgres', pool });
    return { db, motor: 'postgres', conexiones: max, cerrar: () => pool.end() };
  }
  if (opciones.directorio) mkdirSync(opciones.directorio, { recursive: true });
  const cliente = abrirPglite(opciones.directorio, opciones.durable ?? true);
  await cliente.waitReady;
  const db = drizzlePglite({ client: cliente, schema }) as unknown as Db;
  await aplicarMigraciones({ motor: 'pglite', cliente });
  return { db, motor: 'pglite', conexiones: 1, pglite: cliente, cerrar: () => cliente.close() };
}

/** Rows of a raw SQL statement, the same on both drivers. */
export async function filas<T>(db: Db, consulta: SQL): Promise<T[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}

/** The database the configuration names: the server of DATABASE_URL, or PGlite under DATA_DIR/pg. */
export function conectarSegunConfiguracion(config: { databaseUrl?: string; directorioDatos: string }): Promise<BaseDeDatos> {
  return conectar(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { directorio: `${config.directorioDatos}/pg` });
}
