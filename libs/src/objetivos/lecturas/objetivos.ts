import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { objetivos, pacientes, usuarios } from '../../database/schema/index.js';
import {
  aprobado,
  DIAS_PROXIMOS,
  estadoObjetivo,
  marcaObjetivo,
  promedioDe,
  sumarDias,
  type EstadoObjetivo,
  type ObjetivoLeido,
  type ResumenEspecialidad,
} from '../contrato-lecturas.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { nombreDePaciente } from '../../admisiones/index.js';

export const PSICOLOGIA = 6;

/** Who reads: their site scope and whether they see psychology objectives of locked patients. */
export interface Lector {
  id: string;
  /** null: every site. */
  sede: string | null;
  veConfidenciales: boolean;
}

export interface FiltroObjetivos {
  paciente?: string;
  especialidad?: number;
  terapeuta?: string;
  estado?: EstadoObjetivo;
  desde?: string;
  hasta?: string;
  ids?: string[];
}

type Fila = typeof objetivos.$inferSelect;

export function objetivoLeido(f: Fila, hoy: string, conCalificaciones = false): ObjetivoLeido {
  const { calificaciones, registradoEn: _r, actualizadoEn: _a, ...resto } = f;
  return {
    ...resto,
    forma: f.forma as ObjetivoLeido['forma'],
    aprobado: aprobado(f.porcentaje),
    periodosCalificados: calificaciones.map((c) => c.periodo),
    estado: estadoObjetivo(f, hoy),
    marca: marcaObjetivo(f, hoy),
    ...(conCalificaciones ? { calificaciones } : {}),
  };
}

/** The state filter in SQL, the same rule as estadoObjetivo. */
export function condicionEstado(estado: EstadoObjetivo, hoy: string): SQL {
  const limite = sumarDias(hoy, DIAS_PROXIMOS);
  switch (estado) {
    case 'evaluado':
      return isNotNull(objetivos.fechaLogro);
    case 'vencido':
      return and(isNull(objetivos.fechaLogro), lt(objetivos.fechaFin, hoy))!;
    case 'proximo':
      return and(isNull(objetivos.fechaLogro), gte(objetivos.fechaFin, hoy), lte(objetivos.fechaFin, limite))!;
    case 'pendiente':
      return and(isNull(objetivos.fechaLogro), gt(objetivos.fechaFin, limite))!;
  }
}

/** Site scope and the confidentiality of psychology objectives of locked patients, over the patients' read model. */
export function alcance(lector: Lector): SQL | undefined {
  const partes: SQL[] = [];
  if (lector.sede) partes.push(eq(pacientes.sede, lector.sede));
  if (!lector.veConfidenciales) {
    partes.push(not(and(eq(objetivos.especialidad, PSICOLOGIA), isNotNull(pacientes.bloqueadoPara), ne(pacientes.bloqueadoPara, lector.id))!));
  }
  return partes.length ? and(...partes) : undefined;
}

function donde(f: FiltroObjetivos, lector: Lector, hoy: string): SQL | undefined {
  const partes: (SQL | undefined)[] = [alcance(lector)];
  if (f.ids) partes.push(inArray(objetivos.id, f.ids));
  if (f.paciente) partes.push(eq(objetivos.pacienteId, f.paciente));
  if (f.especialidad !== undefined) partes.push(eq(objetivos.especialidad, f.especialidad));
  if (f.terapeuta) partes.push(eq(objetivos.terapeutaId, f.terapeuta));
  if (f.estado) partes.push(condicionEstado(f.estado, hoy));
  if (f.desde) partes.push(gte(objetivos.fechaInicio, f.desde));
  if (f.hasta) partes.push(lte(objetivos.fechaInicio, f.hasta));
  const definidas = partes.filter((p): p is SQL => p !== undefined);
  return definidas.length ? and(...definidas) : undefined;
}

const ORDENABLES = {
  fechaInicio: objetivos.fechaInicio,
  fechaFin: objetivos.fechaFin,
  especialidad: objetivos.especialidad,
  porcentaje: objetivos.porcentaje,
  paciente: objetivos.paciente,
  terapeuta: objetivos.terapeuta,
} as const;

export async function listarObjetivos(db: Db, consulta: ConsultaLista<FiltroObjetivos>, lector: Lector, hoy: string): Promise<Pagina<ObjetivoLeido>> {
  const filtro = donde(consulta.filtro, lector, hoy);
  const columna = ORDENABLES[consulta.orden.campo as keyof typeof ORDENABLES] ?? objetivos.fechaInicio;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select({ o: objetivos })
      .from(objetivos)
      .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
      .where(filtro)
      .orderBy(orden, asc(objetivos.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(objetivos).innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId)).where(filtro),
  ]);
  return { filas: filas.map(({ o }) => objetivoLeido(o, hoy)), total: Number(total) };
}

/** One objective with the site and lock of its patient (the caller decides visibility). */
export async function obtenerObjetivo(db: Db, id: string) {
  const [fila] = await db
    .select({ o: objetivos, sede: pacientes.sede, bloqueadoPara: pacientes.bloqueadoPara })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(eq(objetivos.id, id));
  return fila ?? null;
}

/** What creating an objective needs to know of the patient: name, site, state, lock and leaders. */
export async function pacienteParaObjetivos(db: Db, id: string) {
  const [p] = await db.select().from(pacientes).where(eq(pacientes.id, id));
  if (!p) return null;
  const lideres: Record<number, string | null> = {
    2: p.liderFisioterapia,
    3: p.liderFonoaudiologia,
    4: p.liderTerapiaOcupacional,
    5: p.liderEducacionEspecial,
    6: p.liderPsicologia,
  };
  const nombre = nombreDePaciente(p);
  return {
    id: p.id,
    nombre: `${nombre} (${p.tipoDocumento} ${p.numeroDocumento})`,
    sede: p.sede,
    estado: p.estado,
    bloqueadoPara: p.bloqueadoPara,
    fechaNacimiento: p.fechaNacimiento,
    /** Whether admissions stored a photo (the history's photo route serves it, with the history's rules). */
    tieneFoto: Object.hasOwn((p.documentos ?? {}) as object, 'foto'),
    lideres,
  };
}

export async function nombreDeUsuario(db: Db, id: string): Promise<string | null> {
  const [u] = await db
    .select({ nombres: usuarios.nombres, apellidos: usuarios.apellidos, usuario: usuarios.usuario })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return u ? `${u.nombres} ${u.apellidos}`.trim() || u.usuario : null;
}

/** Per specialty: leader, average of evaluated objectives ('--' when none), objectives to evaluate and to confirm. */
export async function resumenObjetivosPaciente(
  db: Db,
  paciente: { id: string; bloqueadoPara: string | null; lideres: Record<number, string | null> },
  lector: Lector,
  hoy: string,
): Promise<ResumenEspecialidad[]> {
  const filas = await db.select().from(objetivos).where(eq(objetivos.pacienteId, paciente.id));
  const idsLideres = [...new Set(Object.values(paciente.lideres).filter((v): v is string => !!v))];
  const lideres = idsLideres.length
    ? await db.select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos }).from(usuarios).where(inArray(usuarios.id, idsLideres))
    : [];
  return [2, 3, 4, 5, 6].map((especialidad) => {
    const idLider = paciente.lideres[especialidad];
    const l = lideres.find((x) => x.id === idLider);
    const lider = l ? { id: l.id, nombre: `${l.nombres} ${l.apellidos}`.trim() } : null;
    const confidencial = especialidad === PSICOLOGIA && !lector.veConfidenciales && paciente.bloqueadoPara !== null && paciente.bloqueadoPara !== lector.id;
    if (confidencial) return { especialidad, lider, confidencial, promedio: null, total: 0, porEvaluar: 0, porConfirmar: 0, evaluados: 0 };
    const propias = filas.filter((f) => f.especialidad === especialidad);
    const estados = propias.map((f) => estadoObjetivo(f, hoy));
    return {
      especialidad,
      lider,
      confidencial,
      // The spec's average is of evaluated objectives only: a period rated on an objective still open does not count.
      promedio: promedioDe(propias.filter((_, i) => estados[i] === 'evaluado').map((f) => f.porcentaje)),
      total: propias.length,
      porEvaluar: estados.filter((e) => e === 'pendiente' || e === 'proximo').length,
      porConfirmar: estados.filter((e) => e === 'vencido').length,
      evaluados: estados.filter((e) => e === 'evaluado').length,
    };
  });
}
