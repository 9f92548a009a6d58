import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { objetivos, pacientes, sedes } from '../../database/schema/index.js';
import { aprobado, ESTADOS_OBJETIVO, estadoObjetivo, type CalificacionLeida } from '../../objetivos/contrato-lecturas.js';
import { MENSAJES_REPORTES } from '../contrato.js';
import { ANIO_MINIMO_REPORTE_OBJETIVOS, limitesTrimestre, MENSAJES_REPORTES_OBJETIVOS as M, type FilaReporteObjetivo } from '../contrato-objetivos.js';
import { textoDe } from '../../contratos/opciones.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { contiene, enteroDelFiltro, filtroInvalido, textoDelFiltro } from '../../http/filtro.js';
import { indiceDeAtencion } from '../../programacion/index.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { alcance } from '../../objetivos/index.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';
import { esPorIds, type FiltroPorIds } from './filtro-reporte.js';

/**
 * Objectives and achievements report (spec 3 §2.2 item 3). Both variants read objectives whose start date falls
 * in [desde, hasta] (the date range, or the chosen quarter), of the reader's site, without psychology objectives
 * of a locked patient the reader may not see. Each row carries its patient's attention index at the range's end
 * capped at today (its window: the 90 days before that date).
 */
export interface FiltroReporteObjetivos {
  desde: string;
  hasta: string;
  /** null: every site (only for whoever sees them all, decided by the caller). */
  sede: string | null;
  /** Who reads: the lock's own user sees a locked patient's psychology objectives. */
  lector: string;
  veConfidenciales: boolean;
  paciente?: string;
  terapeuta?: string;
  q?: string;
  /** The variant's quarter and year, kept so the recorded filter says what was asked. */
  trimestre?: number;
  anio?: number;
}

/** getMany and getOne: the objectives asked by id, whatever their dates, that the reader may see (site, confidentiality). */
export type FiltroObjetivosPorIds = FiltroPorIds & Pick<FiltroReporteObjetivos, 'lector' | 'veConfidenciales'>;

const esFecha = esFechaIso;

function fecha(valor: unknown, campo: string): string | undefined {
  const t = textoDelFiltro(valor, campo, 10);
  if (t !== undefined && !esFecha(t)) throw filtroInvalido(campo);
  return t;
}

/** The date variant's filter: both dates ('ERROR: Faltan fechas por seleccionar'), the end not before the start, the search. */
export function leerFiltroPorFechas(crudo: Record<string, unknown>): { desde: string; hasta: string; q?: string } {
  const desde = fecha(crudo.desde, 'desde');
  const hasta = fecha(crudo.hasta, 'hasta');
  if (!desde || !hasta) throw new ReglaIncumplida(MENSAJES_REPORTES.faltanFechas, 'invalido');
  if (hasta < desde) throw new ReglaIncumplida(MENSAJES_REPORTES.rangoInvertido, 'invalido');
  const q = textoDelFiltro(crudo.q, 'q', 100)?.trim();
  return { desde, hasta, ...(q ? { q } : {}) };
}

/**
 * The quarter variant's filter: a patient ('todos' for all) or a therapist, the quarter 1-4 and the year from 2025
 * to the current one; 'Parametros incompletos para la busqueda' when one of them is missing.
 */
export function leerFiltroPorTrimestre(
  crudo: Record<string, unknown>,
  anioActual: number,
): { desde: string; hasta: string; paciente?: string; terapeuta?: string; trimestre: number; anio: number } {
  const paciente = textoDelFiltro(crudo.paciente, 'paciente', 60);
  const terapeuta = textoDelFiltro(crudo.terapeuta, 'terapeuta', 60);
  const trimestre = enteroDelFiltro(crudo.trimestre, 'trimestre');
  const anio = enteroDelFiltro(crudo.anio, 'anio');
  if ((!paciente && !terapeuta) || trimestre === undefined || anio === undefined) throw new ReglaIncumplida(M.parametrosIncompletos, 'invalido');
  if (trimestre < 1 || trimestre > 4) throw new ReglaIncumplida(M.trimestreInvalido, 'invalido');
  if (anio < ANIO_MINIMO_REPORTE_OBJETIVOS || anio > anioActual) throw new ReglaIncumplida(M.anioInvalido(anioActual), 'invalido');
  return {
    ...limitesTrimestre(anio, trimestre),
    ...(paciente && paciente !== 'todos' ? { paciente } : {}),
    ...(terapeuta ? { terapeuta } : {}),
    trimestre,
    anio,
  };
}

function donde(f: FiltroReporteObjetivos | FiltroObjetivosPorIds): SQL | undefined {
  const visibles = alcance({ id: f.lector, sede: f.sede, veConfidenciales: f.veConfidenciales });
  if (esPorIds(f)) return and(visibles, inArray(objetivos.id, [...f.ids]));
  return and(
    visibles,
    gte(objetivos.fechaInicio, f.desde),
    lte(objetivos.fechaInicio, f.hasta),
    f.paciente ? eq(objetivos.pacienteId, f.paciente) : undefined,
    f.terapeuta ? eq(objetivos.terapeutaId, f.terapeuta) : undefined,
    f.q ? or(buscarPorPalabras(pacientes.busqueda, f.q), ilike(objetivos.terapeuta, contiene(f.q)), ilike(objetivos.objetivo, contiene(f.q))) : undefined,
  );
}

/** The date the attention index is read at: the range's end, capped at today (today for rows asked by id). */
export const fechaDelIndice = (f: Pick<FiltroReporteObjetivos, 'hasta'> | FiltroPorIds, hoy: string) => (!esPorIds(f) && f.hasta < hoy ? f.hasta : hoy);

type FilaObjetivo = typeof objetivos.$inferSelect;

/** An objective with its patient's site and the site's name. */
const leerObjetivos = (db: Db) =>
  db
    .select({ o: objetivos, sede: pacientes.sede, sedeNombre: sedes.nombre })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .leftJoin(sedes, eq(sedes.id, pacientes.sede));

async function filas(
  db: Db,
  objetivosLeidos: { o: FilaObjetivo; sede: string; sedeNombre: string | null }[],
  f: FiltroReporteObjetivos | FiltroObjetivosPorIds,
  hoy: string,
): Promise<FilaReporteObjetivo[]> {
  const indices = await indiceDeAtencion(
    db,
    objetivosLeidos.map(({ o }) => o.pacienteId),
    fechaDelIndice(f, hoy),
  );
  return objetivosLeidos.map(({ o, sede, sedeNombre }) => {
    const estado = estadoObjetivo(o, hoy);
    return {
      id: o.id,
      pacienteId: o.pacienteId,
      paciente: o.paciente,
      indiceAtencion: indices.get(o.pacienteId) ?? null,
      especialidad: o.especialidad,
      fechaInicio: o.fechaInicio,
      fechaFin: o.fechaFin,
      objetivo: o.objetivo,
      logro: o.logro,
      porcentaje: o.porcentaje,
      aprobado: aprobado(o.porcentaje),
      terapeuta: o.terapeuta,
      estado,
      estadoNombre: textoDe(ESTADOS_OBJETIVO, estado),
      sede,
      sedeNombre: sedeNombre ?? sede,
    };
  });
}

const ORDENABLES: Record<string, PgColumn> = {
  paciente: objetivos.paciente,
  fechaInicio: objetivos.fechaInicio,
  fechaFin: objetivos.fechaFin,
  porcentaje: objetivos.porcentaje,
  terapeuta: objetivos.terapeuta,
  objetivo: objetivos.objetivo,
};

/** A page of the report, in the list's order (start date by default). */
export async function listarReporteObjetivos(
  db: Db,
  consulta: ConsultaLista<FiltroReporteObjetivos | FiltroObjetivosPorIds>,
  hoy: string,
): Promise<Pagina<FilaReporteObjetivo>> {
  const f = consulta.filtro;
  const columna = ORDENABLES[consulta.orden.campo] ?? objetivos.fechaInicio;
  const [leidos, [{ total }]] = await Promise.all([
    leerObjetivos(db)
      .where(donde(f))
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(objetivos.paciente), asc(objetivos.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(objetivos).innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId)).where(donde(f)),
  ]);
  return { filas: await filas(db, leidos, f, hoy), total: Number(total) };
}

export async function contarReporteObjetivos(db: Db, f: FiltroReporteObjetivos): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(objetivos).innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId)).where(donde(f));
  return Number(total);
}

/** Every row of the report a page at a time, in (start date, id) order by keyset: the Excel export. */
export async function* recorrerReporteObjetivos(db: Db, f: FiltroReporteObjetivos, hoy: string, tamanoPagina = 1000): AsyncGenerator<FilaReporteObjetivo[]> {
  let ultimo: { fechaInicio: string; id: string } | null = null;
  for (;;) {
    const despues: SQL | undefined = ultimo ? sql`(${objetivos.fechaInicio}, ${objetivos.id}) > (${ultimo.fechaInicio}, ${ultimo.id})` : undefined;
    const leidos: { o: FilaObjetivo; sede: string; sedeNombre: string | null }[] = await leerObjetivos(db)
      .where(and(donde(f), despues))
      .orderBy(asc(objetivos.fechaInicio), asc(objetivos.id))
      .limit(tamanoPagina);
    if (leidos.length === 0) return;
    yield await filas(db, leidos, f, hoy);
    const u = leidos[leidos.length - 1]!.o;
    ultimo = { fechaInicio: u.fechaInicio, id: u.id };
    if (leidos.length < tamanoPagina) return;
  }
}

/** A row of the quarter variant with what a PDF of a chosen period shows: the tasks and each period's ratings. */
export type FilaObjetivoDelPeriodo = FilaReporteObjetivo & { tareas: string[]; calificaciones: CalificacionLeida[] };

/**
 * The quarter variant's data for whoever renders it (the PDF of a chosen evaluation period): every objective of
 * the filter (a patient or a therapist in a quarter, so a few dozen at most; capped at 2000), in start-date order.
 */
export async function objetivosDelTrimestre(db: Db, f: FiltroReporteObjetivos, hoy: string): Promise<FilaObjetivoDelPeriodo[]> {
  const leidos = await leerObjetivos(db).where(donde(f)).orderBy(asc(objetivos.fechaInicio), asc(objetivos.paciente), asc(objetivos.id)).limit(2000);
  const base = await filas(db, leidos, f, hoy);
  return base.map((fila, i) => ({ ...fila, tareas: leidos[i]!.o.tareas, calificaciones: leidos[i]!.o.calificaciones }));
}

/**
 * The variant's pickers: patients or therapists having objectives the reader may see (site, confidentiality),
 * matching the search, 20 at most. A report viewer reads these without the admissions or scheduling lists.
 */
export async function personasConObjetivos(
  db: Db,
  tipo: 'paciente' | 'terapeuta',
  q: string | undefined,
  lector: { lector: string; sede: string | null; veConfidenciales: boolean },
): Promise<{ id: string; nombre: string }[]> {
  const visibles = alcance({ id: lector.lector, sede: lector.sede, veConfidenciales: lector.veConfidenciales });
  const [id, nombre] = tipo === 'paciente' ? [objetivos.pacienteId, objetivos.paciente] : [objetivos.terapeutaId, objetivos.terapeuta];
  const busqueda = q ? (tipo === 'paciente' ? buscarPorPalabras(pacientes.busqueda, q) : ilike(objetivos.terapeuta, contiene(q))) : undefined;
  return db
    .selectDistinct({ id, nombre })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(and(visibles, busqueda))
    .orderBy(asc(nombre), asc(id))
    .limit(20);
}
