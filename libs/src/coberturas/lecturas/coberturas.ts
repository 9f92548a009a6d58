import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { coberturaLineas, coberturas, especialidades, pacientes, sedes, sesiones, tarifas } from '../../database/schema/index.js';
import type { CoberturaEnLista, CoberturaLeida, EspecialidadLeida, LineaCoberturaLeida, ServicioDisponible, TarifaLeida } from '../contrato-servicios.js';
import { contiene } from '../../http/filtro.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { contarConTope, type ConsultaLista, type Pagina } from '../../http/rango.js';

export interface FiltroCoberturas {
  q?: string;
  codigo?: string;
  /** The one coverage whose code is exactly this, ignoring case and spaces (authorization management's lookup). */
  codigoExacto?: string;
  paciente?: string;
  formato?: number;
  /** null = every site (whoever may see them all and asked for none). */
  sede?: string | null;
  desde?: string;
  hasta?: string;
  ids?: string[];
}

// Written out: inside a select drizzle names columns without their table, and `id` would be the line's.
// A cancelled coverage has nothing left to draw from: its pool reads 0 everywhere (issue 28).
const bolsa = sql<number>`(case when "coberturas"."estado" = 1 then coalesce((select sum(l.cantidad - l.programadas) from cobertura_lineas l where l.cobertura_id = "coberturas"."id"), 0) else 0 end)::int`;

/** Upper case without any whitespace: how an exact code lookup compares. */
export const codigoComparable = (codigo: string) => codigo.replace(/\s+/g, '').toUpperCase();

/**
 * Code, patient, entity and client in lower case without accents, for a search by words ('lucia ramirez'
 * finds LUCÍA RAMÍREZ). Computed per row: the table has no search column yet (decision 0015's pattern).
 */

const columnas = {
  id: coberturas.id,
  codigo: coberturas.codigo,
  formato: coberturas.formato,
  paciente: coberturas.pacienteId,
  pacienteNombre: coberturas.pacienteNombre,
  sede: coberturas.sede,
  entidad: coberturas.entidadId,
  entidadNombre: coberturas.entidadNombre,
  fecha: coberturas.fecha,
  fechaVencimiento: coberturas.fechaVencimiento,
  cobertura: coberturas.cobertura,
  bolsa,
  estado: coberturas.estado,
  observaciones: coberturas.observaciones,
  pertenece: coberturas.pertenece,
  perteneceCodigo: coberturas.perteneceCodigo,
  nombreCliente: coberturas.nombreCliente,
  codigo90: coberturas.codigo90,
  sinOrden: coberturas.sinOrden,
  registradaPor: coberturas.registradaPor,
  numeroAutorizacionEps: coberturas.numeroAutorizacionEps,
};
const ordenables: Record<string, SQL | PgColumn> = {
  codigo: coberturas.codigo,
  fecha: coberturas.fecha,
  fechaVencimiento: coberturas.fechaVencimiento,
  pacienteNombre: coberturas.pacienteNombre,
  entidadNombre: coberturas.entidadNombre,
  formato: coberturas.formato,
  estado: coberturas.estado,
  bolsa,
  sedeNombre: sedes.nombre,
  observaciones: coberturas.observaciones,
};

function condiciones(f: FiltroCoberturas): SQL | undefined {
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(coberturas.id, f.ids));
  if (f.sede) partes.push(eq(coberturas.sede, f.sede));
  const busca = buscarPorPalabras(coberturas.busqueda, f.q);
  if (busca) partes.push(busca);
  if (f.codigo?.trim()) partes.push(ilike(coberturas.codigo, contiene(f.codigo.trim())));
  if (f.codigoExacto !== undefined) partes.push(sql`upper(regexp_replace(${coberturas.codigo}, '\\s', '', 'g')) = ${codigoComparable(f.codigoExacto)}`);
  if (f.paciente) partes.push(eq(coberturas.pacienteId, f.paciente));
  if (f.formato !== undefined) partes.push(eq(coberturas.formato, f.formato));
  if (f.desde) partes.push(gte(coberturas.fecha, f.desde));
  if (f.hasta) partes.push(lte(coberturas.fecha, f.hasta));
  return partes.length ? and(...partes) : undefined;
}

/** What the list reads (its in-memory answer is retired by the events that write them, decision 0053). */
export const TABLAS_DE_LISTAR_COBERTURAS = [coberturas, coberturaLineas, sedes] as const;

export async function listarCoberturas(db: Db, consulta: ConsultaLista<FiltroCoberturas>): Promise<Pagina<CoberturaEnLista>> {
  const donde = condiciones(consulta.filtro);
  const columna = ordenables[consulta.orden.campo] ?? coberturas.fecha;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select({ ...columnas, sedeNombre: sedes.nombre })
      .from(coberturas)
      .leftJoin(sedes, eq(sedes.id, coberturas.sede))
      .where(donde)
      .orderBy(orden, asc(coberturas.codigo))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    contarConTope(db, coberturas, donde).then((total) => [{ total }]),
  ]);
  return { filas, total: Number(total) };
}

export async function contarCoberturas(db: Db, filtro: FiltroCoberturas): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(coberturas).where(condiciones(filtro));
  return Number(total);
}

/** Every coverage matching a filter with its lines, a page at a time (the orders report's export), newest first. */
export async function* recorrerCoberturas(
  db: Db,
  filtro: FiltroCoberturas,
  tamanoPagina = 1000,
): AsyncGenerator<(CoberturaEnLista & { lineas: LineaCoberturaLeida[] })[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarCoberturas(db, { filtro, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'fecha', direccion: 'DESC' } });
    if (filas.length === 0) return;
    const lineas = await lineasDe(
      db,
      filas.map((f) => f.id),
    );
    yield filas.map((f) => ({ ...f, lineas: lineas.get(f.id) ?? [] }));
    if (filas.length < tamanoPagina) return;
  }
}

async function lineasDe(db: Db, ids: string[]): Promise<Map<string, LineaCoberturaLeida[]>> {
  const porCobertura = new Map<string, LineaCoberturaLeida[]>();
  if (!ids.length) return porCobertura;
  const filas = await db
    .select()
    .from(coberturaLineas)
    .where(inArray(coberturaLineas.coberturaId, ids))
    .orderBy(asc(coberturaLineas.coberturaId), asc(coberturaLineas.id));
  for (const { coberturaId, ...l } of filas) {
    const lista = porCobertura.get(coberturaId) ?? [];
    lista.push({ ...l, restantes: l.cantidad - l.programadas });
    porCobertura.set(coberturaId, lista);
  }
  return porCobertura;
}

export async function obtenerCobertura(db: Db, id: string): Promise<CoberturaLeida | null> {
  const [fila] = await db
    .select({ ...columnas, formaPago: coberturas.formaPago, periodo: coberturas.periodo, contrato: coberturas.contrato, orden: coberturas.ordenNumero })
    .from(coberturas)
    .where(eq(coberturas.id, id));
  if (!fila) return null;
  const autorizaciones =
    fila.formato === 0
      ? await db.select(columnas).from(coberturas).where(eq(coberturas.pertenece, id)).orderBy(asc(coberturas.fecha), asc(coberturas.codigo))
      : [];
  const lineas = await lineasDe(db, [id, ...autorizaciones.map((a) => a.id)]);
  return {
    ...fila,
    lineas: lineas.get(id) ?? [],
    ...(fila.formato === 0 ? { autorizaciones: autorizaciones.map((a) => ({ ...a, lineas: lineas.get(a.id) ?? [] })) } : {}),
  };
}

/** Where a coverage lives (for site scoping) without reading the rest. */
export async function ubicarCobertura(db: Db, id: string): Promise<{ id: string; sede: string } | null> {
  const [fila] = await db.select({ id: coberturas.id, sede: coberturas.sede }).from(coberturas).where(eq(coberturas.id, id));
  return fila ?? null;
}

/** A coverage's pending sessions (state 3) after a date: what moving its expiry there would strand. */
export function sesionesPendientesDespuesDe(db: Db, coberturaId: string, fecha: string) {
  return db
    .select({ fecha: sesiones.fecha, horaInicio: sesiones.horaInicio, terapeutaNombre: sesiones.terapeutaNombre })
    .from(sesiones)
    .where(and(eq(sesiones.coberturaId, coberturaId), eq(sesiones.estado, 3), sql`${sesiones.fecha} > ${fecha}`))
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio));
}

/** A patient's active orders (to load an authorization against), newest first. */
export function ordenesActivas(db: Db, pacienteId: string, hoy: string) {
  return db
    .select(columnas)
    .from(coberturas)
    .where(
      and(
        eq(coberturas.pacienteId, pacienteId),
        eq(coberturas.formato, 0),
        eq(coberturas.estado, 1),
        or(isNull(coberturas.fechaVencimiento), gte(coberturas.fechaVencimiento, hoy)),
      ),
    )
    .orderBy(desc(coberturas.fecha));
}

/**
 * The lines a session can draw from on a date: active, not expired on it, remaining ≥ 1; medical
 * orders never. The rate and copay come from insurer × specialty.
 */
export async function serviciosDisponibles(db: Db, pacienteId: string, fecha: string): Promise<ServicioDisponible[]> {
  const restantes = sql<number>`(${coberturaLineas.cantidad} - ${coberturaLineas.programadas})::int`;
  return (
    db
      .select({
        coberturaId: coberturas.id,
        lineaId: coberturaLineas.id,
        codigo: coberturas.codigo,
        formato: coberturas.formato,
        entidad: coberturas.entidadNombre,
        servicio: coberturaLineas.servicio,
        especialidad: coberturaLineas.especialidad,
        restantes,
        fechaVencimiento: coberturas.fechaVencimiento,
        tarifa: tarifas.tarifa,
        copago: tarifas.copago,
      })
      .from(coberturaLineas)
      .innerJoin(coberturas, eq(coberturas.id, coberturaLineas.coberturaId))
      // An inactive patient is offered nothing to schedule (issue 28).
      .innerJoin(pacientes, and(eq(pacientes.id, coberturas.pacienteId), eq(pacientes.estado, 1)))
      .leftJoin(tarifas, and(eq(tarifas.epsId, coberturas.entidadId), eq(tarifas.especialidad, coberturaLineas.servicio)))
      .where(
        and(
          eq(coberturas.pacienteId, pacienteId),
          sql`${coberturas.formato} <> 0`,
          eq(coberturas.estado, 1),
          lte(coberturas.fecha, fecha),
          or(isNull(coberturas.fechaVencimiento), gte(coberturas.fechaVencimiento, fecha)),
          sql`${coberturaLineas.cantidad} - ${coberturaLineas.programadas} >= 1`,
        ),
      )
      .orderBy(asc(coberturas.fechaVencimiento), asc(coberturas.codigo), asc(coberturaLineas.id))
  );
}

export function listarEspecialidades(db: Db): Promise<EspecialidadLeida[]> {
  return db.select().from(especialidades).orderBy(asc(especialidades.codigo));
}

const columnasTarifa = {
  id: tarifas.id,
  eps: tarifas.epsId,
  epsNombre: tarifas.epsNombre,
  especialidad: tarifas.especialidad,
  especialidadNombre: tarifas.especialidadNombre,
  tarifa: tarifas.tarifa,
  copago: tarifas.copago,
};

export interface FiltroTarifas {
  q?: string;
  eps?: string;
  especialidad?: number;
  ids?: string[];
}

export async function listarTarifas(db: Db, consulta: ConsultaLista<FiltroTarifas>): Promise<Pagina<TarifaLeida>> {
  const f = consulta.filtro;
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(tarifas.id, f.ids));
  if (f.q?.trim()) partes.push(or(ilike(tarifas.epsNombre, contiene(f.q.trim())), ilike(tarifas.especialidadNombre, contiene(f.q.trim())))!);
  if (f.eps) partes.push(eq(tarifas.epsId, f.eps));
  if (f.especialidad !== undefined) partes.push(eq(tarifas.especialidad, f.especialidad));
  const donde = partes.length ? and(...partes) : undefined;
  const ordenables: Record<string, SQL | (typeof columnasTarifa)[keyof typeof columnasTarifa]> = columnasTarifa;
  const columna = ordenables[consulta.orden.campo] ?? tarifas.epsNombre;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnasTarifa)
      .from(tarifas)
      .where(donde)
      .orderBy(orden, asc(tarifas.especialidad), asc(tarifas.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(tarifas).where(donde),
  ]);
  return { filas, total: Number(total) };
}

/** Every rate matching a filter, a page at a time (the rates' export), by insurer and specialty. */
export async function* recorrerTarifas(db: Db, filtro: FiltroTarifas, tamanoPagina = 1000): AsyncGenerator<TarifaLeida[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarTarifas(db, { filtro, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'epsNombre', direccion: 'ASC' } });
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < tamanoPagina) return;
  }
}

export async function contarTarifas(db: Db, filtro: FiltroTarifas): Promise<number> {
  return (await listarTarifas(db, { filtro, desde: 0, hasta: 0, orden: { campo: 'epsNombre', direccion: 'ASC' } })).total;
}

export async function obtenerTarifa(db: Db, id: string): Promise<TarifaLeida | null> {
  const [fila] = await db.select(columnasTarifa).from(tarifas).where(eq(tarifas.id, id));
  return fila ?? null;
}

/** What a coverage needs of its patient: code, name as the audit shows it, site and state. */
export async function pacienteParaCobertura(db: Db, id: string) {
  const [p] = await db
    .select({
      id: pacientes.id,
      codigo: pacientes.codigo,
      sede: pacientes.sede,
      estado: pacientes.estado,
      nombre: sql<string>`${pacientes.primerNombre} || ' ' || ${pacientes.primerApellido} || ' (' || ${pacientes.tipoDocumento} || ' ' || ${pacientes.numeroDocumento} || ')'`,
    })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  return p ?? null;
}
