import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { coberturas, sedes } from '../../database/schema/index.js';
import { porcentaje } from '../contrato.js';
import {
  RESALTE_AUTORIZACIONES,
  VARIANTES_AUTORIZACIONES,
  resaltesDe,
  type FilaReporteAutorizacion,
  type VarianteAutorizaciones,
} from '../contrato-autorizaciones.js';
import { filtroInvalido, textoDelFiltro } from '../../http/filtro.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { busquedaDelFiltro, rangoObligatorio, rangoOpcional } from './filtro-reporte.js';

/** Authorizations report (spec 3 §2.2 item 5). `sede` null = every site (decided by the caller from the requester). */
export interface FiltroReporteAutorizaciones {
  variante: VarianteAutorizaciones;
  desde?: string;
  hasta?: string;
  sede: string | null;
  q?: string;
  /** getMany and getOne: only these authorizations, whatever their dates. */
  ids?: readonly string[];
}

/**
 * The list's and the sheet's filter: `variante` (general by default); both issue dates required
 * ('ERROR: Faltan fechas por seleccionar') except in 'con-saldo', which lists every active authorization with
 * a balance (the spec's call takes only the site) and accepts a range to narrow it.
 */
export function leerFiltroAutorizaciones(crudo: Record<string, unknown>, sede: string | null): FiltroReporteAutorizaciones {
  const pedida = textoDelFiltro(crudo.variante, 'variante', 20) || 'general';
  const variante = VARIANTES_AUTORIZACIONES.find((v) => v.codigo === pedida)?.codigo;
  if (!variante) throw filtroInvalido('variante');
  const rango = variante === 'con-saldo' ? rangoOpcional(crudo.desde, crudo.hasta) : rangoObligatorio(crudo.desde, crudo.hasta);
  const q = busquedaDelFiltro(crudo.q);
  return { variante, ...rango, sede, ...(q ? { q } : {}) };
}

const DIA_MS = 86_400_000;
const sumarDias = (fecha: string, dias: number) => new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);

// Correlated sums over the coverage's lines (primary key cobertura_id, id): one index probe per row shown.
// Written out: inside a select drizzle names columns without their table, and `id` would be the line's.
const total = sql<number>`coalesce((select sum(l.cantidad) from cobertura_lineas l where l.cobertura_id = "coberturas"."id"), 0)::int`;
const bolsa = sql<number>`coalesce((select sum(l.cantidad - l.programadas) from cobertura_lineas l where l.cobertura_id = "coberturas"."id"), 0)::int`;

/** Authorizations (every format but the medical order: DOMAIN 'Coverage'), not cancelled. */
function condiciones(f: FiltroReporteAutorizaciones, hoy: string): SQL | undefined {
  return and(
    inArray(coberturas.formato, [1, 2, 3]),
    f.variante === 'con-saldo' ? eq(coberturas.estado, 1) : ne(coberturas.estado, 2),
    f.sede ? eq(coberturas.sede, f.sede) : undefined,
    f.ids ? inArray(coberturas.id, [...f.ids]) : undefined,
    f.desde ? gte(coberturas.fecha, f.desde) : undefined,
    f.hasta ? lte(coberturas.fecha, f.hasta) : undefined,
    // Words of the code, patient, entity or client, without accents or case (decision 0015).
    buscarPorPalabras(coberturas.busqueda, f.q),
    // Active with a balance: not expired today and at least one unit left.
    f.variante === 'con-saldo' ? and(or(sql`${coberturas.fechaVencimiento} is null`, gte(coberturas.fechaVencimiento, hoy)), sql`${bolsa} > 0`) : undefined,
  );
}

const ORDENABLES: Record<string, PgColumn | SQL> = {
  codigo: coberturas.codigo,
  paciente: coberturas.pacienteNombre,
  entidad: coberturas.entidadNombre,
  fecha: coberturas.fecha,
  fechaVencimiento: coberturas.fechaVencimiento,
  registradaEn: coberturas.registradaEn,
  bolsa,
  total,
};

export async function listarReporteAutorizaciones(
  db: Db,
  consulta: ConsultaLista<FiltroReporteAutorizaciones>,
  hoy: string,
): Promise<Pagina<FilaReporteAutorizacion>> {
  const f = consulta.filtro;
  const donde = condiciones(f, hoy);
  const columna = ORDENABLES[consulta.orden.campo] ?? coberturas.fecha;
  const [filas, [{ n }]] = await Promise.all([
    db
      .select({
        id: coberturas.id,
        codigo: coberturas.codigo,
        paciente: coberturas.pacienteNombre,
        entidad: coberturas.entidadNombre,
        nombreCliente: coberturas.nombreCliente,
        formato: coberturas.formato,
        fecha: coberturas.fecha,
        fechaVencimiento: coberturas.fechaVencimiento,
        total,
        bolsa,
        registradaEn: coberturas.registradaEn,
        observaciones: coberturas.observaciones,
        sedeNombre: sedes.nombre,
        sede: coberturas.sede,
      })
      .from(coberturas)
      .leftJoin(sedes, eq(sedes.id, coberturas.sede))
      .where(donde)
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(coberturas.codigo))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ n: count() }).from(coberturas).where(donde),
  ]);
  const limite = sumarDias(hoy, RESALTE_AUTORIZACIONES.diasParaVencer);
  return {
    total: Number(n),
    filas: filas.map((c) => ({
      id: c.id,
      codigo: c.codigo,
      paciente: c.paciente,
      // Private services name their client; the rest their insurer ('Particulares' for the N/A entity).
      entidad: c.formato >= 2 && c.nombreCliente ? c.nombreCliente : c.entidad === 'N/A' ? 'Particulares' : c.entidad,
      fecha: c.fecha,
      fechaVencimiento: c.fechaVencimiento,
      total: Number(c.total),
      bolsa: Number(c.bolsa),
      porcentajeRestante: porcentaje(Number(c.bolsa), Number(c.total)),
      registradaEn: c.registradaEn instanceof Date ? c.registradaEn.toISOString() : String(c.registradaEn),
      observaciones: c.observaciones,
      sedeNombre: c.sedeNombre ?? c.sede,
      resaltes: f.variante === 'con-saldo' ? resaltesDe(Number(c.bolsa), c.fechaVencimiento, limite) : [],
    })),
  };
}

export async function contarReporteAutorizaciones(db: Db, f: FiltroReporteAutorizaciones, hoy: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(coberturas).where(condiciones(f, hoy));
  return Number(n);
}

/** The report for its Excel, a page at a time in issue-date order. */
export async function* recorrerReporteAutorizaciones(
  db: Db,
  f: FiltroReporteAutorizaciones,
  hoy: string,
  tamanoPagina = 1000,
): AsyncGenerator<FilaReporteAutorizacion[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarReporteAutorizaciones(
      db,
      { filtro: f, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'fecha', direccion: 'ASC' } },
      hoy,
    );
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < tamanoPagina) return;
  }
}
