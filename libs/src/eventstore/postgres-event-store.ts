import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import type { AlAnexar, AlConfirmar, EventStore } from './event-store.js';
import { ConflictoDeVersion, type CambioDeStream, type Checkpoint, type EventoAlmacenado, type MetadataEvento } from './tipos.js';

interface FilaEvento {
  posicion: number | string | bigint;
  transaccion: string;
  stream_id: string;
  version: number;
  tipo: string;
  datos: unknown;
  metadata: MetadataEvento;
  registrado_en: Date | string;
}

const aEvento = (f: FilaEvento): EventoAlmacenado => ({
  posicion: Number(f.posicion),
  transaccion: String(f.transaccion),
  streamId: f.stream_id,
  version: Number(f.version),
  tipo: f.tipo,
  datos: typeof f.datos === 'string' ? JSON.parse(f.datos) : f.datos,
  metadata: typeof f.metadata === 'string' ? JSON.parse(f.metadata) : f.metadata,
  registradoEn: new Date(f.registrado_en),
});

const COLUMNAS = sql.raw('posicion, transaccion::text as transaccion, stream_id, version, tipo, datos, metadata, registrado_en');

function esViolacionDeUnicidad(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

interface FilaInsertada {
  posicion: number | string | bigint;
  transaccion: string;
  version: number;
  registrado_en: Date | string;
}

/*
 * The append statements are constant texts run as named prepared statements: on the server each
 * connection parses and plans them once, and only the columns the database assigns come back.
 * `eventos` is partitioned by time (decision 0049), so it can hold no unique (stream_id, version): each
 * statement checks and bumps the stream's row in `streams` and inserts the events in one data-modifying
 * CTE. Expected N (0 included): insert the row at N + k, or, if it exists, move it to N + k only where it
 * is at N; a concurrent writer with the same N waits on the row lock, then finds N + k and gets nothing,
 * so no event is inserted and the store answers ConflictoDeVersion. Expected 0 on an existing stream never
 * matches (versions start at 1). The `not exists` on the statement's snapshot fails a stale N at once, as
 * the unique pair did, instead of waiting for an in-flight writer's lock only to fail after it commits
 * (with 5 processes on one stream that wait ran the executor's retries out of time). N must come from
 * reading the stream (see docs/decisiones/0001).
 * 'cualquiera' bumps the row by k unconditionally and numbers the events from what it returns.
 */
const ANEXAR_UNO = `with fila as (
    insert into streams as s (stream_id, version) select $1::text, $2::int
    where not exists (select 1 from streams where stream_id = $1::text and version <> $2::int - 1)
    on conflict (stream_id) do update set version = excluded.version where s.version = $2::int - 1
    returning s.version)
  insert into eventos (stream_id, version, tipo, datos, metadata)
  select $1::text, fila.version, $3::text, $4::jsonb, $5::jsonb from fila
  returning posicion, transaccion, version, registrado_en`;
const RETORNO = 'returning posicion, transaccion::text as transaccion, version, registrado_en';
const ANEXAR_VARIOS = `with fila as (
    insert into streams as s (stream_id, version) select $1::text, $2::int + jsonb_array_length($3::jsonb)
    where not exists (select 1 from streams where stream_id = $1::text and version <> $2::int)
    on conflict (stream_id) do update set version = excluded.version where s.version = $2::int
    returning s.version)
  insert into eventos (stream_id, version, tipo, datos, metadata)
  select $1::text, $2::int + v.n, v.tipo, v.datos, v.metadata
  from fila, jsonb_to_recordset($3::jsonb) as v(n int, tipo text, datos jsonb, metadata jsonb)
  order by v.n
  ${RETORNO}`;
const ANEXAR_CUALQUIERA = `with fila as (
    insert into streams as s (stream_id, version) values ($1::text, jsonb_array_length($2::jsonb))
    on conflict (stream_id) do update set version = s.version + excluded.version
    returning s.version - jsonb_array_length($2::jsonb) as previa)
  insert into eventos (stream_id, version, tipo, datos, metadata)
  select $1::text, fila.previa + v.n, v.tipo, v.datos, v.metadata
  from fila, jsonb_to_recordset($2::jsonb) as v(n int, tipo text, datos jsonb, metadata jsonb)
  order by v.n
  ${RETORNO}`;

/**
 * The oldest transaction still open when the statement's snapshot was taken that could have written this
 * database's log: every in-progress xid of the snapshot except those a backend of another database holds (a
 * backend never changes database), else the snapshot's xmax. Below it every event is committed or gone. An xid
 * that ended after the snapshot is no longer listed anywhere and so still counts (it may be ours).
 */
export const HORIZONTE_DE_LA_BASE = sql.raw(`coalesce((select min(x) from pg_snapshot_xip(pg_current_snapshot()) as x
    where not exists (select 1 from pg_stat_activity a where a.backend_xid is not null and a.datname is distinct from current_database()
                        and a.backend_xid::text::bigint = x::text::bigint % 4294967296)),
  pg_snapshot_xmax(pg_current_snapshot()))`);

/** Runs a constant statement as a named prepared one (node-postgres; PGlite ignores the name). */
async function preparada<T>(db: Db, nombre: string, texto: string, parametros: unknown[]): Promise<T[]> {
  const consulta = db._.session.prepareQuery({ sql: texto, params: parametros }, undefined, nombre, false);
  const resultado = (await consulta.execute()) as { rows: T[] };
  return resultado.rows;
}

export type TiposManejados = Pick<ReadonlySet<string>, 'has'>;

export interface ProyeccionEnLinea {
  /** Event types it handles: an append of other types needs no transaction of its own. */
  tipos: TiposManejados;
  aplicar: AlAnexar;
}

/**
 * The event store on PostgreSQL (server or PGlite). Optimistic concurrency comes from each stream's row in
 * `streams`, checked and bumped by the statement that inserts the events; commit order for asynchronous
 * readers from the transaction id.
 */
export class PostgresEventStore implements EventStore {
  private readonly escuchas: AlConfirmar[] = [];
  private readonly enLinea: ProyeccionEnLinea[] = [];

  constructor(private readonly db: Db) {}

  registrarEnLinea(proyeccion: ProyeccionEnLinea): void {
    this.enLinea.push(proyeccion);
  }

  alConfirmar(escucha: AlConfirmar): void {
    this.escuchas.push(escucha);
  }

  async anexar(cambios: CambioDeStream[], metadata: MetadataEvento): Promise<EventoAlmacenado[]> {
    const conEventos = cambios.filter((c) => c.eventos.length > 0);
    if (conEventos.length === 0) return [];
    const proyecciones = this.enLinea.filter((p) => conEventos.some((c) => c.eventos.some((e) => p.tipos.has(e.tipo))));
    let almacenados: EventoAlmacenado[];
    if (conEventos.length === 1 && proyecciones.length === 0) {
      // One statement is its own transaction: no BEGIN/COMMIT round trips.
      almacenados = await this.insertar(this.db, conEventos[0], metadata, false);
    } else {
      almacenados = await this.db.transaction(async (tx) => {
        const todos: EventoAlmacenado[] = [];
        for (const cambio of conEventos) todos.push(...(await this.insertar(tx as unknown as Db, cambio, metadata, proyecciones.length > 0)));
        for (const p of proyecciones) await p.aplicar(tx as unknown as Db, todos);
        return todos;
      });
    }
    for (const escucha of this.escuchas) escucha(almacenados);
    return almacenados;
  }

  /**
   * `copiar`: hand back the JSON sent, parsed again, so inline projectors see exactly the values the log
   * holds (as leerStream would return them). Without inline projectors the caller alone sees the result,
   * and gets its own objects back (event payloads are JSON by type): the hot path skips the re-parse.
   */
  private async insertar(db: Db, cambio: CambioDeStream, metadata: MetadataEvento, copiar: boolean): Promise<EventoAlmacenado[]> {
    const esperada = cambio.versionEsperada;
    const lote = cambio.eventos.map((e, i) => ({
      n: i + 1,
      tipo: e.tipo,
      datos: e.datos ?? {},
      metadata: { ...metadata, versionEsquema: e.versionEsquema ?? metadata.versionEsquema ?? 1 },
    }));
    let insertadas: FilaInsertada[];
    let enviados: () => typeof lote;
    try {
      if (lote.length === 1 && esperada !== 'cualquiera') {
        const [e] = lote;
        const datos = JSON.stringify(e.datos);
        const meta = JSON.stringify(e.metadata);
        insertadas = await preparada<FilaInsertada>(db, 'avanti_anexar_uno_v4', ANEXAR_UNO, [cambio.streamId, esperada + 1, e.tipo, datos, meta]);
        enviados = () => (copiar ? [{ ...e, datos: JSON.parse(datos), metadata: JSON.parse(meta) }] : lote);
      } else {
        const json = JSON.stringify(lote);
        insertadas =
          esperada === 'cualquiera'
            ? await preparada<FilaInsertada>(db, 'avanti_anexar_cualquiera_v2', ANEXAR_CUALQUIERA, [cambio.streamId, json])
            : await preparada<FilaInsertada>(db, 'avanti_anexar_varios_v4', ANEXAR_VARIOS, [cambio.streamId, esperada, json]);
        enviados = () => (copiar ? (JSON.parse(json) as typeof lote) : lote);
      }
    } catch (error) {
      if (esViolacionDeUnicidad(error)) throw new ConflictoDeVersion(cambio.streamId, esperada);
      throw error;
    }
    if (insertadas.length !== lote.length) throw new ConflictoDeVersion(cambio.streamId, esperada);
    const devueltos = enviados();
    return insertadas.map((f, i) => ({
      posicion: Number(f.posicion),
      transaccion: String(f.transaccion),
      streamId: cambio.streamId,
      version: Number(f.version),
      tipo: devueltos[i].tipo,
      datos: devueltos[i].datos,
      metadata: devueltos[i].metadata,
      registradoEn: new Date(f.registrado_en),
    }));
  }

  async leerStream(streamId: string): Promise<EventoAlmacenado[]> {
    const resultado = await filas<FilaEvento>(this.db, sql`select ${COLUMNAS} from eventos where stream_id = ${streamId} order by version`);
    return resultado.map(aEvento);
  }

  /** The last event committed (in commit order) that `db` sees, or null on an empty log. */
  async ultimoConfirmado(db: Db = this.db): Promise<Checkpoint | null> {
    const [f] = await filas<{ transaccion: string; posicion: string | number }>(
      db,
      sql`select transaccion::text as transaccion, posicion from eventos order by eventos.transaccion desc, eventos.posicion desc limit 1`,
    );
    return f ? { transaccion: f.transaccion, posicion: Number(f.posicion) } : null;
  }

  /** With `tipos`, only events of those types (a rebuild of some projectors). */
  async leerDesde(desde: Checkpoint, limite: number, db: Db = this.db, tipos?: readonly string[]): Promise<EventoAlmacenado[]> {
    const deTipos = tipos ? sql`and eventos.tipo = any(${sql.param(tipos)}::text[])` : sql``;
    return this.leer(db, desde, limite, sql`and transaccion < pg_snapshot_xmin(pg_current_snapshot()) ${deTipos}`);
  }

  /**
   * As `leerDesde`, below this database's horizon instead of the cluster's (see HORIZONTE_DE_LA_BASE): a rebuild
   * must not stall behind a long transaction of another database on the same server.
   */
  async leerDesdeEnLaBase(desde: Checkpoint, limite: number, db: Db, tipos?: readonly string[]): Promise<EventoAlmacenado[]> {
    const deTipos = tipos ? sql`and eventos.tipo = any(${sql.param(tipos)}::text[])` : sql``;
    return this.leer(db, desde, limite, sql`and transaccion < ${HORIZONTE_DE_LA_BASE} ${deTipos}`);
  }

  /**
   * Read models changed outside an append (a rebuild switched tables): tells this process's listeners as a
   * commit does, so the embedded mark of in-memory reads (decision 0023) moves.
   */
  avisarCambioDeModelos(): void {
    for (const escucha of this.escuchas) escucha();
  }

  /**
   * Every committed event the statement's snapshot sees, with no horizon: for a caller that holds off the
   * writers that matter (a rebuild's switch holds the tables of inline projectors; see reconstruccion.ts).
   * With `tipos`, only events of those types (a rebuild of some projectors).
   */
  async leerBloqueadoDesde(desde: Checkpoint, limite: number, db: Db, tipos?: readonly string[]): Promise<EventoAlmacenado[]> {
    return this.leer(db, desde, limite, tipos ? sql`and eventos.tipo = any(${sql.param(tipos)}::text[])` : sql``);
  }

  private async leer(db: Db, desde: Checkpoint, limite: number, horizonte: ReturnType<typeof sql>) {
    // Qualified names: a bare `transaccion` in ORDER BY would mean the text alias of COLUMNAS and sort
    // '1000' before '999', so a batch could end below events it had not reached yet.
    const resultado = await filas<FilaEvento>(
      db,
      sql`select ${COLUMNAS} from eventos
          where (eventos.transaccion, eventos.posicion) > (${desde.transaccion}::xid8, ${desde.posicion}::bigint) ${horizonte}
          order by eventos.transaccion, eventos.posicion
          limit ${limite}`,
    );
    return resultado.map(aEvento);
  }
}
