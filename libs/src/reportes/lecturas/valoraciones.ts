import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import {
  acudientes,
  eps,
  hcAntecedentes,
  hcExamenes,
  hcImpresiones,
  hcMotivos,
  hcPlanes,
  municipios,
  pacientes,
  sesiones,
  usuarios,
} from '../../database/schema/index.js';
import { REGIMENES, SEXOS, TIPOS_DOCUMENTO } from '../../admisiones/contrato.js';
import { conPunto, ESPECIALIDADES } from '../../catalogos/contrato.js';
import type { DiagnosticoLeido } from '../../historia-clinica/contrato-lecturas.js';
import { PERIODOS_PLAN, TIPOS_ANTECEDENTE, TIPOS_EXAMEN } from '../../historia-clinica/contrato-lecturas.js';
import { textoDe } from '../../contratos/opciones.js';
import { MENSAJES_VALORACION as M, type FilaValoracion } from '../contrato-valoraciones.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import type { Pagina } from '../../http/rango.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { columnasNombrePaciente, nombreDePaciente } from '../../admisiones/index.js';

/** Therapists are the users of roles 2 to 6 (spec 3 §6). */
const ROLES_TERAPEUTA = [2, 3, 4, 5, 6];

export interface FiltroValoraciones {
  paciente: string;
  /** null: every site (whoever may choose the branch and chose none). */
  sede: string | null;
}

/**
 * The evaluation sessions of a patient (spec 3 §2.2 item 14), cancelled ones aside, newest first. The
 * sessions carry no 'Reevaluacion' type: the patient's first evaluation is 'Evaluacion', every later
 * one 'Reevaluacion' (decision 0020). Estado 3 'Pendiente por evolucionar', 1 'Evolucionado'.
 */
export async function listarValoraciones(db: Db, f: FiltroValoraciones, desde = 0, hasta = 999): Promise<Pagina<FilaValoracion>> {
  const filas = await db
    .select({
      id: sesiones.id,
      fecha: sesiones.fecha,
      hora: sesiones.horaInicio,
      terapeuta: sesiones.terapeutaNombre,
      pacienteId: sesiones.pacienteId,
      paciente: sesiones.pacienteNombre,
      documento: sesiones.pacienteDocumento,
      estado: sesiones.estado,
      sede: sesiones.sede,
    })
    .from(sesiones)
    .where(and(eq(sesiones.pacienteId, f.paciente), eq(sesiones.tipo, 'Evaluacion'), ne(sesiones.estado, 2)))
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id));
  const todas: FilaValoracion[] = filas.map(({ hora: _, estado, ...s }, i) => ({
    ...s,
    estado: estado === 1 ? 1 : 3,
    tipo: i === 0 ? 'Evaluacion' : 'Reevaluacion',
  }));
  const visibles = todas.filter((s) => !f.sede || s.sede === f.sede).reverse();
  return { filas: visibles.slice(desde, hasta + 1), total: visibles.length };
}

export interface DatosInformeValoracion {
  paciente: {
    nombre: string;
    fechaNacimiento: string;
    documento: string;
    sexo: string;
    direccion: string | null;
    telefono: string | null;
    ciudad: string | null;
    acudiente: string | null;
    telefonoAcudiente: string | null;
    entidad: string;
    regimen: string;
    diagnostico: string;
  };
  fecha: string;
  motivos: { fecha: string; motivo: string; observaciones: string | null; estado: string }[];
  antecedentes: { tipo: string; items: { fecha: string; descripcion: string; observacion: string }[] }[];
  impresion: { fecha: string; descripcion: string; diagnosticos: string[] } | null;
  examenes: { fecha: string; tipo: string; nombre: string }[];
  plan: {
    fecha: string;
    fechaInicio: string;
    fechaFin: string | null;
    conclusiones: string;
    recomendaciones: string;
    actividadesFamilia: string | null;
    periodo: string;
    lineas: { especialidad: string; sesiones: number }[];
    cie10: string[];
  };
  terapeuta: { id: string; nombre: string; tarjetaProfesional: string | null; firma: string };
}

/** 'F84.0 Autismo en la niñez': CIE-10 codes with their dot, as the history shows them. */
const diagnosticoTexto = (d: DiagnosticoLeido) => `${d.sistema === 'cie10' ? conPunto(d.codigo) : d.codigo} ${d.descripcion}`.trim();

/**
 * The evaluation date the clinical history's export starts from (issue 27 item 12): the patient's latest evaluation
 * up to today, cancelled ones aside, else their first one to come; null when they have none.
 */
export async function fechaDeValoracionParaInforme(db: Db, pacienteId: string, hoy: string): Promise<string | null> {
  const vigente = and(eq(sesiones.pacienteId, pacienteId), eq(sesiones.tipo, 'Evaluacion'), ne(sesiones.estado, 2));
  const [pasada] = await db
    .select({ fecha: sesiones.fecha })
    .from(sesiones)
    .where(and(vigente, lte(sesiones.fecha, hoy)))
    .orderBy(desc(sesiones.fecha))
    .limit(1);
  if (pasada) return pasada.fecha;
  const [proxima] = await db.select({ fecha: sesiones.fecha }).from(sesiones).where(vigente).orderBy(asc(sesiones.fecha)).limit(1);
  return proxima?.fecha ?? null;
}

/**
 * Everything the evaluation report of a patient's evaluation date shows, or the spec's refusal
 * (§5): no evaluation session that day → 'El paciente no tiene valoraciones registradas'; the
 * evaluation's evolution said an exam is required and the history holds none → 'Faltan examenes para
 * poder exportar'; the treatment plan (that day's, else the latest before it) was registered by a user
 * who is not a therapist → 'El usuario que registró el plan no es terapeuta'; that therapist has no
 * signature image → 'El terapeuta no tiene firma registrada'. The signature is a path under the files
 * directory; the caller reads it.
 */
export async function datosInformeValoracion(db: Db, pacienteId: string, fecha: string): Promise<DatosInformeValoracion> {
  const [p] = await db.select().from(pacientes).where(eq(pacientes.id, pacienteId));
  if (!p) throw new ReglaIncumplida(M.sinValoraciones);
  const evaluaciones = await db
    .select({ requiereExamen: sesiones.requiereExamen })
    .from(sesiones)
    .where(and(eq(sesiones.pacienteId, pacienteId), eq(sesiones.tipo, 'Evaluacion'), ne(sesiones.estado, 2), eq(sesiones.fecha, fecha)));
  if (evaluaciones.length === 0) throw new ReglaIncumplida(M.sinValoraciones);

  const examenes = await db.select().from(hcExamenes).where(eq(hcExamenes.pacienteId, pacienteId)).orderBy(asc(hcExamenes.fecha), asc(hcExamenes.registradoEn));
  if (evaluaciones.some((e) => e.requiereExamen) && examenes.length === 0) throw new ReglaIncumplida(M.faltanExamenes);

  const [plan] = await db
    .select()
    .from(hcPlanes)
    .where(and(eq(hcPlanes.pacienteId, pacienteId), lte(hcPlanes.fecha, fecha)))
    .orderBy(desc(hcPlanes.fecha), desc(hcPlanes.registradoEn))
    .limit(1);
  if (!plan) throw new ReglaIncumplida(M.sinPlan);
  const [autor] = plan.usuarioId ? await db.select().from(usuarios).where(eq(usuarios.id, plan.usuarioId)) : [];
  if (!autor || !ROLES_TERAPEUTA.includes(autor.rolId)) throw new ReglaIncumplida(M.noEsTerapeuta);
  const firma = autor.firma1 ?? autor.firma2 ?? autor.firma3;
  if (!firma) throw new ReglaIncumplida(M.sinFirma);

  const entidadId = p.eps ?? p.prepagada ?? p.poliza;
  const [[entidad], [ciudad], [acudiente], motivos, antecedentes, [impresion]] = await Promise.all([
    entidadId ? db.select({ nombre: eps.nombre }).from(eps).where(eq(eps.id, entidadId)) : Promise.resolve([]),
    p.ciudadResidencia ? db.select({ nombre: municipios.nombre }).from(municipios).where(eq(municipios.codigo, p.ciudadResidencia)) : Promise.resolve([]),
    db.select().from(acudientes).where(eq(acudientes.pacienteId, pacienteId)).orderBy(asc(acudientes.registradoEn)).limit(1),
    db
      .select()
      .from(hcMotivos)
      .where(and(eq(hcMotivos.pacienteId, pacienteId), lte(hcMotivos.fecha, fecha)))
      .orderBy(asc(hcMotivos.fecha), asc(hcMotivos.registradoEn)),
    db
      .select()
      .from(hcAntecedentes)
      .where(and(eq(hcAntecedentes.pacienteId, pacienteId), lte(hcAntecedentes.fecha, fecha)))
      .orderBy(asc(hcAntecedentes.tipo), asc(hcAntecedentes.registradoEn)),
    db
      .select()
      .from(hcImpresiones)
      .where(and(eq(hcImpresiones.pacienteId, pacienteId), lte(hcImpresiones.fecha, fecha)))
      .orderBy(desc(hcImpresiones.fecha), desc(hcImpresiones.registradoEn))
      .limit(1),
  ]);
  const diagnosticosImpresion = ((impresion?.diagnosticos ?? []) as DiagnosticoLeido[]).map(diagnosticoTexto);
  const porTipo = TIPOS_ANTECEDENTE.map((t) => ({
    tipo: t.nombre,
    items: antecedentes.filter((a) => a.tipo === t.codigo).map((a) => ({ fecha: a.fecha, descripcion: a.descripcion, observacion: a.observacion })),
  })).filter((g) => g.items.length > 0);

  return {
    paciente: {
      nombre: nombreDePaciente(p),
      fechaNacimiento: p.fechaNacimiento,
      documento: `${textoDe(TIPOS_DOCUMENTO, p.tipoDocumento)} ${p.numeroDocumento}`,
      sexo: textoDe(SEXOS, p.sexo),
      direccion: p.direccion,
      telefono: p.telefono,
      ciudad: ciudad?.nombre ?? null,
      acudiente: p.nombreAcompanante ?? (acudiente ? `${acudiente.nombres} ${acudiente.apellidos}` : null),
      telefonoAcudiente: p.telefonoAcompanante ?? acudiente?.telefono ?? null,
      entidad: entidad?.nombre ?? 'Particular',
      regimen: textoDe(REGIMENES, p.regimen),
      diagnostico: diagnosticosImpresion.length > 0 ? diagnosticosImpresion.join('; ') : (p.diagnostico ?? ''),
    },
    fecha,
    motivos: motivos.map((m) => ({
      fecha: m.fecha,
      motivo: m.motivo,
      observaciones: m.observaciones,
      estado: m.estado === 1 ? 'Verificado' : 'Por verificar',
    })),
    antecedentes: porTipo,
    impresion: impresion ? { fecha: impresion.fecha, descripcion: impresion.descripcion, diagnosticos: diagnosticosImpresion } : null,
    examenes: examenes.map((e) => ({ fecha: e.fecha, tipo: textoDe(TIPOS_EXAMEN, e.tipo), nombre: e.nombreExamen })),
    plan: {
      fecha: plan.fecha,
      fechaInicio: plan.fechaInicio,
      fechaFin: plan.fechaFin,
      conclusiones: plan.conclusiones,
      recomendaciones: plan.recomendaciones,
      actividadesFamilia: plan.actividadesFamilia,
      periodo: textoDe(PERIODOS_PLAN, plan.periodo),
      lineas: (plan.lineas as { especialidad: number; sesiones: number }[]).map((l) => ({
        especialidad: textoDe(ESPECIALIDADES, l.especialidad),
        sesiones: l.sesiones,
      })),
      cie10: (plan.cie10 as DiagnosticoLeido[]).map(diagnosticoTexto),
    },
    terapeuta: { id: autor.id, nombre: `${autor.nombres} ${autor.apellidos}`, tarjetaProfesional: autor.tarjetaProfesional, firma },
  };
}

/** Site of the patient (for the branch rules of the report). */
export async function sedeDelPaciente(db: Db, pacienteId: string): Promise<string | null> {
  const [p] = await db.select({ sede: pacientes.sede }).from(pacientes).where(eq(pacientes.id, pacienteId));
  return p?.sede ?? null;
}

/** The patient select of the report: up to 50 patients of the site (null: every site) whose name or document holds the words. */
export async function pacientesParaValoracion(db: Db, f: { q?: string; sede: string | null }): Promise<{ id: string; nombre: string }[]> {
  const filas = await db
    .select({ id: pacientes.id, ...columnasNombrePaciente, tipoDocumento: pacientes.tipoDocumento, numeroDocumento: pacientes.numeroDocumento })
    .from(pacientes)
    .where(and(f.sede ? eq(pacientes.sede, f.sede) : undefined, buscarPorPalabras(pacientes.busqueda, f.q)))
    .orderBy(asc(pacientes.primerApellido), asc(pacientes.primerNombre))
    .limit(50);
  return filas.map((p) => ({ id: p.id, nombre: `${nombreDePaciente(p)} (${p.tipoDocumento} ${p.numeroDocumento})` }));
}
