import { and, asc, count, desc, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { objetivos, pacientes, sesiones, usuarios } from '../../database/schema/index.js';
import { DIAS_PROXIMOS, sumarDias, type ObjetivoLeido } from '../contrato-lecturas.js';
import { alcance, objetivoLeido, type Lector } from './objetivos.js';
import { calcularEdad, columnasNombrePaciente, nombreDePaciente } from '../../admisiones/index.js';

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
    .select({
      id: usuarios.id,
      nombres: usuarios.nombres,
      apellidos: usuarios.apellidos,
      usuario: usuarios.usuario,
      rol: usuarios.rolId,
      sede: usuarios.sedeId,
      foto: usuarios.foto,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return u ? { id: u.id, nombre: `${u.nombres} ${u.apellidos}`.trim(), usuario: u.usuario, rol: u.rol, sede: u.sede, tieneFoto: !!u.foto } : null;
}

/** Today's cards from the sessions read model. */
export async function tarjetasDelDia(db: Db, terapeutaId: string, fecha: string): Promise<TarjetasDelDia> {
  const filas = await db
    .select({ estado: sesiones.estado, lugar: sesiones.lugar })
    .from(sesiones)
    .where(and(eq(sesiones.terapeutaId, terapeutaId), eq(sesiones.fecha, fecha)));
  const cuenta = (estado: number, lugar?: string) => filas.filter((f) => f.estado === estado && (!lugar || f.lugar === lugar)).length;
  return {
    ssp: { sede: cuenta(PROGRAMADA, 'Sede'), domicilio: cuenta(PROGRAMADA, 'Domicilio'), total: cuenta(PROGRAMADA) },
    ssr: { sede: cuenta(REALIZADA, 'Sede'), domicilio: cuenta(REALIZADA, 'Domicilio'), canceladas: cuenta(CANCELADA), total: cuenta(REALIZADA) },
    porModalidad: LUGARES.map((lugar) => ({
      lugar,
      realizadas: cuenta(REALIZADA, lugar),
      programadas: cuenta(PROGRAMADA, lugar),
      canceladas: cuenta(CANCELADA, lugar),
    })),
  };
}

/** Not achieved and due from the date to +10 days. */
export async function objetivosProximos(db: Db, terapeutaId: string, fecha: string, lector: Lector): Promise<ObjetivoLeido[]> {
  const filas = await db
    .select({ o: objetivos })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(
      and(
        eq(objetivos.terapeutaId, terapeutaId),
        isNull(objetivos.fechaLogro),
        gte(objetivos.fechaFin, fecha),
        lte(objetivos.fechaFin, sumarDias(fecha, DIAS_PROXIMOS)),
        alcance(lector),
      ),
    )
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
      ...columnasNombrePaciente,
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
    nombre: nombreDePaciente(p),
    edad: calcularEdad(p.fechaNacimiento, fecha).anios,
    fechaNacimiento: p.fechaNacimiento,
    fechaIngreso: p.fechaIngreso,
    tipoDocumento: p.tipoDocumento,
    numeroDocumento: p.numeroDocumento,
    dx: p.diagnostico,
  }));
}

/** Whether the therapist belongs to the site (null: every site): an export for another site's therapist reads nothing. */
export async function terapeutaEnSede(db: Db, terapeutaId: string, sede: string | null | undefined): Promise<boolean> {
  const [u] = await db.select({ sede: usuarios.sedeId }).from(usuarios).where(eq(usuarios.id, terapeutaId));
  return !!u && (!sede || u.sede === sede);
}

const condicionRealizadas = (terapeutaId: string, desde: string, hasta: string) =>
  and(eq(sesiones.terapeutaId, terapeutaId), eq(sesiones.estado, REALIZADA), gte(sesiones.fecha, desde), lte(sesiones.fecha, hasta));

export async function contarSesionesRealizadas(db: Db, terapeutaId: string, desde: string, hasta: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(sesiones)
    .where(condicionRealizadas(terapeutaId, desde, hasta));
  return Number(total);
}

export type SesionRealizada = Awaited<ReturnType<typeof sesionesRealizadas>>[number];

/** Every done session of the range for the export, a page at a time in the screen's order. */
export async function* recorrerSesionesRealizadas(db: Db, terapeutaId: string, desde: string, hasta: string, tamano = 2000): AsyncGenerator<SesionRealizada[]> {
  for (let desdeFila = 0; ; desdeFila += tamano) {
    const lote = await consultaRealizadas(db, terapeutaId, desde, hasta).offset(desdeFila).limit(tamano);
    if (lote.length) yield lote;
    if (lote.length < tamano) return;
  }
}

const consultaRealizadas = (db: Db, terapeutaId: string, desde: string, hasta: string) =>
  db
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
    .where(condicionRealizadas(terapeutaId, desde, hasta))
    .orderBy(desc(sesiones.fecha), desc(sesiones.horaInicio), asc(sesiones.id))
    .$dynamic();

/** 'Sesiones Realizadas' of a therapist in a date range. */
export async function sesionesRealizadas(db: Db, terapeutaId: string, desde: string, hasta: string) {
  return consultaRealizadas(db, terapeutaId, desde, hasta).limit(5000);
}
