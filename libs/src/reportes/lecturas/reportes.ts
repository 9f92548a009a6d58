import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { coberturaLineas, coberturas, pacientes, sesiones } from '../../database/schema/index.js';
import { TIPOS_CLIENTE } from '../../admisiones/contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import {
  etiquetaTipoMaestro,
  etiquetaVencimiento,
  porcentaje,
  type AlertaCobertura,
  type FilaAsistencia,
  type FilaCancelacion,
  type FilaMaestro,
  type FilaReportePaciente,
  type FilaVencimiento,
  type TableroHoy,
  type TableroResumen,
} from '../contrato.js';
import { copagosDelRango } from '../../finanzas/index.js';
import { sumasDelTablero, unidadesDelDia } from './tablero.js';
import { conNombresDePersonas } from '../../acceso/index.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { ordenPorNombre, ordenPorSede } from '../../http/orden.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { nombreDePaciente } from '../../admisiones/index.js';
import { esPorIds, type FiltroPorIds } from './filtro-reporte.js';

/** A report's range and site; `sede` null = every site (only for whoever may see them all, decided by the api). */
export interface FiltroReporte {
  desde: string;
  hasta: string;
  sede: string | null;
  q?: string;
}

const REALIZADA = 1;
const CANCELADA = 2;
const cuantasSi = (estado: number) => sql<number>`count(*) filter (where ${sesiones.estado} = ${estado})::int`;
/** Sessions as the dashboard, the payroll and the pool count them: 30-minute units (decision 0033). */
const deSede = (columna: PgColumn, sede: string | null) => (sede ? eq(columna, sede) : undefined);
const sesionesEnRango = (f: FiltroReporte) => and(deSede(sesiones.sede, f.sede), gte(sesiones.fecha, f.desde), lte(sesiones.fecha, f.hasta));
/** A session report's rows: the range and the search, or the ids asked (getMany, getOne), of the site either way. */
const sesionesDelFiltro = (f: FiltroReporte | FiltroPorIds, idDe: PgColumn = sesiones.id) =>
  esPorIds(f) ? and(deSede(sesiones.sede, f.sede), inArray(idDe, [...f.ids])) : and(sesionesEnRango(f), buscarSesion(f.q));

// ─── Main dashboard ───

/** Today's cards: active patients of the site, and today's sessions (in units) scheduled (any state), done and cancelled. */
export async function tableroHoy(db: Db, fecha: string, sede: string | null): Promise<TableroHoy> {
  const [[p], s] = await Promise.all([
    db
      .select({ n: count() })
      .from(pacientes)
      .where(and(eq(pacientes.estado, 1), deSede(pacientes.sede, sede))),
    unidadesDelDia(db, fecha, sede),
  ]);
  return { fecha, pacientes: Number(p?.n ?? 0), ...s };
}

/** The dashboard's range: one grouped statement over `tablero_dia` (decision 0046) and the copays of the range. */
export async function tableroResumen(db: Db, f: FiltroReporte): Promise<TableroResumen> {
  const [sumas, copagos] = await Promise.all([sumasDelTablero(db, f), copagosDelRango(db, f)]);
  const { valorRealizadas, valorCanceladas, ...resto } = sumas;
  return { desde: f.desde, hasta: f.hasta, ...resto, ingresos: { realizadas: valorRealizadas, noRealizados: valorCanceladas, copagos } };
}

/** Active coverages (not medical orders) with ≤ 2 units left, or expiring from today to 7 days on. */
export async function alertasDeCoberturas(db: Db, hoy: string, enSieteDias: string, sede: string | null): Promise<AlertaCobertura[]> {
  const restantes = sql<number>`coalesce(sum(${coberturaLineas.cantidad} - ${coberturaLineas.programadas}), 0)::int`;
  const filas = await db
    .select({
      id: coberturas.id,
      codigo: coberturas.codigo,
      pacienteNombre: coberturas.pacienteNombre,
      entidadNombre: coberturas.entidadNombre,
      sede: coberturas.sede,
      fechaVencimiento: coberturas.fechaVencimiento,
      restantes,
    })
    .from(coberturas)
    .innerJoin(coberturaLineas, eq(coberturaLineas.coberturaId, coberturas.id))
    .where(
      and(
        eq(coberturas.estado, 1),
        inArray(coberturas.formato, [1, 2, 3]),
        deSede(coberturas.sede, sede),
        or(sql`${coberturas.fechaVencimiento} is null`, gte(coberturas.fechaVencimiento, hoy)),
      ),
    )
    .groupBy(coberturas.id)
    .having(or(sql`${restantes} <= 2`, lte(coberturas.fechaVencimiento, enSieteDias)))
    .orderBy(sql`${coberturas.fechaVencimiento} asc nulls last`, asc(restantes), asc(coberturas.codigo))
    .limit(200);
  return filas.map((c) => ({
    ...c,
    motivos: [
      ...(c.restantes <= 2 ? (['pocas-sesiones'] as const) : []),
      ...(c.fechaVencimiento && c.fechaVencimiento <= enSieteDias ? (['por-vencer'] as const) : []),
    ],
    enlace: `/gestion-ordenes?codigo=${encodeURIComponent(c.codigo)}`,
  }));
}

// ─── Report lists ───

const pagina = (consulta: ConsultaLista<unknown>) => ({ offset: consulta.desde, limit: consulta.hasta - consulta.desde + 1 });
const ordenDe = (consulta: ConsultaLista<unknown>, ordenables: Record<string, PgColumn | SQL>, porDefecto: PgColumn): SQL =>
  consulta.orden.direccion === 'DESC' ? desc(ordenables[consulta.orden.campo] ?? porDefecto) : asc(ordenables[consulta.orden.campo] ?? porDefecto);

/** Every word in the session's search column (patient, document, therapist, entity), accents and case aside. */
const buscarSesion = (q?: string) => buscarPorPalabras(sesiones.busqueda, q);

const ORDEN_SESIONES: Record<string, PgColumn> = {
  fecha: sesiones.fecha,
  horaInicio: sesiones.horaInicio,
  nombrePaciente: sesiones.pacienteNombre,
  paciente: sesiones.pacienteNombre,
  nombreTerapeuta: sesiones.terapeutaNombre,
  terapeutaNombre: sesiones.terapeutaNombre,
  entidad: sesiones.entidadNombre,
};

const separarDocumento = (documento: string) => {
  const i = documento.indexOf(' ');
  return i > 0 ? { tipoDocumento: documento.slice(0, i), documentoPaciente: documento.slice(i + 1) } : { tipoDocumento: '', documentoPaciente: documento };
};

/** One page of sessions matching `donde` in the report's order (date, start time), with the total, as rows. */
async function paginaDeSesiones<T>(
  db: Db,
  consulta: ConsultaLista<unknown>,
  donde: SQL | undefined,
  fila: (s: typeof sesiones.$inferSelect) => T,
): Promise<Pagina<T>> {
  const [filas, [{ total }]] = await Promise.all([
    db
      .select()
      .from(sesiones)
      .where(donde)
      .orderBy(ordenDe(consulta, ORDEN_SESIONES, sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id))
      .offset(pagina(consulta).offset)
      .limit(pagina(consulta).limit),
    db.select({ total: count() }).from(sesiones).where(donde),
  ]);
  return { total, filas: filas.map(fila) };
}

/** Master operations report (spec 3 §2.2 item 4): every session of the range with its derived type label. */
export async function listarMaestro(db: Db, consulta: ConsultaLista<FiltroReporte | FiltroPorIds>): Promise<Pagina<FilaMaestro>> {
  return paginaDeSesiones(db, consulta, sesionesDelFiltro(consulta.filtro), filaMaestro);
}

const filaMaestro = (s: typeof sesiones.$inferSelect): FilaMaestro => ({
  id: s.id,
  nombrePaciente: s.pacienteNombre,
  ...separarDocumento(s.pacienteDocumento),
  entidad: s.entidadNombre,
  fecha: s.fecha,
  horaInicio: s.horaInicio,
  horaFin: s.horaFin,
  sesionesCantidad: s.unidades,
  nombreTerapeuta: s.terapeutaNombre,
  especialidad: s.servicio,
  especialidadNombre: s.especialidad,
  lugar: s.lugar,
  estadoEvento: s.estado,
  tipo: s.tipo,
  etiqueta: etiquetaTipoMaestro(s.estado, s.tipo),
  sede: s.sede,
});

export async function contarMaestro(db: Db, f: FiltroReporte): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(sesiones)
    .where(and(sesionesEnRango(f), buscarSesion(f.q)));
  return total;
}

/** Sessions matching `donde` a page at a time in (date, start, id) order, by keyset (no growing offsets). */
async function* recorrerSesiones(db: Db, donde: SQL | undefined, tamanoPagina: number): AsyncGenerator<(typeof sesiones.$inferSelect)[]> {
  let ultimo: { fecha: string; horaInicio: string; id: string } | null = null;
  for (;;) {
    const despues: SQL | undefined = ultimo
      ? sql`(${sesiones.fecha}, ${sesiones.horaInicio}, ${sesiones.id}) > (${ultimo.fecha}, ${ultimo.horaInicio}, ${ultimo.id})`
      : undefined;
    const filas: (typeof sesiones.$inferSelect)[] = await db
      .select()
      .from(sesiones)
      .where(and(donde, despues))
      .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id))
      .limit(tamanoPagina);
    if (filas.length === 0) return;
    yield filas;
    const u: typeof sesiones.$inferSelect = filas[filas.length - 1]!;
    ultimo = { fecha: u.fecha, horaInicio: u.horaInicio, id: u.id };
    if (filas.length < tamanoPagina) return;
  }
}

/** The master report for its Excel, a page at a time in (date, start, id) order. */
export async function* recorrerMaestro(db: Db, f: FiltroReporte, tamanoPagina = 2000): AsyncGenerator<FilaMaestro[]> {
  for await (const filas of recorrerSesiones(db, and(sesionesEnRango(f), buscarSesion(f.q)), tamanoPagina)) yield filas.map(filaMaestro);
}

const cancelacionesEnRango = (f: FiltroReporte | FiltroPorIds) => and(sesionesDelFiltro(f), eq(sesiones.estado, CANCELADA));

const filaCancelacion = (s: typeof sesiones.$inferSelect): FilaCancelacion => ({
  id: s.id,
  paciente: s.pacienteNombre,
  fecha: s.fecha,
  hora: `${s.horaInicio} - ${s.horaFin}`,
  terapeutaNombre: s.terapeutaNombre,
  especialidad: s.especialidad,
  lugar: s.lugar,
  entidad: s.entidadNombre === 'N/A' ? 'Particulares' : s.entidadNombre,
  motivo: s.motivoCancelacion,
  canceladaPor: s.canceladaPor,
  canceladaEn: s.canceladaEn ? s.canceladaEn.toISOString() : null,
  sede: s.sede,
});

/** Cancellation report (spec 3 §2.2 item 7): cancelled sessions of the range, who cancelled (by name) and why. */
export async function listarCancelaciones(db: Db, consulta: ConsultaLista<FiltroReporte | FiltroPorIds>): Promise<Pagina<FilaCancelacion>> {
  const donde = cancelacionesEnRango(consulta.filtro);
  const pagina = await paginaDeSesiones(db, consulta, donde, filaCancelacion);
  return { ...pagina, filas: await conNombresDePersonas(db, pagina.filas, ['canceladaPor']) };
}

export async function contarCancelaciones(db: Db, f: FiltroReporte): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(sesiones).where(cancelacionesEnRango(f));
  return total;
}

/** The cancellations for their Excel, by keyset pages like the master report. */
export async function* recorrerCancelaciones(db: Db, f: FiltroReporte, tamanoPagina = 2000): AsyncGenerator<FilaCancelacion[]> {
  for await (const filas of recorrerSesiones(db, cancelacionesEnRango(f), tamanoPagina))
    yield conNombresDePersonas(db, filas.map(filaCancelacion), ['canceladaPor']);
}

/** Attendance by date (spec 3 §2.2 item 8): per session date, done, cancelled and neither with their shares. A row's id is its date. */
export async function listarAsistenciaPorFecha(db: Db, consulta: ConsultaLista<FiltroReporte | FiltroPorIds>): Promise<Pagina<FilaAsistencia>> {
  const donde = sesionesDelFiltro(consulta.filtro, sesiones.fecha);
  const direccion = consulta.orden.direccion === 'DESC' ? desc(sesiones.fecha) : asc(sesiones.fecha);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select({ fecha: sesiones.fecha, realizadas: cuantasSi(REALIZADA), canceladas: cuantasSi(CANCELADA), ninguna: cuantasSi(3), total: count() })
      .from(sesiones)
      .where(donde)
      .groupBy(sesiones.fecha)
      .orderBy(direccion)
      .offset(pagina(consulta).offset)
      .limit(pagina(consulta).limit),
    db
      .select({ total: countDistinct(sesiones.fecha) })
      .from(sesiones)
      .where(donde),
  ]);
  return { total, filas: filas.map(filaAsistencia) };
}

const filaAsistencia = (d: { fecha: string; realizadas: number; canceladas: number; ninguna: number; total: number }): FilaAsistencia => ({
  id: d.fecha,
  fecha: d.fecha,
  realizadas: d.realizadas,
  porcentajeRealizadas: porcentaje(d.realizadas, d.total),
  canceladas: d.canceladas,
  porcentajeCanceladas: porcentaje(d.canceladas, d.total),
  ninguna: d.ninguna,
  porcentajeNinguna: porcentaje(d.ninguna, d.total),
  total: d.total,
});

export async function contarAsistenciaPorFecha(db: Db, f: FiltroReporte): Promise<number> {
  const [{ total }] = await db
    .select({ total: countDistinct(sesiones.fecha) })
    .from(sesiones)
    .where(and(sesionesEnRango(f), buscarSesion(f.q)));
  return total;
}

/** Attendance by date for its Excel: one row per day (at most the days of the range), in pages of days. */
export async function* recorrerAsistenciaPorFecha(db: Db, f: FiltroReporte, tamanoPagina = 2000): AsyncGenerator<FilaAsistencia[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarAsistenciaPorFecha(db, { filtro: f, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'fecha', direccion: 'ASC' } });
    if (filas.length) yield filas;
    if (filas.length < tamanoPagina) return;
  }
}

const ordenDeCobertura = alias(coberturas, 'orden');
/** The pool left of an authorization: its lines' units less those programmed (a subquery per row: only the page's rows pay it). */
const bolsaDe = sql<number>`(select coalesce(sum(${coberturaLineas.cantidad} - ${coberturaLineas.programadas}), 0)::int from ${coberturaLineas} where ${coberturaLineas.coberturaId} = ${coberturas.id})`;

/** Active authorizations issued in the range (the report's rows), site-scoped, searched by code, patient or entity; or those asked by id. */
const vencimientosEnRango = (f: FiltroReporte | FiltroPorIds) =>
  and(
    eq(coberturas.formato, 1),
    eq(coberturas.estado, 1),
    deSede(coberturas.sede, f.sede),
    ...(esPorIds(f)
      ? [inArray(coberturas.id, [...f.ids])]
      : [gte(coberturas.fecha, f.desde), lte(coberturas.fecha, f.hasta), buscarPorPalabras(coberturas.busqueda, f.q)]),
  );

const selectVencimiento = (db: Db) =>
  db
    .select({
      id: coberturas.id,
      codigo: coberturas.codigo,
      paciente: coberturas.pacienteNombre,
      bolsa: bolsaDe,
      entidad: coberturas.entidadNombre,
      fecha: coberturas.fecha,
      fechaVencimiento: coberturas.fechaVencimiento,
      orden: ordenDeCobertura.codigo,
      ordenVencimiento: ordenDeCobertura.fechaVencimiento,
      sinOrden: coberturas.sinOrden,
      sede: coberturas.sede,
    })
    .from(coberturas)
    .leftJoin(ordenDeCobertura, eq(ordenDeCobertura.id, coberturas.pertenece));

type CrudaVencimiento = Awaited<ReturnType<ReturnType<typeof selectVencimiento>['execute']>>[number];

const filaVencimiento =
  (hoy: string) =>
  ({ sinOrden, ...c }: CrudaVencimiento): FilaVencimiento => ({
    ...c,
    bolsa: Number(c.bolsa ?? 0),
    estadoVencimiento: sinOrden || !c.orden ? 'Autorización sin orden' : etiquetaVencimiento(c.ordenVencimiento, hoy),
  });

/** Authorizations by expiry (spec 3 §2.2 item 6): active authorizations issued in the range, labelled by their order's expiry. */
export async function listarAutorizacionesPorVencimiento(
  db: Db,
  consulta: ConsultaLista<FiltroReporte | FiltroPorIds>,
  hoy: string,
): Promise<Pagina<FilaVencimiento>> {
  const donde = vencimientosEnRango(consulta.filtro);
  const ordenables: Record<string, PgColumn> = {
    codigo: coberturas.codigo,
    paciente: coberturas.pacienteNombre,
    fecha: coberturas.fecha,
    fechaVencimiento: coberturas.fechaVencimiento,
    entidad: coberturas.entidadNombre,
  };
  const [filas, [{ total }]] = await Promise.all([
    selectVencimiento(db)
      .where(donde)
      .orderBy(ordenDe(consulta, ordenables, coberturas.fecha), asc(coberturas.codigo))
      .offset(pagina(consulta).offset)
      .limit(pagina(consulta).limit),
    db.select({ total: count() }).from(coberturas).where(donde),
  ]);
  return { total, filas: filas.map(filaVencimiento(hoy)) };
}

export async function contarAutorizacionesPorVencimiento(db: Db, f: FiltroReporte): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(coberturas).where(vencimientosEnRango(f));
  return total;
}

/** The report for its Excel, by keyset pages over (issue date, code). */
export async function* recorrerAutorizacionesPorVencimiento(db: Db, f: FiltroReporte, hoy: string, tamanoPagina = 2000): AsyncGenerator<FilaVencimiento[]> {
  let ultimo: { fecha: string; codigo: string } | null = null;
  for (;;) {
    const despues: SQL | undefined = ultimo ? sql`(${coberturas.fecha}, ${coberturas.codigo}) > (${ultimo.fecha}, ${ultimo.codigo})` : undefined;
    const filas: CrudaVencimiento[] = await selectVencimiento(db)
      .where(and(vencimientosEnRango(f), despues))
      .orderBy(asc(coberturas.fecha), asc(coberturas.codigo))
      .limit(tamanoPagina);
    if (filas.length === 0) return;
    yield filas.map(filaVencimiento(hoy));
    const u: CrudaVencimiento = filas[filas.length - 1]!;
    ultimo = { fecha: u.fecha, codigo: u.codigo };
    if (filas.length < tamanoPagina) return;
  }
}

export interface FiltroReportePacientes {
  sede: string | null;
  estado?: number;
  tipoCliente?: number;
  /** Insurer kind: 1 EPS (with `regimen`), 2 prepaid, 3 policy. */
  tipoEntidad?: number;
  regimen?: number;
  entidad?: string;
  especialidad?: number;
  desde?: string;
  hasta?: string;
  q?: string;
  /** getMany and getOne: only these patients. */
  ids?: readonly string[];
}

const CLIENTE_DE_ENTIDAD: Record<number, { cliente: number; columna: PgColumn }> = {
  1: { cliente: 6, columna: pacientes.eps },
  2: { cliente: 7, columna: pacientes.prepagada },
  3: { cliente: 8, columna: pacientes.poliza },
};

/** Patient report (spec 3 §2.2 item 1): patients by state, client type or insurer kind, specialty (a coverage line of it) and intake dates. */
export async function listarReportePacientes(db: Db, consulta: ConsultaLista<FiltroReportePacientes>): Promise<Pagina<FilaReportePaciente>> {
  const f = consulta.filtro;
  const entidad = f.tipoEntidad ? CLIENTE_DE_ENTIDAD[f.tipoEntidad] : undefined;
  const donde = and(
    deSede(pacientes.sede, f.sede),
    f.ids ? inArray(pacientes.id, [...f.ids]) : undefined,
    f.estado !== undefined ? eq(pacientes.estado, f.estado) : undefined,
    f.tipoCliente !== undefined ? eq(pacientes.tipoCliente, f.tipoCliente) : undefined,
    entidad ? eq(pacientes.tipoCliente, entidad.cliente) : undefined,
    entidad && f.tipoEntidad === 1 && f.regimen ? eq(pacientes.regimen, f.regimen) : undefined,
    entidad && f.entidad ? eq(entidad.columna, f.entidad) : undefined,
    f.desde ? gte(pacientes.fechaIngreso, f.desde) : undefined,
    f.hasta ? lte(pacientes.fechaIngreso, f.hasta) : undefined,
    f.especialidad !== undefined
      ? sql`exists (select 1 from ${coberturas} join ${coberturaLineas} on ${coberturaLineas.coberturaId} = ${coberturas.id} where ${coberturas.pacienteId} = ${pacientes.id} and ${coberturaLineas.servicio} = ${f.especialidad})`
      : undefined,
    buscarPorPalabras(pacientes.busqueda, f.q),
  );
  const ordenables: Record<string, PgColumn | SQL> = {
    nombre: pacientes.primerApellido,
    fechaIngreso: pacientes.fechaIngreso,
    fechaNacimiento: pacientes.fechaNacimiento,
    documento: pacientes.numeroDocumento,
    tipoClienteNombre: ordenPorNombre(TIPOS_CLIENTE, pacientes.tipoCliente),
    estado: pacientes.estado,
    sede: ordenPorSede(pacientes.sede),
  };
  const [filas, [{ total }]] = await Promise.all([
    db
      .select()
      .from(pacientes)
      .where(donde)
      .orderBy(ordenDe(consulta, ordenables, pacientes.primerApellido), asc(pacientes.primerNombre), asc(pacientes.id))
      .offset(pagina(consulta).offset)
      .limit(pagina(consulta).limit),
    db.select({ total: count() }).from(pacientes).where(donde),
  ]);
  return {
    total,
    filas: filas.map((p) => ({
      id: p.id,
      codigo: p.codigo,
      nombre: nombreDePaciente(p),
      documento: `${p.tipoDocumento} ${p.numeroDocumento}`,
      fechaNacimiento: p.fechaNacimiento,
      fechaIngreso: p.fechaIngreso,
      tipoCliente: p.tipoCliente,
      tipoClienteNombre: textoDe(TIPOS_CLIENTE, p.tipoCliente),
      regimen: p.regimen,
      estado: p.estado,
      sede: p.sede,
    })),
  };
}
