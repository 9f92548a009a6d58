import { and, asc, desc, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../database/conexion.js';
import { objetivos, pacientes, sesiones, usuarios } from '../database/schema/index.js';
import { DIAS_PROXIMOS, sumarDias, type ObjetivoLeido } from '../contratos/objetivos.js';
import { alcance, objetivoLeido, type Lector } from './objetivos.js';
import { calcularEdad } from './pacientes.js';

const LUGARES = ['Domicilio', 'Sede', 'Virtual'] as const;
const REALIZADA = 1;
const CANCELADA = 2;
const PROGRAMADA = 3;

export interface TarjetasDelDia {
  /** SSP: scheduled (pending). */
  ssp: { sede: number; domicilio: number; total: number };
  /** SSR: done, and the day's cancellations. */
  ssr: { sede: number; domicilio: number; canceladas: number; total: number };
  porModalidad: { lugar: (typeof LUGARES)[number]; realizadas: number; programadas: number; canceladas: number }[];
}

export interface TerapeutaDelEspacio {
  id: string;
  nombre: string;
  usuario: string;
  rol: number;
  sede: string;
  tieneFoto: boolean;
}

export async function terapeutaDelEspacio(db: Db, id: string): Promise<TerapeutaDelEspacio | null> {
  const [u] = await db
    .select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos, usuario: usuarios.usuario, rol: usuarios.rolId, sede: usuarios.sedeId, foto: usuarios.foto })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return u ? { id: u.id, nombre: `${u.nombres} ${u.apellidos}`.trim(), usuario: u.usuario, rol: u.rol, sede: u.sede, tieneFoto: !!u.foto } : null;
}

/** Today's cards from the sessions read model. */
export async function tarjetasDelDia(db: Db, terapeutaId: string, fecha: string): Promise<TarjetasDelDia> {
  const filas = await db.select({ estado: sesiones.estado, lugar: sesiones.lugar }).from(sesiones).where(and(eq(sesiones.terapeutaId, terapeutaId), eq(sesiones.fecha, fecha)));
  const cuenta = (estado: number, lugar?: string) => filas.filter((f) => f.estado === estado && (!lugar || f.lugar === lugar)).length;
  return {
    ssp: { sede: cuenta(PROGRAMADA, 'Sede'), domicilio: cuenta(PROGRAMADA, 'Domicilio'), total: cuenta(PROGRAMADA) },
    ssr: { sede: cuenta(REALIZADA, 'Sede'), domicilio: cuenta(REALIZADA, 'Domicilio'), canceladas: cuenta(CANCELADA), total: cuenta(REALIZADA) },
    porModalidad: LUGARES.map((lugar) => ({ lugar, realizadas: cuenta(REALIZADA, lugar), programadas: cuenta(PROGRAMADA, lugar), canceladas: cuenta(CANCELADA, lugar) })),
  };
}

/** Not achieved and due from the date to +10 days. */
export async function objetivosProximos(db: Db, terapeutaId: string, fecha: string, lector: Lector): Promise<ObjetivoLeido[]> {
  const filas = await db
    .select({ o: objetivos })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(and(eq(objetivos.terapeutaId, terapeutaId), isNull(objetivos.fechaLogro), gte(objetivos.fechaFin, fecha), lte(objetivos.fechaFin, sumarDias(fecha, DIAS_PROXIMOS)), alcance(lector)))
    .orderBy(asc(objetivos.fechaFin), asc(objetivos.id));
  return filas.map(({ o }) => objetivoLeido(o, fecha));
}

/** 'Pendiente por confirmar': due before the date without an achievement; `tieneLogro` is the row's icon (a period already rated). */
export async function objetivosPorConfirmar(db: Db, terapeutaId: string, fecha: string, lector: Lector): Promise<(ObjetivoLeido & { tieneLogro: boolean })[]> {
  const filas = await db
    .select({ o: objetivos })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(and(eq(objetivos.terapeutaId, terapeutaId), isNull(objetivos.fechaLogro), lt(objetivos.fechaFin, fecha), alcance(lector)))
    .orderBy(desc(objetivos.fechaInicio), asc(objetivos.id));
  return filas.map(({ o }) => ({ ...objetivoLeido(o, fecha), tieneLogro: o.calificaciones.length > 0 }));
}

/** 'Pacientes liderados': active patients the therapist leads in any specialty. */
export async function pacientesLiderados(db: Db, terapeutaId: string, fecha: string) {
  const filas = await db
    .select({
      id: pacientes.id,
      primerNombre: pacientes.primerNombre,
      segundoNombre: pacientes.segundoNombre,
      primerApellido: pacientes.primerApellido,
      segundoApellido: pacientes.segundoApellido,
      tipoDocumento: pacientes.tipoDocumento,
      numeroDocumento: pacientes.numeroDocumento,
      fechaNacimiento: pacientes.fechaNacimiento,
      fechaIngreso: pacientes.fechaIngreso,
      diagnostico: pacientes.diagnostico,
    })
    .from(pacientes)
    .where(
      and(
        eq(pacientes.estado, 1),
        or(
          eq(pacientes.liderFisioterapia, terapeutaId),
          eq(pacientes.liderFonoaudiologia, terapeutaId),
          eq(pacientes.liderTerapiaOcupacional, terapeutaId),
          eq(pacientes.liderEducacionEspecial, terapeutaId),
          eq(pacientes.liderPsicologia, terapeutaId),
        ),
      ),
    )
    .orderBy(asc(pacientes.primerApellido), asc(pacientes.primerNombre));
  return filas.map((p) => ({
    id: p.id,
    nombre: [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' '),
    edad: calcularEdad(p.fechaNacimiento, fecha).anios,
    fechaNacimiento: p.fechaNacimiento,
    fechaIngreso: p.fechaIngreso,
    tipoDocumento: p.tipoDocumento,
    numeroDocumento: p.numeroDocumento,
    dx: p.diagnostico,
  }));
}

/** 'Sesiones Realizadas' of a therapist in a date range. */
export async function sesionesRealizadas(db: Db, terapeutaId: string, desde: string, hasta: string) {
  return db
    .select({
      id: sesiones.id,
      paciente: sesiones.pacienteNombre,
      entidad: sesiones.entidadNombre,
      fecha: sesiones.fecha,
      hora: sesiones.horaInicio,
      lugar: sesiones.lugar,
      tipo: sesiones.tipo,
      valor: sesiones.valor,
    })
    .from(sesiones)
    .where(and(eq(sesiones.terapeutaId, terapeutaId), eq(sesiones.estado, REALIZADA), gte(sesiones.fecha, desde), lte(sesiones.fecha, hasta)))
    .orderBy(desc(sesiones.fecha), desc(sesiones.horaInicio), asc(sesiones.id))
    .limit(5000);
}
