import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { sesiones } from '../../database/schema/index.js';
import { porcentaje } from '../contrato.js';
import type { FilaAsistenciaUsuario, TotalesAsistencia } from '../contrato-asistencia.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { busquedaDelFiltro, esPorIds, rangoObligatorio, type FiltroPorIds } from './filtro-reporte.js';

/** Attendance by user/patient (spec 3 §2.2 item 9): both dates required, site decided by the caller (null = every site). */
export interface FiltroAsistenciaUsuarios {
  desde: string;
  hasta: string;
  sede: string | null;
  q?: string;
}

/** The list's and the sheet's filter: 'ERROR: Faltan fechas por seleccionar', the end not before the start. */
export function leerFiltroAsistenciaUsuarios(crudo: Record<string, unknown>, sede: string | null): FiltroAsistenciaUsuarios {
  const q = busquedaDelFiltro(crudo.q);
  return { ...rangoObligatorio(crudo.desde, crudo.hasta), sede, ...(q ? { q } : {}) };
}

const cuantas = (estado: number) => sql<number>`count(*) filter (where ${sesiones.estado} = ${estado})::int`;
const realizadas = cuantas(1);
const canceladas = cuantas(2);
const ninguna = cuantas(3);
const total = sql<number>`count(*)::int`;

// One indexed range read (sesiones_sede_fecha, or the date alone for every site) grouped by patient.
// By ids (getMany, getOne: a row's id is its patient): those patients' sessions of every date, of the site.
const condiciones = (f: FiltroAsistenciaUsuarios | FiltroPorIds): SQL | undefined =>
  esPorIds(f)
    ? and(f.sede ? eq(sesiones.sede, f.sede) : undefined, inArray(sesiones.pacienteId, [...f.ids]))
    : and(
        f.sede ? eq(sesiones.sede, f.sede) : undefined,
        gte(sesiones.fecha, f.desde),
        lte(sesiones.fecha, f.hasta),
        // Words of the patient, document, therapist or entity without accents or case (decision 0015), as attendance by date: the search narrows the sessions counted.
        buscarPorPalabras(sesiones.busqueda, f.q),
      );

const ORDENABLES: Record<string, SQL> = {
  paciente: sql`min(${sesiones.pacienteNombre})`,
  realizadas,
  canceladas,
  ninguna,
  total,
};

const fila = (r: {
  id: string;
  paciente: string;
  documento: string;
  realizadas: number;
  canceladas: number;
  ninguna: number;
  total: number;
}): FilaAsistenciaUsuario => ({
  id: r.id,
  paciente: r.paciente,
  documento: r.documento,
  realizadas: r.realizadas,
  porcentajeRealizadas: porcentaje(r.realizadas, r.total),
  canceladas: r.canceladas,
  porcentajeCanceladas: porcentaje(r.canceladas, r.total),
  ninguna: r.ninguna,
  porcentajeNinguna: porcentaje(r.ninguna, r.total),
  total: r.total,
});

export async function listarAsistenciaUsuarios(
  db: Db,
  consulta: ConsultaLista<FiltroAsistenciaUsuarios | FiltroPorIds>,
): Promise<Pagina<FilaAsistenciaUsuario>> {
  const donde = condiciones(consulta.filtro);
  const columna = ORDENABLES[consulta.orden.campo] ?? ORDENABLES.paciente!;
  const [filas, [{ n }]] = await Promise.all([
    db
      .select({
        id: sesiones.pacienteId,
        paciente: sql<string>`min(${sesiones.pacienteNombre})`,
        documento: sql<string>`min(${sesiones.pacienteDocumento})`,
        realizadas,
        canceladas,
        ninguna,
        total,
      })
      .from(sesiones)
      .where(donde)
      .groupBy(sesiones.pacienteId)
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(sesiones.pacienteId))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db
      .select({ n: countDistinct(sesiones.pacienteId) })
      .from(sesiones)
      .where(donde),
  ]);
  return { total: Number(n), filas: filas.map(fila) };
}

export async function contarAsistenciaUsuarios(db: Db, f: FiltroAsistenciaUsuarios): Promise<number> {
  const [{ n }] = await db
    .select({ n: countDistinct(sesiones.pacienteId) })
    .from(sesiones)
    .where(condiciones(f));
  return Number(n);
}

/** Totals of the whole range (the sheet's and the screens' last row): every session counted once; attendance by date counts the same sessions. */
export async function totalesAsistenciaUsuarios(db: Db, f: FiltroAsistenciaUsuarios): Promise<TotalesAsistencia> {
  const [r] = await db.select({ realizadas, canceladas, ninguna, total, n: count() }).from(sesiones).where(condiciones(f));
  const {
    id: _i,
    paciente: _p,
    documento: _d,
    ...resto
  } = fila({
    id: '',
    paciente: '',
    documento: '',
    realizadas: r?.realizadas ?? 0,
    canceladas: r?.canceladas ?? 0,
    ninguna: r?.ninguna ?? 0,
    total: r?.total ?? 0,
  });
  return resto;
}

/** The report for its Excel, a page at a time by patient name, then its totals row. */
export async function* recorrerAsistenciaUsuarios(db: Db, f: FiltroAsistenciaUsuarios, tamanoPagina = 2000): AsyncGenerator<FilaAsistenciaUsuario[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarAsistenciaUsuarios(db, { filtro: f, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'paciente', direccion: 'ASC' } });
    if (filas.length) yield filas;
    if (filas.length < tamanoPagina) break;
  }
  yield [{ id: 'total', paciente: 'Total', documento: '', ...(await totalesAsistenciaUsuarios(db, f)) }];
}
