import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { objetivos, sedes, sesiones } from '../../database/schema/index.js';
import type { FilaEvolucionSinLogro } from '../contrato-objetivos.js';
import { contiene } from '../../http/filtro.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { esPorIds, type FiltroPorIds } from './filtro-reporte.js';

/**
 * Evolutions without objective achievement (spec 3 §2.2 item 11; the spec names only its rows, decision 0021 the
 * rule): sessions evolved in the range (evaluations aside: they come before any objective) whose patient had no
 * objective of that session's specialty in force on the session's date (start ≤ date ≤ completion, extensions
 * included). The therapist worked without an objective to achieve.
 */
export interface FiltroEvolucionesSinLogro {
  desde: string;
  hasta: string;
  /** null: every site (only for whoever sees them all). */
  sede: string | null;
  paciente?: string;
  q?: string;
}

const sinObjetivoVigente = sql`not exists (select 1 from ${objetivos} where ${objetivos.pacienteId} = ${sesiones.pacienteId} and ${objetivos.especialidad} = ${sesiones.servicio} and ${objetivos.fechaInicio} <= ${sesiones.fecha} and ${objetivos.fechaFin} >= ${sesiones.fecha})`;

/** The range's rows, or the sessions asked by id (getMany, getOne) that are rows of the report, whatever their dates. */
function donde(f: FiltroEvolucionesSinLogro | FiltroPorIds): SQL | undefined {
  const filtro = esPorIds(f)
    ? [inArray(sesiones.id, [...f.ids])]
    : [
        gte(sesiones.fecha, f.desde),
        lte(sesiones.fecha, f.hasta),
        f.paciente ? eq(sesiones.pacienteId, f.paciente) : undefined,
        f.q
          ? or(ilike(sesiones.pacienteNombre, contiene(f.q)), ilike(sesiones.pacienteDocumento, contiene(f.q)), ilike(sesiones.terapeutaNombre, contiene(f.q)))
          : undefined,
      ];
  return and(
    f.sede ? eq(sesiones.sede, f.sede) : undefined,
    ...filtro,
    eq(sesiones.estado, 1),
    isNotNull(sesiones.fechaEvolucion),
    ne(sesiones.tipo, 'Evaluacion'),
    sinObjetivoVigente,
  );
}

type Leida = { s: typeof sesiones.$inferSelect; sedeNombre: string | null };
const fila = ({ s, sedeNombre }: Leida): FilaEvolucionSinLogro => ({
  id: s.id,
  pacienteId: s.pacienteId,
  nombrePaciente: s.pacienteNombre,
  documento: s.pacienteDocumento,
  terapeuta: s.terapeutaNombre,
  especialidad: s.especialidad,
  fecha: s.fecha,
  fechaEvolucion: s.fechaEvolucion,
  tipo: s.tipo,
  sede: s.sede,
  sedeNombre: sedeNombre ?? s.sede,
});

const ORDENABLES: Record<string, PgColumn> = {
  fecha: sesiones.fecha,
  nombrePaciente: sesiones.pacienteNombre,
  terapeuta: sesiones.terapeutaNombre,
  especialidad: sesiones.especialidad,
};

export async function listarEvolucionesSinLogro(
  db: Db,
  consulta: ConsultaLista<FiltroEvolucionesSinLogro | FiltroPorIds>,
): Promise<Pagina<FilaEvolucionSinLogro>> {
  const columna = ORDENABLES[consulta.orden.campo] ?? sesiones.fecha;
  const [leidas, [{ total }]] = await Promise.all([
    db
      .select({ s: sesiones, sedeNombre: sedes.nombre })
      .from(sesiones)
      .leftJoin(sedes, eq(sedes.id, sesiones.sede))
      .where(donde(consulta.filtro))
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(sesiones.horaInicio), asc(sesiones.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(sesiones).where(donde(consulta.filtro)),
  ]);
  return { filas: leidas.map(fila), total: Number(total) };
}

export async function contarEvolucionesSinLogro(db: Db, f: FiltroEvolucionesSinLogro): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(sesiones).where(donde(f));
  return Number(total);
}

/** Every row a page at a time in (date, start, id) order by keyset: the Excel export. */
export async function* recorrerEvolucionesSinLogro(db: Db, f: FiltroEvolucionesSinLogro, tamanoPagina = 2000): AsyncGenerator<FilaEvolucionSinLogro[]> {
  let ultimo: { fecha: string; horaInicio: string; id: string } | null = null;
  for (;;) {
    const despues: SQL | undefined = ultimo
      ? sql`(${sesiones.fecha}, ${sesiones.horaInicio}, ${sesiones.id}) > (${ultimo.fecha}, ${ultimo.horaInicio}, ${ultimo.id})`
      : undefined;
    const leidas: Leida[] = await db
      .select({ s: sesiones, sedeNombre: sedes.nombre })
      .from(sesiones)
      .leftJoin(sedes, eq(sedes.id, sesiones.sede))
      .where(and(donde(f), despues))
      .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id))
      .limit(tamanoPagina);
    if (leidas.length === 0) return;
    yield leidas.map(fila);
    const u = leidas[leidas.length - 1]!.s;
    ultimo = { fecha: u.fecha, horaInicio: u.horaInicio, id: u.id };
    if (leidas.length < tamanoPagina) return;
  }
}
