import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import type { Proyector } from '../projections/proyector.js';
import { contarAtraso } from '../projections/seguidor.js';

/** A projector stuck longer than this (failing, or behind without moving) turns health into 503. */
export const ATASCO_POR_DEFECTO_MS = 60_000;

/**
 * What health publishes of a projector, without a token: its lag and whether it is stuck. The error's class,
 * SQLSTATE and event position stay in its checkpoint row (and the process's log) for the operator.
 */
export interface EstadoProyector {
  nombre: string;
  /** Committed events it has not applied yet (counted up to 10 000). */
  atraso: number;
  atascado: boolean;
}

export interface EstadoProyecciones {
  status: 'ok' | 'atascado';
  proyectores: EstadoProyector[];
}

interface FilaCheckpoint {
  proyector: string;
  transaccion: string;
  posicion: string | number;
  actualizado_en: Date | string;
  error_desde: Date | string | null;
}

/**
 * Since when a projector behind the log has had work it did not do: its last batch, or the first event it has
 * not applied when that came later (after a quiet hour, the first new event is not a projector an hour stuck).
 */
async function esperandoDesde(db: Db, c: FilaCheckpoint): Promise<number> {
  const [primero] = await filas<{ registrado_en: Date | string }>(
    db,
    sql`select registrado_en from eventos where (transaccion, posicion) > (${c.transaccion}::xid8, ${Number(c.posicion)}::bigint)
        order by transaccion, posicion limit 1`,
  );
  const ultimoLote = new Date(c.actualizado_en).getTime();
  return primero ? Math.max(ultimoLote, new Date(primero.registrado_en).getTime()) : ultimoLote;
}

/** Each asynchronous projector's lag and whether it is stuck, read from its checkpoint and the log. */
export async function estadoDeProyecciones(
  db: Db,
  proyectores: readonly Pick<Proyector<string>, 'nombre' | 'modo'>[],
  opciones: { atascoMs?: number; ahora?: Date } = {},
): Promise<EstadoProyecciones> {
  const atascoMs = opciones.atascoMs ?? ATASCO_POR_DEFECTO_MS;
  const ahora = (opciones.ahora ?? new Date()).getTime();
  const asincronos = proyectores.filter((p) => p.modo === 'asincrono');
  const puntos = await filas<FilaCheckpoint>(
    db,
    sql`select proyector, transaccion::text as transaccion, posicion, actualizado_en, error_desde
        from checkpoints where proyector = any(${sql.param(asincronos.map((p) => p.nombre))}::text[])`,
  );
  const estados: EstadoProyector[] = [];
  for (const p of asincronos) {
    const c = puntos.find((f) => f.proyector === p.nombre);
    const atraso = await contarAtraso(db, c ? { transaccion: c.transaccion, posicion: Number(c.posicion) } : { transaccion: '0', posicion: 0 });
    const fallandoDesde = c?.error_desde ? new Date(c.error_desde).getTime() : null;
    const sinAvanzarDesde = c && atraso > 0 ? await esperandoDesde(db, c) : null;
    const atascado = (fallandoDesde !== null && ahora - fallandoDesde > atascoMs) || (sinAvanzarDesde !== null && ahora - sinAvanzarDesde > atascoMs);
    estados.push({ nombre: p.nombre, atraso, atascado });
  }
  return { status: estados.some((e) => e.atascado) ? 'atascado' : 'ok', proyectores: estados };
}
