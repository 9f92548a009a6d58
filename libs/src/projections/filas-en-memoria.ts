import { getTableColumns, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database/conexion.js';
import type { EventoAlmacenado } from '../eventstore/tipos.js';

/** Bind parameters per statement: PostgreSQL allows 65,535; a batch keeps well below. */
const PARAMETROS_POR_SENTENCIA = 30_000;
const CLAVES_POR_LECTURA = 5_000;
const FILAS_POR_SENTENCIA = 2_000;

type Fila = Record<string, unknown>;

type ColumnaJson = { propiedad: string; nombre: string; defecto: () => unknown };
const FILAS_COMPILADAS = new Map<string, (columnas: ColumnaJson[], f: Fila) => Fila>();

/**
 * A row as one object literal with the table's column names, the same shape for every row: JSON.stringify takes
 * its fast path and no object grows key by key (that, and the garbage, was the largest part of this process's
 * time in a rebuild). Compiled once per table from the schema's own names (quoted by JSON.stringify). A key left
 * out of the row takes the column's default, as an INSERT would.
 */
function filaCompilada(tabla: string, columnas: ColumnaJson[]): (f: Fila) => Fila {
  const clave = `${tabla}\u0000${columnas.map((c) => `${c.propiedad}:${c.nombre}`).join(',')}`;
  let hacer = FILAS_COMPILADAS.get(clave);
  if (!hacer) {
    const campos = columnas.map((c, i) => {
      const p = `f[${JSON.stringify(c.propiedad)}]`;
      return `${JSON.stringify(c.nombre)}: ${p} === undefined ? columnas[${i}].defecto() : ${p}`;
    });
    hacer = new Function('columnas', 'f', `return { ${campos.join(', ')} };`) as (columnas: ColumnaJson[], f: Fila) => Fila;
    FILAS_COMPILADAS.set(clave, hacer);
  }
  const compilada = hacer;
  return (f) => compilada(columnas, f);
}

/**
 * Rows written as one JSON parameter (`jsonb_populate_recordset`): building a multi-row VALUES of thousands of
 * parameters costs more in the query builder than the database takes to write them. A key left out of a row
 * takes the column's default, as an INSERT would (every read-model default is a constant of the schema).
 */
class EscrituraJson {
  private readonly columnas: ColumnaJson[];
  readonly posible: boolean;

  constructor(
    private readonly tabla: string,
    propiedades: [string, PgColumn][],
  ) {
    this.posible = propiedades.every(([, c]) => !c.hasDefault || c.defaultFn !== undefined || (c.default !== undefined && !is(c.default, SQL)));
    this.columnas = propiedades.map(([propiedad, c]) => ({
      propiedad,
      nombre: c.name,
      defecto: c.defaultFn ? () => c.defaultFn!() : c.hasDefault ? () => c.default : () => null,
    }));
    this.fila = filaCompilada(tabla, this.columnas);
  }

  /** Each row as an object of the same shape (see filaCompilada). */
  private readonly fila: (f: Fila) => Fila;

  json(filas: Fila[]): string {
    return JSON.stringify(filas.map(this.fila));
  }

  /** `insert ... select ... from jsonb_populate_recordset(...)`, with `conflicto` after it. */
  insertar(filas: Fila[], conflicto: string): SQL {
    const lista = this.columnas.map((c) => `"${c.nombre}"`).join(', ');
    return sql`${sql.raw(`insert into "${this.tabla}" (${lista}) select ${lista} from jsonb_populate_recordset(null::"${this.tabla}", `)}${this.json(filas)}${sql.raw(`::jsonb) ${conflicto}`)}`;
  }
}

/**
 * The rows of one read-model table that a batch of events touches, folded in memory in log order and written
 * at the end with one multi-row upsert per few thousand rows (and one delete): a rebuild's set-based write.
 * Rows the batch updates are read first in one statement (`pedir` then `cargar`). The upsert overwrites every
 * column, so a row kept here must be the whole row: either loaded, or put whole (DB defaults fill what a new
 * row leaves out, as the insert of the incremental path does).
 */
export class FilasEnMemoria<T extends PgTable> {
  private readonly propiedades: [string, PgColumn][];
  private readonly clavePropiedades: string[];
  private readonly filas = new Map<string, Fila>();
  private readonly buscadas = new Set<string>();
  private readonly porBuscar = new Map<string, Fila>();
  private readonly cambiadas = new Set<string>();
  private readonly borradas = new Map<string, Fila>();
  private readonly escritura: EscrituraJson;

  constructor(readonly tabla: T) {
    this.propiedades = Object.entries(getTableColumns(tabla)) as [string, PgColumn][];
    this.escritura = new EscrituraJson(getTableName(tabla), this.propiedades);
    const config = getTableConfig(tabla);
    const columnasClave = config.primaryKeys[0]?.columns ?? this.propiedades.filter(([, c]) => c.primary).map(([, c]) => c);
    if (columnasClave.length === 0) throw new Error(`la tabla ${getTableName(tabla)} no tiene clave primaria`);
    this.clavePropiedades = columnasClave.map((c) => this.propiedades.find(([, col]) => col.name === c.name)![0]);
  }

  private clave(f: Fila): string {
    return this.clavePropiedades.length === 1 ? String(f[this.clavePropiedades[0]]) : JSON.stringify(this.clavePropiedades.map((p) => f[p]));
  }

  /** Asks for the row with this key to be read by the next `cargar` (rows this batch will update). */
  pedir(clave: Partial<T['$inferSelect']>): void {
    const k = this.clave(clave as Fila);
    if (!this.buscadas.has(k) && !this.filas.has(k)) this.porBuscar.set(k, clave as Fila);
  }

  /** Reads the rows asked for, in one statement per few thousand keys. */
  async cargar(tx: Db): Promise<void> {
    const claves = [...this.porBuscar.values()];
    this.porBuscar.clear();
    for (let i = 0; i < claves.length; i += CLAVES_POR_LECTURA) {
      const tanda = claves.slice(i, i + CLAVES_POR_LECTURA);
      const columnas = this.clavePropiedades.map((p) => this.columna(p));
      const donde: SQL =
        columnas.length === 1
          ? inArray(
              columnas[0],
              tanda.map((c) => c[this.clavePropiedades[0]]),
            )
          : // One array per key column, zipped by unnest: the planner joins it with the primary key. A list of row
            // values `(a, b) in ((..), (..))` with thousands of pairs became a filter tried on every row of the table,
            // so a rebuild's batches slowed as the table grew (cobertura_lineas on issue 29's grande).
            sql`(${sql.join(columnas, sql`, `)}) in (select * from unnest(${sql.join(
              columnas.map((c, j) => sql`${sql.param(tanda.map((k) => k[this.clavePropiedades[j]]))}::${sql.raw(c.getSQLType())}[]`),
              sql`, `,
            )}))`;
      await this.cargarDonde(tx, donde);
    }
    for (const c of claves) this.buscadas.add(this.clave(c));
  }

  /** Reads every row matching `donde` that is not held yet. */
  async cargarDonde(tx: Db, donde: SQL): Promise<void> {
    const leidas = (await tx
      .select()
      .from(this.tabla as PgTable)
      .where(donde)) as Fila[];
    for (const f of leidas) {
      const k = this.clave(f);
      this.buscadas.add(k);
      if (!this.filas.has(k) && !this.borradas.has(k)) this.filas.set(k, f);
    }
  }

  private columna(propiedad: string): PgColumn {
    return this.propiedades.find(([p]) => p === propiedad)![1];
  }

  obtener(clave: Partial<T['$inferSelect']>): T['$inferSelect'] | undefined {
    return this.filas.get(this.clave(clave as Fila)) as T['$inferSelect'] | undefined;
  }

  /** An insert (or a whole-row replacement). */
  poner(fila: T['$inferInsert']): void {
    const k = this.clave(fila as Fila);
    this.filas.set(k, { ...(fila as Fila) });
    this.borradas.delete(k);
    this.cambiadas.add(k);
  }

  /** An update of the row with this key; nothing when there is none (as an UPDATE matching no row). */
  cambiar(clave: Partial<T['$inferSelect']>, cambios: Partial<T['$inferInsert']> | ((f: T['$inferSelect']) => Partial<T['$inferInsert']>)): void {
    const k = this.clave(clave as Fila);
    const actual = this.filas.get(k);
    if (!actual) return;
    Object.assign(actual, typeof cambios === 'function' ? cambios(actual as T['$inferSelect']) : cambios);
    this.cambiadas.add(k);
  }

  borrar(clave: Partial<T['$inferSelect']>): void {
    const k = this.clave(clave as Fila);
    this.filas.delete(k);
    this.cambiadas.delete(k);
    this.borradas.set(k, clave as Fila);
  }

  /** Every row held (loaded or put): for updates by a column other than the key. */
  *todas(): IterableIterator<T['$inferSelect']> {
    yield* this.filas.values() as IterableIterator<T['$inferSelect']>;
  }

  marcarCambiada(fila: T['$inferSelect']): void {
    this.cambiadas.add(this.clave(fila as Fila));
  }

  /** Deletes, then one multi-row upsert per tanda of changed rows; empties what it held. */
  async escribir(tx: Db): Promise<void> {
    const borrar = [...this.borradas.values()];
    if (borrar.length) {
      const columnas = this.clavePropiedades.map((p) => this.columna(p));
      for (let i = 0; i < borrar.length; i += CLAVES_POR_LECTURA) {
        const tanda = borrar.slice(i, i + CLAVES_POR_LECTURA);
        await tx.delete(this.tabla as PgTable).where(
          sql`(${sql.join(columnas, sql`, `)}) in (${sql.join(
            tanda.map(
              (c) =>
                sql`(${sql.join(
                  this.clavePropiedades.map((p) => sql`${c[p]}`),
                  sql`, `,
                )})`,
            ),
            sql`, `,
          )})`,
        );
      }
    }
    const filas = [...this.cambiadas].map((k) => this.filas.get(k)!).filter(Boolean);
    if (filas.length) {
      const clave = new Set(this.clavePropiedades);
      const resto = this.propiedades.filter(([p]) => !clave.has(p));
      const objetivo = this.clavePropiedades.map((p) => this.columna(p));
      if (this.escritura.posible) {
        const conflicto = resto.length
          ? `on conflict (${objetivo.map((c) => `"${c.name}"`).join(', ')}) do update set ${resto.map(([, c]) => `"${c.name}" = excluded."${c.name}"`).join(', ')}`
          : 'on conflict do nothing';
        for (let i = 0; i < filas.length; i += FILAS_POR_SENTENCIA)
          await tx.execute(this.escritura.insertar(filas.slice(i, i + FILAS_POR_SENTENCIA), conflicto));
      } else {
        const porSentencia = Math.max(1, Math.floor(PARAMETROS_POR_SENTENCIA / this.propiedades.length));
        const set = Object.fromEntries(resto.map(([p, c]) => [p, sql.raw(`excluded."${c.name}"`)]));
        for (let i = 0; i < filas.length; i += porSentencia) {
          const insertar = tx.insert(this.tabla as PgTable).values(filas.slice(i, i + porSentencia) as never[]);
          if (resto.length) await insertar.onConflictDoUpdate({ target: objetivo, set });
          else await insertar.onConflictDoNothing();
        }
      }
    }
    this.filas.clear();
    this.buscadas.clear();
    this.cambiadas.clear();
    this.borradas.clear();
  }
}

/**
 * Counters added to by key (`insert ... on conflict do update set n = n + excluded.n`): the deltas of a batch
 * summed in memory and written in one statement per tanda. No read needed.
 */
export class SumasEnMemoria<T extends PgTable> {
  private readonly sumas = new Map<string, Fila>();
  private readonly propiedades: [string, PgColumn][];

  constructor(
    readonly tabla: T,
    private readonly claves: (keyof T['$inferSelect'] & string)[],
    private readonly contadores: (keyof T['$inferSelect'] & string)[],
  ) {
    this.propiedades = Object.entries(getTableColumns(tabla)) as [string, PgColumn][];
  }

  sumar(fila: Partial<T['$inferInsert']>): void {
    const f = fila as Fila;
    const k = JSON.stringify(this.claves.map((c) => f[c]));
    const actual = this.sumas.get(k);
    if (!actual) this.sumas.set(k, { ...f });
    else for (const c of this.contadores) actual[c] = Number(actual[c] ?? 0) + Number(f[c] ?? 0);
  }

  async escribir(tx: Db): Promise<void> {
    const filas = [...this.sumas.values()];
    this.sumas.clear();
    if (filas.length === 0) return;
    const col = (p: string) => this.propiedades.find(([q]) => q === p)![1];
    const nombre = getTableName(this.tabla);
    const escritura = new EscrituraJson(nombre, this.propiedades);
    const conflicto = `on conflict (${this.claves.map((c) => `"${col(c).name}"`).join(', ')}) do update set ${this.contadores
      .map((c) => `"${col(c).name}" = "${nombre}"."${col(c).name}" + excluded."${col(c).name}"`)
      .join(', ')}`;
    for (let i = 0; i < filas.length; i += FILAS_POR_SENTENCIA) await tx.execute(escritura.insertar(filas.slice(i, i + FILAS_POR_SENTENCIA), conflicto));
  }
}

/**
 * A projector's batch path from two steps over plain objects: `pedir` names the rows each event will update
 * (read in one statement per table), `plegar` folds each event in log order into those rows in memory.
 * The tables are then written set-based.
 */
export function loteEnMemoria<M extends Record<string, { escribir(tx: Db): Promise<void> }>>(
  crear: () => M,
  pedir: (m: M, e: EventoAlmacenado) => void,
  plegar: (m: M, e: EventoAlmacenado) => void,
  cargarMas?: (tx: Db, m: M, eventos: EventoAlmacenado[]) => Promise<void>,
): (tx: Db, eventos: EventoAlmacenado[]) => Promise<void> {
  return async (tx, eventos) => {
    const m = crear();
    for (const e of eventos) pedir(m, e);
    if (cargarMas) await cargarMas(tx, m, eventos);
    for (const t of Object.values(m)) if (t instanceof FilasEnMemoria) await (t as FilasEnMemoria<PgTable>).cargar(tx);
    for (const e of eventos) plegar(m, e);
    for (const t of Object.values(m)) await t.escribir(tx);
  };
}

/**
 * Rows inserted in one statement per two thousand, as one JSON parameter; on a key already there, nothing
 * ('nada') or every other column replaced ('reemplazar').
 */
export async function insertarEnConjunto<T extends PgTable>(tx: Db, tabla: T, filas: T['$inferInsert'][], alChocar: 'nada' | 'reemplazar'): Promise<void> {
  if (filas.length === 0) return;
  const propiedades = Object.entries(getTableColumns(tabla)) as [string, PgColumn][];
  const escritura = new EscrituraJson(getTableName(tabla), propiedades);
  if (!escritura.posible) throw new Error(`la tabla ${getTableName(tabla)} tiene un valor por defecto que no es una constante`);
  const config = getTableConfig(tabla);
  const clave = (config.primaryKeys[0]?.columns ?? propiedades.filter(([, c]) => c.primary).map(([, c]) => c)).map((c) => c.name);
  const resto = propiedades.map(([, c]) => c.name).filter((n) => !clave.includes(n));
  const conflicto =
    alChocar === 'nada' || resto.length === 0
      ? 'on conflict do nothing'
      : `on conflict (${clave.map((n) => `"${n}"`).join(', ')}) do update set ${resto.map((n) => `"${n}" = excluded."${n}"`).join(', ')}`;
  for (let i = 0; i < filas.length; i += FILAS_POR_SENTENCIA)
    await tx.execute(escritura.insertar(filas.slice(i, i + FILAS_POR_SENTENCIA) as Fila[], conflicto));
}
