import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import { HORIZONTE_DE_LA_BASE, type PostgresEventStore } from '../eventstore/postgres-event-store.js';
import { CHECKPOINT_INICIAL, type Checkpoint, type EventoAlmacenado } from '../eventstore/tipos.js';
import { nombresDeTablas, type Proyector } from './proyector.js';

/** Where a rebuild is: for the terminal's progress line and its estimate of the time left. */
export interface ProgresoReconstruccion {
  fase: 'copiando' | 'cambiando' | 'lista';
  /** Events replayed so far into the new tables. */
  eventos: number;
  /** Events of the rebuilt projectors' types counted when it began (appends made since add to it). */
  total: number;
  porSegundo: number;
  /** Seconds left at the current rate, or null before the first batch. */
  restanteS: number | null;
}

export interface OpcionesReconstruccion {
  alProgreso?: (p: ProgresoReconstruccion) => void;
  /**
   * How long one batch's transaction may take. On PGlite the whole database waits behind it (one
   * transaction at a time), so it is kept short there; on a server nothing waits on it.
   */
  loteMs?: number;
  loteInicial?: number;
  loteMaximo?: number;
  /** How long the switch waits for a table lock before it gives up and tries again (appends queue behind it). */
  esperaDeBloqueoMs?: number;
  /**
   * How many projectors replay a batch at once, each in its own transaction on its own connection (default 2 on
   * a server, 1 on PGlite). They never read each other's tables, so their order is free; in parallel, this
   * process folds one projector's events while the server writes another's.
   */
  paralelos?: number;
}

/**
 * The checkpoints row counting switched rebuilds: the mark of in-memory reads reads it beside the log's last
 * event, so an answer read from the old tables is not served after a switch (decision 0045).
 */
export const FILA_RECONSTRUCCIONES = '~reconstrucciones';

const INTENTOS_DE_CAMBIO = 20;

type Grupo = { proyectores: Proyector<string>[]; tipos: string[]; tiposDe: Map<Proyector<string>, Set<string>> };

const grupo = (proyectores: Proyector<string>[]): Grupo => ({
  proyectores,
  tipos: [...new Set(proyectores.flatMap((p) => p.tipos))],
  tiposDe: new Map(proyectores.map((p) => [p, new Set<string>(p.tipos)])),
});

const comillas = (nombre: string) => `"${nombre.replace(/"/g, '""')}"`;

/** Rounds of replay past the point the log stood at when it began, before the switch takes the rest. */
const RONDAS_TRAS_EL_HORIZONTE = 20;

/**
 * Blue/green rebuild, as Marten's async daemon does it: the projectors' tables are created empty in a schema of
 * their own beside the live ones, the log is replayed into them in short transactions (each projector through
 * its batch path, with `search_path` pointing at the new schema) while appends go on writing the live tables,
 * and then one short transaction catches up the last events and switches: each live table is dropped and its
 * new one moved into its place (index names kept), the asynchronous checkpoints set where the new tables are.
 * Appends never wait on the replay; an append touching an inline projector's tables waits only while the
 * switch holds them (milliseconds; the lock is given up after `esperaDeBloqueoMs` and tried again).
 *
 * Why no event is lost or applied twice:
 * - The replay reads below the horizon in commit order, as an asynchronous follower does, but this database's
 *   horizon (HORIZONTE_DE_LA_BASE), not the cluster's: another database's long transaction does not stall it.
 * - The switch takes the asynchronous projectors' checkpoint rows `for update` (their followers wait), then an
 *   ACCESS EXCLUSIVE lock on every table rebuilt. An append that wrote an inline projector's table has then
 *   committed (the lock waited for it); one that has not written it yet will write the new table once this
 *   commits. So the inline projectors catch up with every committed event, no horizon, and the asynchronous
 *   ones up to the horizon, where their checkpoint is left (their followers go on from there on the new tables).
 */
export async function reconstruirAlLado(
  db: Db,
  store: PostgresEventStore,
  elegidos: readonly Proyector<string>[],
  motor: 'pglite' | 'postgres',
  opciones: OpcionesReconstruccion = {},
): Promise<number> {
  const loteMs = opciones.loteMs ?? (motor === 'pglite' ? 150 : 5_000);
  const loteMaximo = opciones.loteMaximo ?? (motor === 'pglite' ? 5_000 : 20_000);
  let lote = opciones.loteInicial ?? (motor === 'pglite' ? 500 : 5_000);
  const esperaMs = opciones.esperaDeBloqueoMs ?? 200;
  const paralelos = Math.max(1, opciones.paralelos ?? (motor === 'pglite' ? 1 : 2));
  const avisar = opciones.alProgreso ?? (() => undefined);

  const todos = grupo([...elegidos]);
  const enLinea = grupo(elegidos.filter((p) => p.modo === 'en-linea'));
  const asincronos = grupo(elegidos.filter((p) => p.modo === 'asincrono'));
  const tablas = elegidos.flatMap(nombresDeTablas);
  const [{ vivo }] = await filas<{ vivo: string }>(db, sql`select current_schema() as vivo`);
  const sombra = `avanti_reconstruccion_${randomBytes(4).toString('hex')}`;
  const enSombraTexto = `set local search_path to ${comillas(sombra)}, ${comillas(vivo)}`;
  const enSombra = sql.raw(enSombraTexto);

  const [{ n }] = await filas<{ n: string | number }>(db, sql`select count(*) as n from eventos where tipo = any(${sql.param(todos.tipos)}::text[])`);
  let total = Number(n);
  let hechos = 0;
  const inicio = performance.now();
  const progreso = (fase: ProgresoReconstruccion['fase']) => {
    const segundos = (performance.now() - inicio) / 1000;
    const porSegundo = segundos > 0 ? hechos / segundos : 0;
    total = Math.max(total, hechos);
    avisar({ fase, eventos: hechos, total, porSegundo, restanteS: porSegundo > 0 ? (total - hechos) / porSegundo : null });
  };

  await db.execute(sql.raw(`create schema ${comillas(sombra)}`));
  try {
    for (const t of tablas) {
      await db.execute(sql.raw(`create table ${comillas(sombra)}.${comillas(t)} (like ${comillas(vivo)}.${comillas(t)} including all)`));
    }
    // Secondary indexes are built once after the replay, as a bulk load does: kept up row by row they were most of
    // the database's time (the trigram GIN indexes on `busqueda`, ~0.2 ms a row for the audit). Unique ones stay
    // (upserts infer their conflict target from them). The same definitions, so the switch pairs them as before.
    const diferidos = await filas<{ nombre: string; def: string }>(
      db,
      sql`select c.relname as nombre, pg_get_indexdef(i.indexrelid) as def
          from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = ${sombra} and not i.indisunique and not i.indisprimary
            and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    for (const i of diferidos) await db.execute(sql.raw(`drop index ${comillas(sombra)}.${comillas(i.nombre)}`));

    // 1. The replay, in short transactions, below the horizon as it was when the replay began: writers that never
    // stop would otherwise keep it chasing the log. The switch catches up what committed since.
    const [{ hasta }] = await filas<{ hasta: string }>(db, sql`select (${HORIZONTE_DE_LA_BASE})::text as hasta`);
    let desde: Checkpoint = CHECKPOINT_INICIAL;
    let rondasTrasElHorizonte = 0;
    for (;;) {
      const t0 = performance.now();
      const eventos = await store.leerDesdeEnLaBase(desde, lote, db, todos.tipos);
      // One transaction per projector: on PGlite an append waits for one of them at most, never for the batch.
      // On a server, several at once (the largest first).
      const trabajos = todos.proyectores
        .map((p) => ({ p, suyos: eventos.filter((e) => todos.tiposDe.get(p)!.has(e.tipo)) }))
        .filter((t) => t.suyos.length > 0)
        .sort((a, b) => b.suyos.length - a.suyos.length);
      await enParalelo(trabajos, paralelos, async ({ p, suyos }) => {
        await db.transaction(async (txBruta) => {
          const tx = txBruta as unknown as Db;
          // The replay's commits need not wait for the disk: until the switch nobody reads these tables, and a
          // crash leaves the schema to drop anyway. The switch itself commits as usual.
          await tx.execute(motor === 'postgres' ? sql.raw(`${enSombraTexto}; set local synchronous_commit = off`) : enSombra);
          await aplicarPorProyector(tx, suyos, grupo([p]));
        });
        // PGlite answers within the same turn of the event loop: let requests and timers in between.
        await new Promise((r) => setImmediate(r));
      });
      if (eventos.length) {
        const ultimo = eventos[eventos.length - 1];
        desde = { transaccion: ultimo.transaccion, posicion: ultimo.posicion };
        hechos += eventos.length;
        progreso('copiando');
      }
      if (eventos.length < lote) break;
      // Past where the log stood when the replay began, a few more rounds shrink what the switch will hold its locks for.
      if (BigInt(desde.transaccion) >= BigInt(hasta) && ++rondasTrasElHorizonte > RONDAS_TRAS_EL_HORIZONTE) break;
      const ms = performance.now() - t0;
      lote = Math.max(100, Math.min(loteMaximo, Math.round(lote * Math.min(2, Math.max(0.5, loteMs / Math.max(ms, 1))))));
    }
    // Built as the replay was written: several at once on a server.
    await enParalelo(diferidos, paralelos, async (i) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '128MB'`));
        await tx.execute(sql.raw(i.def));
      });
    });
    await db.execute(sql.raw(`analyze ${tablas.map((t) => `${comillas(sombra)}.${comillas(t)}`).join(', ')}`));

    // 2. The switch, in one transaction; tried again when a lock is not had in time.
    progreso('cambiando');
    for (let intento = 1; ; intento++) {
      try {
        hechos += await db.transaction(async (txBruta) => {
          const tx = txBruta as unknown as Db;
          await tx.execute(sql.raw(`set local lock_timeout = '${esperaMs}ms'`));
          const nombresAsincronos = asincronos.proyectores.map((p) => p.nombre);
          if (nombresAsincronos.length) {
            await tx.execute(
              sql`insert into checkpoints (proyector, transaccion, posicion)
                  select nombre, '0'::xid8, 0 from unnest(${sql.param(nombresAsincronos)}::text[]) as nombre on conflict do nothing`,
            );
            await tx.execute(sql`select proyector from checkpoints where proyector = any(${sql.param(nombresAsincronos)}::text[]) for update`);
          }
          await tx.execute(sql.raw(`lock table ${tablas.map((t) => `${comillas(vivo)}.${comillas(t)}`).join(', ')} in access exclusive mode`));
          await tx.execute(enSombra);
          let aplicados = 0;
          // Inline: every committed event (whoever writes their tables now waits for this transaction).
          for (let d = desde; enLinea.tipos.length; ) {
            const eventos = await store.leerBloqueadoDesde(d, loteMaximo, tx, enLinea.tipos);
            if (eventos.length === 0) break;
            await aplicarPorProyector(tx, eventos, enLinea);
            aplicados += eventos.length;
            d = eventos[eventos.length - 1];
          }
          // Asynchronous: up to the horizon, where their checkpoints are left.
          if (asincronos.tipos.length) {
            let d = desde;
            let final: Checkpoint | null = null;
            // The horizon is fixed once: with writers that never stop it would move ahead of the catch-up forever.
            // Their followers apply what commits after it, on the new tables.
            const [{ h }] = await filas<{ h: string }>(tx, sql`select (${HORIZONTE_DE_LA_BASE})::text as h`);
            const horizonte = sql`${h}::xid8`;
            while (!final) {
              const [h] = await filas<{ faltan: boolean; transaccion: string | null; posicion: string | number | null }>(
                tx,
                sql`select exists (select 1 from eventos where (eventos.transaccion, eventos.posicion) > (${d.transaccion}::xid8, ${d.posicion}::bigint)
                          and eventos.transaccion < ${horizonte} and eventos.tipo = any(${sql.param(asincronos.tipos)}::text[])) as faltan,
                        u.transaccion::text as transaccion, u.posicion
                    from (select 1) as uno
                    left join lateral (select transaccion, posicion from eventos where transaccion < ${horizonte}
                                       order by eventos.transaccion desc, eventos.posicion desc limit 1) as u on true`,
              );
              if (!h.faltan) {
                final = h.transaccion ? { transaccion: h.transaccion, posicion: Number(h.posicion) } : CHECKPOINT_INICIAL;
                break;
              }
              const eventos = await store.leerDesdeEnLaBase(d, loteMaximo, tx, asincronos.tipos);
              if (eventos.length) {
                await aplicarPorProyector(tx, eventos, asincronos);
                aplicados += eventos.length;
                d = eventos[eventos.length - 1];
              }
            }
            // Never behind where the replay read (an empty log below the horizon keeps the replay's point).
            const checkpoint = compararCheckpoint(final, d) >= 0 ? final : d;
            await tx.execute(
              sql`update checkpoints set transaccion = ${checkpoint.transaccion}::xid8, posicion = ${checkpoint.posicion}, actualizado_en = now(),
                    atraso = 0, ultimo_error = null, error_posicion = null, error_desde = null, intentos = 0
                  where proyector = any(${sql.param(nombresAsincronos)}::text[])`,
            );
          }
          await cambiarTablas(tx, vivo, sombra, tablas);
          await tx.execute(
            sql`insert into checkpoints (proyector, transaccion, posicion) values (${FILA_RECONSTRUCCIONES}, '0'::xid8, 1)
                on conflict (proyector) do update set posicion = checkpoints.posicion + 1, actualizado_en = now()`,
          );
          return aplicados;
        });
        break;
      } catch (error) {
        if (!esperaAgotada(error) || intento >= INTENTOS_DE_CAMBIO) throw error;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      }
    }
    store.avisarCambioDeModelos();
    progreso('lista');
    return hechos;
  } catch (error) {
    await db.execute(sql.raw(`drop schema if exists ${comillas(sombra)} cascade`)).catch(() => undefined);
    throw error;
  }
}

/** Runs `hacer` over the items, at most `n` at a time; waits for all of them, then throws the first error. */
async function enParalelo<T>(items: T[], n: number, hacer: (item: T) => Promise<void>): Promise<void> {
  let siguiente = 0;
  const errores: unknown[] = [];
  const trabajador = async () => {
    while (siguiente < items.length) {
      const item = items[siguiente++];
      try {
        await hacer(item);
      } catch (error) {
        errores.push(error);
        siguiente = items.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajador));
  if (errores.length) throw errores[0];
}

function compararCheckpoint(a: Checkpoint, b: Checkpoint): number {
  const ta = BigInt(a.transaccion);
  const tb = BigInt(b.transaccion);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.posicion - b.posicion;
}

/** lock_timeout (55P03) or a deadlock (40P01): the switch gives up and tries again. */
function esperaAgotada(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const codigo = (e as { code?: string }).code;
    if (codigo === '55P03' || codigo === '40P01') return true;
  }
  return false;
}

/**
 * Each live table dropped, its new one moved into the live schema, and the new indexes (with their constraints)
 * renamed as the old ones were: one query for the names, one DO block for the DDL.
 */
async function cambiarTablas(tx: Db, vivo: string, sombra: string, tablas: string[]): Promise<void> {
  const indices = await filas<{ esquema: string; tabla: string; nombre: string; def: string }>(
    tx,
    sql`select n.nspname as esquema, t.relname as tabla, c.relname as nombre, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname in (${vivo}, ${sombra}) and t.relname = any(${sql.param(tablas)}::text[])`,
  );
  const forma = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /, 'CREATE $1INDEX ON ');
  const ddl: string[] = [];
  const renombrar: { de: string; a: string; tmp: string }[] = [];
  for (const t of tablas) {
    ddl.push(`drop table ${comillas(vivo)}.${comillas(t)}`, `alter table ${comillas(sombra)}.${comillas(t)} set schema ${comillas(vivo)}`);
    const libres = indices.filter((i) => i.esquema === sombra && i.tabla === t);
    for (const v of indices.filter((i) => i.esquema === vivo && i.tabla === t)) {
      const k = libres.findIndex((n) => forma(n.def) === forma(v.def));
      if (k < 0) continue;
      const [n] = libres.splice(k, 1);
      if (n.nombre !== v.nombre) renombrar.push({ de: n.nombre, a: v.nombre, tmp: `avanti_tmp_${renombrar.length}_${randomBytes(3).toString('hex')}` });
    }
  }
  // Through temporary names: a new index may carry the name another one must take.
  for (const r of renombrar) ddl.push(`alter index ${comillas(vivo)}.${comillas(r.de)} rename to ${comillas(r.tmp)}`);
  for (const r of renombrar) ddl.push(`alter index ${comillas(vivo)}.${comillas(r.tmp)} rename to ${comillas(r.a)}`);
  ddl.push(`drop schema ${comillas(sombra)}`);
  await tx.execute(sql.raw(`do $avanti$ begin ${ddl.map((d) => `execute ${literal(d)};`).join(' ')} end $avanti$`));
}

const literal = (texto: string) => `'${texto.replace(/'/g, "''")}'`;

/**
 * Applies a batch: each projector gets its own events in log order, through `aplicarLote` when it has
 * one (set-based writes). Projectors never read each other's tables, so the order between them is free.
 */
export async function aplicarPorProyector(tx: Db, eventos: EventoAlmacenado[], g: Grupo): Promise<void> {
  for (const p of g.proyectores) {
    const tipos = g.tiposDe.get(p)!;
    const suyos = eventos.filter((e) => tipos.has(e.tipo));
    if (suyos.length === 0) continue;
    if (p.aplicarLote) await p.aplicarLote(tx, suyos);
    else for (const e of suyos) await p.aplicar(tx, e);
  }
}

/** Whether a drizzle database runs on PGlite (one transaction at a time: short batches). */
export function esPglite(db: Db): boolean {
  const sesion = (db as unknown as { _?: { session?: { constructor?: { name?: string }; client?: unknown } } })._?.session;
  return /pglite/i.test(sesion?.constructor?.name ?? '');
}
