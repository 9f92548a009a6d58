import { and, asc, desc, eq, getTableColumns, gte, isNotNull, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import {
  hcAccesos,
  hcAntecedentes,
  hcExamenes,
  hcImpresiones,
  hcMotivos,
  hcPlanes,
  pacientes,
  roles,
  sedes,
  sesiones,
  usuarios,
} from '../../database/schema/index.js';
import type {
  AccesoHistoriaLeido,
  AntecedenteLeido,
  DiagnosticoLeido,
  EvolucionHistoriaLeida,
  ExamenLeido,
  ImpresionLeida,
  MotivoHistoriaLeido,
  PlanLeido,
  ResumenHistoria,
} from '../contrato-lecturas.js';
import type { ArchivoGuardado } from '../../admisiones/index.js';
import { nombreDePaciente } from '../../admisiones/index.js';

export interface PacienteDeHistoria {
  id: string;
  sede: string;
  estado: number;
  bloqueadoPara: string | null;
  nombre: string;
  tipoDocumento: string;
  numeroDocumento: string;
  fechaNacimiento: string;
  diagnostico: string | null;
  tieneFoto: boolean;
  /** The stored photo, when intake saved one. */
  foto: ArchivoGuardado | null;
}

/** What the history's access rules and its card need of a patient. */
export async function pacienteDeHistoria(db: Db, id: string): Promise<PacienteDeHistoria | null> {
  const [p] = await db.select().from(pacientes).where(eq(pacientes.id, id));
  if (!p) return null;
  const nombre = nombreDePaciente(p);
  return {
    id: p.id,
    sede: p.sede,
    estado: p.estado,
    bloqueadoPara: p.bloqueadoPara,
    nombre,
    tipoDocumento: p.tipoDocumento,
    numeroDocumento: p.numeroDocumento,
    fechaNacimiento: p.fechaNacimiento,
    diagnostico: p.diagnostico,
    tieneFoto: Object.hasOwn((p.documentos ?? {}) as object, 'foto'),
    foto: ((p.documentos ?? {}) as Record<string, ArchivoGuardado>).foto ?? null,
  };
}

/** Whole years and months between a birth date and a day (both aaaa-mm-dd). */
export function edad(nacimiento: string, dia: string): { anios: number; meses: number } {
  const [an, mn, dn] = nacimiento.split('-').map(Number);
  const [ah, mh, dh] = dia.split('-').map(Number);
  let meses = (ah - an) * 12 + (mh - mn) - (dh < dn ? 1 : 0);
  if (meses < 0) meses = 0;
  return { anios: Math.floor(meses / 12), meses: meses % 12 };
}

const delPaciente = (tabla: { pacienteId: PgColumn }, pacienteId: string) => eq(tabla.pacienteId, pacienteId);

async function hayDelDia(db: Db, tabla: PgTable & { pacienteId: PgColumn; fecha: PgColumn }, pacienteId: string, fecha: string): Promise<boolean> {
  const filas = await db
    .select({ p: tabla.pacienteId })
    .from(tabla)
    .where(and(eq(tabla.pacienteId, pacienteId), eq(tabla.fecha, fecha)))
    .limit(1);
  return filas.length > 0;
}

export async function resumenHistoria(db: Db, p: PacienteDeHistoria, hoy: string): Promise<ResumenHistoria> {
  const [motivo, antecedente, impresion, examen, plan] = await Promise.all([
    hayDelDia(db, hcMotivos, p.id, hoy),
    hayDelDia(db, hcAntecedentes, p.id, hoy),
    hayDelDia(db, hcImpresiones, p.id, hoy),
    hayDelDia(db, hcExamenes, p.id, hoy),
    hayDelDia(db, hcPlanes, p.id, hoy),
  ]);
  return {
    paciente: {
      id: p.id,
      nombre: p.nombre,
      tipoDocumento: p.tipoDocumento,
      numeroDocumento: p.numeroDocumento,
      fechaNacimiento: p.fechaNacimiento,
      edad: edad(p.fechaNacimiento, hoy),
      estado: p.estado,
      confidencial: p.bloqueadoPara !== null,
      tieneFoto: p.tieneFoto,
      diagnostico: p.diagnostico,
    },
    hoy: { motivo, antecedente, impresion, examen, plan },
  };
}

async function hayDesde(db: Db, tabla: PgTable & { pacienteId: PgColumn; fecha: PgColumn }, pacienteId: string, desde: string): Promise<boolean> {
  const filas = await db
    .select({ p: tabla.pacienteId })
    .from(tabla)
    .where(and(eq(tabla.pacienteId, pacienteId), gte(tabla.fecha, desde)))
    .limit(1);
  return filas.length > 0;
}

/**
 * The evaluation evolution's readiness (spec §4, decision 0034): what the history holds when the evaluation
 * is evolved — a reason, an impression and a plan recorded on the evaluation's date or after it (entries are
 * dated the day they are recorded, so a late evaluation counts what was recorded since).
 */
export async function estadoEvaluacion(db: Db, pacienteId: string, desde: string): Promise<{ motivos: boolean; impresion: boolean; plan: boolean }> {
  const [motivos, impresion, plan] = await Promise.all([
    hayDesde(db, hcMotivos, pacienteId, desde),
    hayDesde(db, hcImpresiones, pacienteId, desde),
    hayDesde(db, hcPlanes, pacienteId, desde),
  ]);
  return { motivos, impresion, plan };
}

/** Whether the user is the therapist of a pending evaluation of the patient on that date (decision 0034). */
export async function tieneEvaluacionPendiente(db: Db, pacienteId: string, terapeutaId: string, fecha: string): Promise<boolean> {
  const filas = await db
    .select({ id: sesiones.id })
    .from(sesiones)
    .where(
      and(
        eq(sesiones.pacienteId, pacienteId),
        eq(sesiones.terapeutaId, terapeutaId),
        eq(sesiones.fecha, fecha),
        eq(sesiones.tipo, 'Evaluacion'),
        eq(sesiones.estado, 3),
      ),
    )
    .limit(1);
  return filas.length > 0;
}

/** The name of the user who holds a confidential history's lock ('Nombres Apellidos'), or null. */
export async function nombreDeQuienBloquea(db: Db, usuarioId: string): Promise<string | null> {
  const [u] = await db.select({ nombres: usuarios.nombres, apellidos: usuarios.apellidos }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return u ? `${u.nombres} ${u.apellidos}`.trim() : null;
}

export async function listarMotivosHistoria(db: Db, pacienteId: string): Promise<MotivoHistoriaLeido[]> {
  const filas = await db
    .select({
      id: hcMotivos.id,
      origen: hcMotivos.origen,
      fecha: hcMotivos.fecha,
      motivo: hcMotivos.motivo,
      observaciones: hcMotivos.observaciones,
      terapeuta: hcMotivos.terapeuta,
      estado: hcMotivos.estado,
      verificacion: hcMotivos.verificacion,
    })
    .from(hcMotivos)
    .where(delPaciente(hcMotivos, pacienteId))
    .orderBy(desc(hcMotivos.fecha), desc(hcMotivos.registradoEn));
  return filas as MotivoHistoriaLeido[];
}

export async function motivoDelPaciente(db: Db, pacienteId: string, motivoId: string): Promise<{ id: string; estado: number } | null> {
  const [m] = await db
    .select({ id: hcMotivos.id, estado: hcMotivos.estado })
    .from(hcMotivos)
    .where(and(eq(hcMotivos.pacienteId, pacienteId), eq(hcMotivos.id, motivoId)));
  return m ?? null;
}

export function listarAntecedentes(db: Db, pacienteId: string): Promise<AntecedenteLeido[]> {
  const { pacienteId: _, registradoEn: __, ...columnas } = getTableColumns(hcAntecedentes);
  return db
    .select(columnas)
    .from(hcAntecedentes)
    .where(delPaciente(hcAntecedentes, pacienteId))
    .orderBy(asc(hcAntecedentes.tipo), desc(hcAntecedentes.registradoEn));
}

export async function listarImpresiones(db: Db, pacienteId: string): Promise<ImpresionLeida[]> {
  const filas = await db
    .select({
      id: hcImpresiones.id,
      fecha: hcImpresiones.fecha,
      descripcion: hcImpresiones.descripcion,
      diagnosticos: hcImpresiones.diagnosticos,
      terapeuta: hcImpresiones.terapeuta,
    })
    .from(hcImpresiones)
    .where(delPaciente(hcImpresiones, pacienteId))
    .orderBy(desc(hcImpresiones.fecha), desc(hcImpresiones.registradoEn));
  return filas.map((f) => ({ ...f, diagnosticos: f.diagnosticos as DiagnosticoLeido[] }));
}

export async function listarExamenes(db: Db, pacienteId: string): Promise<ExamenLeido[]> {
  const filas = await db
    .select({
      id: hcExamenes.id,
      fecha: hcExamenes.fecha,
      tipo: hcExamenes.tipo,
      nombreExamen: hcExamenes.nombreExamen,
      archivo: hcExamenes.archivo,
      terapeuta: hcExamenes.terapeuta,
    })
    .from(hcExamenes)
    .where(delPaciente(hcExamenes, pacienteId))
    .orderBy(desc(hcExamenes.fecha), desc(hcExamenes.registradoEn));
  return filas.map(({ archivo, ...f }) => ({ ...f, formato: (archivo as ArchivoGuardado).tipo }));
}

export async function archivoDeExamen(db: Db, pacienteId: string, examenId: string): Promise<ArchivoGuardado | null> {
  const [f] = await db
    .select({ archivo: hcExamenes.archivo })
    .from(hcExamenes)
    .where(and(eq(hcExamenes.pacienteId, pacienteId), eq(hcExamenes.id, examenId)));
  return f ? (f.archivo as ArchivoGuardado) : null;
}

export async function listarPlanes(db: Db, pacienteId: string): Promise<PlanLeido[]> {
  const { pacienteId: _, registradoEn: __, usuarioId: ___, ...columnas } = getTableColumns(hcPlanes);
  const filas = await db.select(columnas).from(hcPlanes).where(delPaciente(hcPlanes, pacienteId)).orderBy(desc(hcPlanes.fecha), desc(hcPlanes.registradoEn));
  return filas as PlanLeido[];
}

export function listarAccesos(db: Db, pacienteId: string, limite = 200): Promise<AccesoHistoriaLeido[]> {
  return db
    .select({
      fecha: hcAccesos.fecha,
      usuario: hcAccesos.usuario,
      rol: hcAccesos.rol,
      rolNombre: roles.nombre,
      sede: hcAccesos.sede,
      sedeNombre: sedes.nombre,
      seccion: hcAccesos.seccion,
    })
    .from(hcAccesos)
    .leftJoin(roles, eq(roles.id, hcAccesos.rol))
    .leftJoin(sedes, eq(sedes.id, hcAccesos.sede))
    .where(delPaciente(hcAccesos, pacienteId))
    .orderBy(desc(hcAccesos.posicion))
    .limit(limite)
    .then((filas) => filas.map((f) => ({ ...f, fecha: (f.fecha as Date).toISOString() })));
}

/** Tab 6 'Plan de intervención': the patient's evolved sessions whose date falls in the range, oldest first. */
export async function listarEvolucionesHistoria(db: Db, pacienteId: string, desde: string, hasta: string): Promise<EvolucionHistoriaLeida[]> {
  const filas = await db
    .select({
      id: sesiones.id,
      fecha: sesiones.fecha,
      horaInicio: sesiones.horaInicio,
      especialidad: sesiones.especialidad,
      terapeuta: sesiones.terapeutaNombre,
      tipo: sesiones.tipo,
      lugar: sesiones.lugar,
      estrategias: sesiones.estrategias,
      material: sesiones.material,
      estadoPaciente: sesiones.estadoPaciente,
      evolucion: sesiones.evolucion,
      fechaEvolucion: sesiones.fechaEvolucion,
      atrasada: sesiones.atrasada,
    })
    .from(sesiones)
    .where(
      and(
        eq(sesiones.pacienteId, pacienteId),
        eq(sesiones.estado, 1),
        isNotNull(sesiones.fechaEvolucion),
        gte(sesiones.fecha, desde),
        lte(sesiones.fecha, hasta),
      ),
    )
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio));
  return filas.map((f) => ({ ...f, estrategias: (f.estrategias ?? []).map((e) => e.descripcion) }));
}
