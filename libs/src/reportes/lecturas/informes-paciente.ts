import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { eps, objetivos, pacientes, sedes, sesiones, usuarios } from '../../database/schema/index.js';
import { ESPECIALIDADES } from '../../catalogos/contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import {
  MENSAJES_INFORMES_PACIENTE as M,
  MESES,
  TEXTO_LOGRO_EN_CONFIRMACION,
  TEXTO_SIN_EVALUAR,
  type EspecialidadDelMes,
  type EvolucionDelInforme,
  type InformeMensual,
  type ObjetivoDelInforme,
  type PacienteDelInforme,
} from '../contrato-informes-paciente.js';
import { TIPOS_DOCUMENTO } from '../../admisiones/contrato.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { edad } from '../../historia-clinica/index.js';
import { indiceDeAtencion } from '../../programacion/index.js';
import { alcance } from '../../objetivos/index.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { columnasNombrePaciente, nombreDePaciente } from '../../admisiones/index.js';

/**
 * The patient reports of /reportes/informeEvolucion (spec 3 §2.2 item 13), read from the sessions and
 * objectives read models: the evolved sessions of a range, a month's sessions per specialty with the
 * attention index, and the objectives in force in a range with their tasks and ratings. The caller has
 * checked the site and the history's lock; the objectives read hides psychology of a locked patient as the
 * objectives screen does.
 */

const ESTADOS_SESION: Record<number, string> = { 1: 'Realizada', 2: 'Cancelada', 3: 'Pendiente' };

/** The patient's columns that name the leader of each specialty (2..6). */
const COLUMNA_LIDER = {
  2: pacientes.liderFisioterapia,
  3: pacientes.liderFonoaudiologia,
  4: pacientes.liderTerapiaOcupacional,
  5: pacientes.liderEducacionEspecial,
  6: pacientes.liderPsicologia,
} as const;

export const esEspecialidad = (n: unknown): n is 2 | 3 | 4 | 5 | 6 => typeof n === 'number' && Object.hasOwn(COLUMNA_LIDER, n);

/** The patient block: names, document, birth date and age, entity, diagnosis, site. */
export async function pacienteDelInforme(db: Db, id: string, hoy: string): Promise<PacienteDelInforme | null> {
  const [fila] = await db
    .select({ p: pacientes, sedeNombre: sedes.nombre })
    .from(pacientes)
    .leftJoin(sedes, eq(sedes.id, pacientes.sede))
    .where(eq(pacientes.id, id));
  if (!fila) return null;
  const { p } = fila;
  const entidadId = p.eps ?? p.prepagada ?? p.poliza;
  const [entidad] = entidadId ? await db.select({ nombre: eps.nombre }).from(eps).where(eq(eps.id, entidadId)) : [];
  const e = edad(p.fechaNacimiento, hoy);
  return {
    id: p.id,
    nombre: nombreDePaciente(p),
    documento: `${textoDe(TIPOS_DOCUMENTO, p.tipoDocumento)} ${p.numeroDocumento}`,
    fechaNacimiento: p.fechaNacimiento,
    edad: `${e.anios} años y ${e.meses} meses`,
    entidad: entidad?.nombre ?? 'Particular',
    diagnostico: p.diagnostico ?? '',
    sedeNombre: fila.sedeNombre ?? p.sede,
  };
}

/** The patient's sessions in [desde, hasta] (of one specialty and one state, or all), in date and time order. */
function sesionesDelPaciente(db: Db, pacienteId: string, desde: string, hasta: string, especialidad?: number, estado?: number) {
  return db
    .select()
    .from(sesiones)
    .where(
      and(
        eq(sesiones.pacienteId, pacienteId),
        gte(sesiones.fecha, desde),
        lte(sesiones.fecha, hasta),
        estado !== undefined ? eq(sesiones.estado, estado) : undefined,
        especialidad !== undefined ? eq(sesiones.servicio, especialidad) : undefined,
      ),
    )
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id));
}

/** The evolved sessions (estado 1) of the patient in [desde, hasta], of one specialty or all, in date order. */
export async function evolucionesDelInforme(db: Db, pacienteId: string, desde: string, hasta: string, especialidad?: number): Promise<EvolucionDelInforme[]> {
  const filas = await sesionesDelPaciente(db, pacienteId, desde, hasta, especialidad, 1);
  return filas.map((s) => ({
    id: s.id,
    fecha: s.fecha,
    hora: s.horaInicio,
    terapeuta: s.terapeutaNombre,
    especialidad: textoDe(ESPECIALIDADES, s.servicio),
    estrategias: (s.estrategias ?? []).map((e) => e.descripcion),
    estadoPaciente: s.estadoPaciente,
    evolucion: s.evolucion,
    lugar: s.lugar,
  }));
}

const dosDigitos = (n: number) => String(n).padStart(2, '0');

/** First and last day of a calendar month. */
export function limitesMes(anio: number, mes: number): { desde: string; hasta: string } {
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { desde: `${anio}-${dosDigitos(mes)}-01`, hasta: `${anio}-${dosDigitos(mes)}-${dosDigitos(ultimo)}` };
}

/**
 * The per-patient monthly report: the month's sessions (of one specialty or all) counted per specialty as done,
 * cancelled and pending, with the patient's attention index at the month's end capped at today.
 */
export async function informeMensual(db: Db, pacienteId: string, anio: number, mes: number, hoy: string, especialidad?: number): Promise<InformeMensual> {
  const { desde, hasta } = limitesMes(anio, mes);
  const filas = await sesionesDelPaciente(db, pacienteId, desde, hasta, especialidad);
  const porEspecialidad = new Map<number, EspecialidadDelMes>();
  for (const s of filas) {
    const fila = porEspecialidad.get(s.servicio) ?? {
      especialidad: textoDe(ESPECIALIDADES, s.servicio),
      realizadas: 0,
      canceladas: 0,
      pendientes: 0,
      total: 0,
    };
    if (s.estado === 1) fila.realizadas += 1;
    else if (s.estado === 2) fila.canceladas += 1;
    else fila.pendientes += 1;
    fila.total += 1;
    porEspecialidad.set(s.servicio, fila);
  }
  const especialidades = [...porEspecialidad.entries()].sort(([a], [b]) => a - b).map(([, f]) => f);
  const suma = (c: 'realizadas' | 'canceladas' | 'pendientes' | 'total') => especialidades.reduce((t, f) => t + f[c], 0);
  const indices = await indiceDeAtencion(db, [pacienteId], hasta < hoy ? hasta : hoy);
  return {
    anio,
    mes,
    mesNombre: textoDe(MESES, mes),
    desde,
    hasta,
    especialidades,
    totales: { realizadas: suma('realizadas'), canceladas: suma('canceladas'), pendientes: suma('pendientes'), total: suma('total') },
    indiceAtencion: indices.get(pacienteId) ?? null,
    sesiones: filas.map((s) => ({
      id: s.id,
      fecha: s.fecha,
      hora: s.horaInicio,
      terapeuta: s.terapeutaNombre,
      especialidad: textoDe(ESPECIALIDADES, s.servicio),
      estado: ESTADOS_SESION[s.estado] ?? String(s.estado),
      evolucion: s.estado === 1 ? s.evolucion : null,
    })),
  };
}

/** Who reads: site (null = every site) and the objectives' confidentiality. */
export interface LectorDelInforme {
  id: string;
  sede: string | null;
  veConfidenciales: boolean;
}

/** The achievement column: the recorded achievement, 'Sin evaluar' without ratings, 'Logro en proceso de confirmación' past due. */
export function logroDelInforme(o: { logro: string | null; calificaciones: unknown[]; fechaFin: string; fechaLogro: string | null }, hoy: string): string {
  if (o.logro) return o.logro;
  if (o.calificaciones.length === 0) return TEXTO_SIN_EVALUAR;
  if (!o.fechaLogro && o.fechaFin < hoy) return TEXTO_LOGRO_EN_CONFIRMACION;
  return '';
}

/**
 * The patient's objectives in force in [desde, hasta] (started on or before the end, due on or after the start),
 * of one specialty or all, without psychology of a locked patient the reader may not see; each task with its
 * ratings by period.
 */
export async function objetivosDelInforme(
  db: Db,
  pacienteId: string,
  desde: string,
  hasta: string,
  lector: LectorDelInforme,
  hoy: string,
  especialidad?: number,
): Promise<ObjetivoDelInforme[]> {
  const donde: SQL | undefined = and(
    alcance(lector),
    eq(objetivos.pacienteId, pacienteId),
    lte(objetivos.fechaInicio, hasta),
    gte(objetivos.fechaFin, desde),
    especialidad !== undefined ? eq(objetivos.especialidad, especialidad) : undefined,
  );
  const filas = await db
    .select({ o: objetivos })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(donde)
    .orderBy(asc(objetivos.fechaInicio), asc(objetivos.especialidad), asc(objetivos.id));
  return filas.map(({ o }) => ({
    id: o.id,
    fechaInicio: o.fechaInicio,
    fechaFin: o.fechaFin,
    terapeuta: o.terapeuta,
    especialidad: textoDe(ESPECIALIDADES, o.especialidad),
    objetivo: o.objetivo,
    logro: logroDelInforme(o, hoy),
    porcentaje: o.porcentaje,
    tareas: o.tareas.map((descripcion, i) => ({
      descripcion,
      calificaciones: o.calificaciones.map((c) => ({ periodo: c.periodo, puntaje: c.tareas[i]?.puntaje ?? 0 })),
    })),
  }));
}

/** The leader of a specialty who signs a patient report: name, professional card and signature path; or the spec's refusal. */
export async function liderDeEspecialidad(
  db: Db,
  pacienteId: string,
  especialidad: number,
): Promise<{ id: string; nombre: string; tarjetaProfesional: string | null; firma: string | null }> {
  if (!esEspecialidad(especialidad)) throw new ReglaIncumplida(M.especialidadInvalida, 'invalido');
  const [fila] = await db.select({ lider: COLUMNA_LIDER[especialidad] }).from(pacientes).where(eq(pacientes.id, pacienteId));
  const [u] = fila?.lider ? await db.select().from(usuarios).where(eq(usuarios.id, fila.lider)) : [];
  if (!u) throw new ReglaIncumplida(M.sinLider);
  return { id: u.id, nombre: `${u.nombres} ${u.apellidos}`, tarjetaProfesional: u.tarjetaProfesional, firma: u.firma1 ?? u.firma2 ?? u.firma3 };
}

/** The screen's patient select: patients of the reader's site (all for whoever sees every site) matching every word of q, 20 at most. */
export async function pacientesParaInforme(db: Db, q: string | undefined, sede: string | null): Promise<{ id: string; nombre: string }[]> {
  const filas = await db
    .select({ id: pacientes.id, p: columnasNombrePaciente, tipo: pacientes.tipoDocumento, numero: pacientes.numeroDocumento })
    .from(pacientes)
    .where(and(sede ? eq(pacientes.sede, sede) : undefined, q ? buscarPorPalabras(pacientes.busqueda, q) : undefined))
    .orderBy(asc(pacientes.primerApellido), asc(pacientes.primerNombre), asc(pacientes.id))
    .limit(20);
  return filas.map((f) => ({ id: f.id, nombre: `${nombreDePaciente(f.p)} (${f.tipo} ${f.numero})` }));
}
