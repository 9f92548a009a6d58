import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { sesiones } from '../../database/schema/index.js';
import { ESTADOS_SESION_PIVOTE, type FilaSesionesTerapeuticas } from '../contrato-asistencia.js';
import { enteroDelFiltro, filtroInvalido } from '../../http/filtro.js';
import { rangoObligatorio, type FiltroPorIds } from './filtro-reporte.js';

/** Therapeutic sessions pivot (spec 3 §2.2 item 10): range required, site decided by the caller, optional session state. */
export interface FiltroSesionesTerapeuticas {
  desde: string;
  hasta: string;
  sede: string | null;
  /** 1 done (when absent: what was delivered), 2 cancelled, 3 pending. */
  estado?: number;
}

const REALIZADA = 1;

export function leerFiltroSesionesTerapeuticas(crudo: Record<string, unknown>, sede: string | null): FiltroSesionesTerapeuticas {
  const estado = enteroDelFiltro(crudo.estado, 'estado');
  if (estado !== undefined && !ESTADOS_SESION_PIVOTE.some((e) => e.codigo === estado)) throw filtroInvalido('estado');
  return { ...rangoObligatorio(crudo.desde, crudo.hasta), sede, estado: estado ?? REALIZADA };
}

/** Sessions count in 30-minute units (spec 3 §1, decision 0033), as the payroll and the dashboard count them. */
const en = (lugar: string) => sql<number>`coalesce(sum(${sesiones.unidades}) filter (where ${sesiones.lugar} = ${lugar}), 0)::int`;

/** Per specialty (a row's id is its specialty code) the units at the site, at home and virtual, by specialty name. */
async function porEspecialidad(db: Db, donde: SQL | undefined): Promise<FilaSesionesTerapeuticas[]> {
  const grupos = await db
    .select({
      servicio: sesiones.servicio,
      especialidad: sql<string>`min(${sesiones.especialidad})`,
      sede: en('Sede'),
      domicilio: en('Domicilio'),
      virtual: en('Virtual'),
      total: sql<number>`coalesce(sum(${sesiones.unidades}), 0)::int`,
    })
    .from(sesiones)
    .where(donde)
    .groupBy(sesiones.servicio);
  return grupos
    .map((g) => ({
      id: String(g.servicio),
      especialidad: g.especialidad,
      sede: Number(g.sede),
      domicilio: Number(g.domicilio),
      virtual: Number(g.virtual),
      total: Number(g.total),
      esTotal: false,
    }))
    .sort((a, b) => a.especialidad.localeCompare(b.especialidad, 'es'));
}

/**
 * One grouped read over the range (index sesiones_sede_fecha): per specialty the units at the site, at home
 * and virtual, then the totals row (id 'total') with the column sums; rows by specialty name. The list answers
 * the specialties and `/totales` the last row (decision 0033); the Excel sheet writes both.
 */
export async function pivoteSesionesTerapeuticas(db: Db, f: FiltroSesionesTerapeuticas): Promise<FilaSesionesTerapeuticas[]> {
  const donde: SQL | undefined = and(
    f.sede ? eq(sesiones.sede, f.sede) : undefined,
    gte(sesiones.fecha, f.desde),
    lte(sesiones.fecha, f.hasta),
    eq(sesiones.estado, f.estado ?? REALIZADA),
  );
  const filas = await porEspecialidad(db, donde);
  if (!filas.length) return [];
  const suma = (clave: 'sede' | 'domicilio' | 'virtual' | 'total') => filas.reduce((s, r) => s + r[clave], 0);
  return [
    ...filas,
    { id: 'total', especialidad: 'Total', sede: suma('sede'), domicilio: suma('domicilio'), virtual: suma('virtual'), total: suma('total'), esTotal: true },
  ];
}

/** The totals row of a pivot (zeros when the range has no session). */
export const totalesDelPivote = (filas: readonly FilaSesionesTerapeuticas[]): FilaSesionesTerapeuticas =>
  filas.find((f) => f.esTotal) ?? { id: 'total', especialidad: 'Total', sede: 0, domicilio: 0, virtual: 0, total: 0, esTotal: true };

/**
 * getMany and getOne (ids: specialty codes): those specialties' rows over every date, sessions done, of the site;
 * the list's row shape without its totals row.
 */
export async function sesionesTerapeuticasPorIds(db: Db, f: FiltroPorIds): Promise<FilaSesionesTerapeuticas[]> {
  const servicios = f.ids.map(Number).filter((n) => Number.isInteger(n));
  return porEspecialidad(db, and(f.sede ? eq(sesiones.sede, f.sede) : undefined, inArray(sesiones.servicio, servicios), eq(sesiones.estado, REALIZADA)));
}
