import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { pacientes, sedes, sesiones, tarifas, usuarios } from '../../database/schema/index.js';
import type { EvolucionLeida, OcupacionDeTerapeuta, SesionLeida, TerapeutaProgramable } from '../contrato-lecturas.js';
import type { ArchivoGuardado } from '../../admisiones/index.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';

export interface FiltroSesiones {
  sede?: string | null;
  terapeuta?: string;
  paciente?: string;
  desde?: string;
  hasta?: string;
  estado?: number;
  tipo?: string;
  ids?: string[];
}

const columnas = {
  id: sesiones.id,
  pacienteId: sesiones.pacienteId,
  pacienteNombre: sesiones.pacienteNombre,
  pacienteDocumento: sesiones.pacienteDocumento,
  coberturaId: sesiones.coberturaId,
  coberturaCodigo: sesiones.coberturaCodigo,
  formato: sesiones.formato,
  lineaId: sesiones.lineaId,
  entidadNombre: sesiones.entidadNombre,
  servicio: sesiones.servicio,
  especialidad: sesiones.especialidad,
  terapeutaId: sesiones.terapeutaId,
  terapeutaNombre: sesiones.terapeutaNombre,
  fecha: sesiones.fecha,
  horaInicio: sesiones.horaInicio,
  horaFin: sesiones.horaFin,
  unidades: sesiones.unidades,
  tipo: sesiones.tipo,
  lugar: sesiones.lugar,
  estado: sesiones.estado,
  cytAceptada: sesiones.cytAceptada,
  valor: sesiones.valor,
  copago: sesiones.copago,
  sede: sesiones.sede,
  programadaPor: sesiones.programadaPor,
  canceladaPor: sesiones.canceladaPor,
  motivoCancelacion: sesiones.motivoCancelacion,
  atrasada: sesiones.atrasada,
  fechaEvolucion: sesiones.fechaEvolucion,
};

function donde(f: FiltroSesiones): SQL | undefined {
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(sesiones.id, f.ids));
  if (f.sede) partes.push(eq(sesiones.sede, f.sede));
  if (f.terapeuta) partes.push(eq(sesiones.terapeutaId, f.terapeuta));
  if (f.paciente) partes.push(eq(sesiones.pacienteId, f.paciente));
  if (f.desde) partes.push(gte(sesiones.fecha, f.desde));
  if (f.hasta) partes.push(lte(sesiones.fecha, f.hasta));
  if (f.estado !== undefined) partes.push(eq(sesiones.estado, f.estado));
  if (f.tipo) partes.push(eq(sesiones.tipo, f.tipo));
  return partes.length ? and(...partes) : undefined;
}

/**
 * Cancelled sessions name whoever cancelled them (issue 27 item 8): the event records a login, people read the name
 * from the users' read model, in one read per page; a login no longer known stays as it is.
 */
async function conQuienCancelo<T extends { canceladaPor: string | null }>(db: Db, filas: T[]): Promise<(T & { canceladaPorNombre: string | null })[]> {
  const logins = [...new Set(filas.map((f) => f.canceladaPor).filter((u): u is string => !!u))];
  const encontrados = logins.length
    ? await db
        .select({ usuario: usuarios.usuario, nombres: usuarios.nombres, apellidos: usuarios.apellidos })
        .from(usuarios)
        .where(inArray(usuarios.usuario, logins))
    : [];
  const nombre = new Map(encontrados.map((u) => [u.usuario, `${u.nombres} ${u.apellidos}`.trim()]));
  return filas.map((f) => ({ ...f, canceladaPorNombre: f.canceladaPor ? (nombre.get(f.canceladaPor) ?? f.canceladaPor) : null }));
}

/** What `listarSesiones` reads: the in-memory answers of the calendar are retired only by events that write these (decision 0053). */
export const TABLAS_DE_LISTAR_SESIONES = [sesiones, usuarios] as const;

/** The calendar and the cancellation lists: by date and time unless asked otherwise. */
export async function listarSesiones(db: Db, consulta: ConsultaLista<FiltroSesiones>): Promise<Pagina<SesionLeida>> {
  const filtro = donde(consulta.filtro);
  const ordenables: Record<string, (typeof columnas)[keyof typeof columnas]> = columnas;
  const columna = ordenables[consulta.orden.campo] ?? sesiones.fecha;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(sesiones)
      .where(filtro)
      .orderBy(orden, asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(sesiones).where(filtro),
  ]);
  return { filas: await conQuienCancelo(db, filas), total: Number(total) };
}

export async function obtenerSesion(db: Db, id: string): Promise<(SesionLeida & { evolucionRegistrada: EvolucionLeida | null }) | null> {
  const [fila] = await db
    .select({
      ...columnas,
      estrategias: sesiones.estrategias,
      material: sesiones.material,
      estadoPaciente: sesiones.estadoPaciente,
      evolucion: sesiones.evolucion,
      requiereExamen: sesiones.requiereExamen,
    })
    .from(sesiones)
    .where(eq(sesiones.id, id));
  if (!fila) return null;
  const { estrategias, material, estadoPaciente, evolucion, requiereExamen, ...sesion } = fila;
  const evolucionRegistrada =
    sesion.fechaEvolucion && evolucion !== null
      ? {
          fechaEvolucion: sesion.fechaEvolucion,
          atrasada: sesion.atrasada,
          estrategias: estrategias ?? [],
          material,
          estadoPaciente: estadoPaciente ?? '',
          evolucion,
          requiereExamen: !!requiereExamen,
        }
      : null;
  const [conNombre] = await conQuienCancelo(db, [sesion]);
  return { ...conNombre, evolucionRegistrada };
}

/** Pending or done sessions of these therapists or patients on these dates: what an overlap is checked against. */
export function sesionesOcupadas(db: Db, p: { terapeutas: string[]; pacientes: string[]; fechas: string[] }) {
  if (p.fechas.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sesiones.id,
      terapeutaId: sesiones.terapeutaId,
      pacienteId: sesiones.pacienteId,
      fecha: sesiones.fecha,
      horaInicio: sesiones.horaInicio,
      horaFin: sesiones.horaFin,
      terapeutaNombre: sesiones.terapeutaNombre,
      pacienteNombre: sesiones.pacienteNombre,
      sede: sesiones.sede,
      sedeNombre: sedes.nombre,
    })
    .from(sesiones)
    .leftJoin(sedes, eq(sedes.id, sesiones.sede))
    .where(
      and(
        inArray(sesiones.fecha, [...new Set(p.fechas)]),
        inArray(sesiones.estado, [1, 3]),
        or(inArray(sesiones.terapeutaId, p.terapeutas.length ? p.terapeutas : ['']), inArray(sesiones.pacienteId, p.pacientes.length ? p.pacientes : [''])),
      ),
    );
}

/**
 * A therapist's pending or done sessions in a date range at sites other than `excepto` (issue 27 item 5: the
 * calendar shows them greyed): time, site and therapist only, never the patient.
 */
export async function ocupacionDeTerapeuta(
  db: Db,
  p: { terapeuta: string; desde: string; hasta: string; excepto: string | null },
): Promise<OcupacionDeTerapeuta[]> {
  const filas = await db
    .select({
      id: sesiones.id,
      fecha: sesiones.fecha,
      horaInicio: sesiones.horaInicio,
      horaFin: sesiones.horaFin,
      sede: sesiones.sede,
      sedeNombre: sedes.nombre,
      terapeutaNombre: sesiones.terapeutaNombre,
    })
    .from(sesiones)
    .leftJoin(sedes, eq(sedes.id, sesiones.sede))
    .where(and(eq(sesiones.terapeutaId, p.terapeuta), gte(sesiones.fecha, p.desde), lte(sesiones.fecha, p.hasta), inArray(sesiones.estado, [1, 3])))
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio))
    .limit(1000);
  return filas.filter((f) => f.sede !== p.excepto).map(({ sede: _s, sedeNombre, ...f }) => ({ ...f, sedeNombre: sedeNombre ?? '' }));
}

/** Where a session lives (site scoping) without reading the rest. */
export async function ubicarSesion(db: Db, id: string): Promise<{ id: string; sede: string; coberturaId: string; terapeutaId: string } | null> {
  const [fila] = await db
    .select({ id: sesiones.id, sede: sesiones.sede, coberturaId: sesiones.coberturaId, terapeutaId: sesiones.terapeutaId })
    .from(sesiones)
    .where(eq(sesiones.id, id));
  return fila ?? null;
}

/** Pending sessions of a patient or a therapist in a date range (mass cancellation). */
export function pendientesEnRango(db: Db, p: { paciente?: string; terapeuta?: string; desde: string; hasta: string; sede: string | null }) {
  const partes: SQL[] = [eq(sesiones.estado, 3), gte(sesiones.fecha, p.desde), lte(sesiones.fecha, p.hasta)];
  if (p.paciente) partes.push(eq(sesiones.pacienteId, p.paciente));
  if (p.terapeuta) partes.push(eq(sesiones.terapeutaId, p.terapeuta));
  if (p.sede) partes.push(eq(sesiones.sede, p.sede));
  return db
    .select({ id: sesiones.id, coberturaId: sesiones.coberturaId })
    .from(sesiones)
    .where(and(...partes))
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio));
}

/** Therapists are the users of roles 2 to 6: the role number is their specialty's code. */
const ROLES_TERAPEUTA = [2, 3, 4, 5, 6];

export function listarTerapeutas(db: Db, f: { especialidad?: number; sede?: string | null }): Promise<TerapeutaProgramable[]> {
  const partes: SQL[] = [eq(usuarios.estado, 1), inArray(usuarios.rolId, f.especialidad !== undefined ? [f.especialidad] : ROLES_TERAPEUTA)];
  if (f.sede) partes.push(eq(usuarios.sedeId, f.sede));
  return db
    .select({
      id: usuarios.id,
      usuario: usuarios.usuario,
      nombres: usuarios.nombres,
      apellidos: usuarios.apellidos,
      especialidad: usuarios.rolId,
      sede: usuarios.sedeId,
    })
    .from(usuarios)
    .where(and(...partes))
    .orderBy(asc(usuarios.apellidos), asc(usuarios.nombres));
}

export async function terapeutaParaSesion(db: Db, id: string): Promise<{ id: string; nombre: string; especialidad: number; activo: boolean } | null> {
  const [u] = await db
    .select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos, rol: usuarios.rolId, estado: usuarios.estado })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  if (!u) return null;
  return { id: u.id, nombre: `${u.nombres} ${u.apellidos}`.toUpperCase(), especialidad: u.rol, activo: u.estado === 1 && ROLES_TERAPEUTA.includes(u.rol) };
}

/** What a session needs of its patient: the name as the calendar shows it, the document, the site, the state. */
export async function pacienteParaSesion(db: Db, id: string) {
  const [p] = await db
    .select({
      id: pacientes.id,
      sede: pacientes.sede,
      estado: pacientes.estado,
      primerNombre: pacientes.primerNombre,
      primerApellido: pacientes.primerApellido,
      tipoDocumento: pacientes.tipoDocumento,
      numeroDocumento: pacientes.numeroDocumento,
    })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  if (!p) return null;
  const documento = `${p.tipoDocumento} ${p.numeroDocumento}`;
  return { id: p.id, sede: p.sede, estado: p.estado, nombre: `${p.primerNombre} ${p.primerApellido}`.toUpperCase(), documento };
}

export async function tarifaDe(db: Db, epsId: string, especialidad: number): Promise<{ tarifa: number; copago: number } | null> {
  const [t] = await db
    .select({ tarifa: tarifas.tarifa, copago: tarifas.copago })
    .from(tarifas)
    .where(and(eq(tarifas.epsId, epsId), eq(tarifas.especialidad, especialidad)));
  return t ?? null;
}

/** The stored photo of a patient (url_foto: the admissions document 'foto'), or null. */
export async function fotoDePaciente(db: Db, pacienteId: string): Promise<ArchivoGuardado | null> {
  const [p] = await db.select({ documentos: pacientes.documentos }).from(pacientes).where(eq(pacientes.id, pacienteId));
  return ((p?.documentos ?? {}) as Record<string, ArchivoGuardado>).foto ?? null;
}
