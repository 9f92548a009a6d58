import type { Opcion } from '../contratos/opciones.js';

/** Spec 2 §5, §6 and §8 word for word where the spec gives them; ours where it is silent. */
export const MENSAJES_OBJETIVOS = {
  registrado: 'Objetivo registrado con éxito!',
  evaluado: 'Objetivo evaluado con éxito!',
  periodoEvaluado: 'Periodo evaluado con éxito',
  actualizado: 'ACTUALIZADO CON ÉXITO',
  tareasIguales: 'Las tareas no pueden ser las mismas',
  sinLogro: 'Es necesario registrar un logro',
  confidencial: 'Estos Objetivos son confidenciales. Por favor comunicarse con el administrador para solicitar acceso.',
  // Ours, where the spec is silent.
  noEncontrado: 'No se encontró el objetivo',
  pacienteNoEncontrado: 'No se encontró el paciente',
  objetivoObligatorio: 'El objetivo es obligatorio',
  objetivoLargo: 'El objetivo admite máximo 20000 caracteres',
  tresTareas: 'El objetivo debe tener exactamente tres tareas',
  tareaVacia: 'Las tres tareas son obligatorias',
  tareaLarga: 'Cada tarea admite máximo 20000 caracteres',
  especialidadInvalida: 'La especialidad debe ser 2 (Fisioterapia), 3 (Fonoaudiología), 4 (Terapia ocupacional), 5 (Educación especial) o 6 (Psicología)',
  fechaInvalida: 'La fecha no es válida (aaaa-mm-dd)',
  pacienteInactivo: 'El paciente está inactivo: no se le pueden registrar objetivos',
  noEsLider: 'Solo el líder de la especialidad del paciente puede registrar objetivos',
  periodoInvalido: 'El periodo debe ser 1, 2 o 3',
  periodoCerrado: (p: number) => `El periodo ${p} ya fue evaluado`,
  periodoAnterior: (p: number) => `Primero debe evaluarse el periodo ${p}`,
  tresCalificaciones: 'Debe calificar las tres tareas',
  puntajeInvalido: 'El puntaje debe ser 100, 80, 60, 40 o 20',
  cumpleInvalido: 'Indique si cada tarea cumple (sí o no)',
  evidenciaInvalida: 'La evidencia debe ser un enlace http(s)',
  textoLargo: 'El logro y la evidencia admiten máximo 20000 caracteres',
  noPuedeCalificar: 'No tiene permiso para calificar este objetivo',
  yaEvaluado: 'El objetivo ya fue evaluado',
  formaUnica: 'Este objetivo es anterior al 2025-03-09: se califica una sola vez con puntaje y logro',
  formaPeriodos: 'Este objetivo se califica por periodos (1, 2 y 3)',
  fechaAntesDeHoy: 'La nueva fecha de cumplimiento no puede ser anterior a hoy',
  inicioFueraDeRango: (desde: string, hasta: string) =>
    `La fecha de inicio debe estar entre el ${desde.split('-').reverse().join('/')} y el ${hasta.split('-').reverse().join('/')} (el trimestre actual o el siguiente)`,
  mismaFecha: 'El objetivo ya tiene esa fecha de cumplimiento',
  noPuedeExtender: 'Solo el terapeuta del objetivo o quien califica objetivos puede extender su fecha',
  terapeutaAjeno: 'Solo puede consultar su propio espacio',
  terapeutaNoEncontrado: 'No se encontró el terapeuta',
} as const;

/** Spec 2 §9: the rating scale. */
export const ESCALA_CALIFICACION: readonly Opcion<number>[] = [
  { codigo: 100, nombre: 'Totalmente satisfactorio (5)' },
  { codigo: 80, nombre: 'Muy satisfactorio (4)' },
  { codigo: 60, nombre: 'Satisfactorio (3)' },
  { codigo: 40, nombre: 'Poco satisfactorio (2)' },
  { codigo: 20, nombre: 'No satisfactorio (1)' },
];

export const UMBRAL_APROBADO = 60;
export const FECHA_FORMA_PERIODOS = '2025-03-09';
export const FECHA_LIMITE_ROL_15 = '2024-01-15';
export const DIAS_PROXIMOS = 10;

/** pendiente (no achievement, due later), proximo (due within 10 days), vencido (due date past, no achievement), evaluado. */
export type EstadoObjetivo = 'pendiente' | 'proximo' | 'vencido' | 'evaluado';
export const ESTADOS_OBJETIVO: readonly Opcion<EstadoObjetivo>[] = [
  { codigo: 'pendiente', nombre: 'Pendiente' },
  { codigo: 'proximo', nombre: 'Próximo a vencer' },
  { codigo: 'vencido', nombre: 'Logro en proceso de confirmación' },
  { codigo: 'evaluado', nombre: 'Evaluado' },
];
/** a-tiempo: green check; tarde: orange check; vencido: red cross; null: no mark yet. */
export type MarcaObjetivo = 'a-tiempo' | 'tarde' | 'vencido' | null;

export const TEXTO_PENDIENTE_EVALUAR = 'Pendiente evaluar';

export interface CalificacionLeida {
  periodo: number;
  tareas: { descripcion: string; puntaje: number; cumple: boolean }[];
  porcentaje: number;
  comentario: string | null;
  evidencia: string | null;
  fecha: string;
  calificadoPor: string;
}

export interface ObjetivoLeido {
  id: string;
  pacienteId: string;
  paciente: string;
  especialidad: number;
  objetivo: string;
  tareas: string[];
  fechaInicio: string;
  fechaFin: string;
  forma: 'periodos' | 'unica';
  terapeutaId: string;
  terapeuta: string;
  /** Mean of the latest rated period; null: 'Pendiente evaluar'. */
  porcentaje: number | null;
  aprobado: boolean | null;
  periodosCalificados: number[];
  logro: string | null;
  evidencia: string | null;
  fechaLogro: string | null;
  estado: EstadoObjetivo;
  marca: MarcaObjetivo;
  calificaciones?: CalificacionLeida[];
}

export interface ResumenEspecialidad {
  especialidad: number;
  lider: { id: string; nombre: string } | null;
  /** Psychology of a locked patient the reader may not see: no figures. */
  confidencial: boolean;
  /** Mean percentage of its evaluated objectives (those counted in `evaluados`); null shows '--'. */
  promedio: number | null;
  total: number;
  porEvaluar: number;
  porConfirmar: number;
  evaluados: number;
}

const diaMs = 86_400_000;
/** aaaa-mm-dd plus n calendar days. */
export const sumarDias = (fecha: string, dias: number): string => new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * diaMs).toISOString().slice(0, 10);

/** Last day of the calendar quarter of a date: 03-31, 06-30, 09-30 or 12-31. */
export function finDeTrimestre(fecha: string): string {
  const [anio, mes] = fecha.split('-').map(Number);
  const ultimoMes = Math.ceil(mes / 3) * 3;
  return new Date(Date.UTC(anio, ultimoMes, 0)).toISOString().slice(0, 10);
}

/**
 * The start dates a new objective may take on a Bogotá date (issue 28 item 18): from the first day of the current
 * quarter (so it is never overdue when created) to the last day of the next one (not years ahead).
 */
export function rangoDeInicioObjetivo(hoy: string): { desde: string; hasta: string } {
  const desde = `${hoy.slice(0, 4)}-${String(Math.floor((Number(hoy.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
  return { desde, hasta: finDeTrimestre(sumarDias(finDeTrimestre(desde), 1)) };
}

/** DOMAIN 'Objectives': the state of an objective on a Bogotá date. */
export function estadoObjetivo(o: { fechaFin: string; fechaLogro: string | null }, hoy: string): EstadoObjetivo {
  if (o.fechaLogro) return 'evaluado';
  if (o.fechaFin < hoy) return 'vencido';
  return o.fechaFin <= sumarDias(hoy, DIAS_PROXIMOS) ? 'proximo' : 'pendiente';
}

/** Green check when achieved by the date, orange when achieved late, red cross when due and not achieved. */
export function marcaObjetivo(o: { fechaFin: string; fechaLogro: string | null }, hoy: string): MarcaObjetivo {
  if (o.fechaLogro) return o.fechaLogro <= o.fechaFin ? 'a-tiempo' : 'tarde';
  return o.fechaFin < hoy ? 'vencido' : null;
}

/** Mean of the task scores, rounded to a whole percentage. */
export const porcentajeDe = (puntajes: readonly number[]): number => Math.round(puntajes.reduce((s, p) => s + p, 0) / puntajes.length);

/** A specialty's average: mean percentage of its rated objectives; null ('--') when none. */
export function promedioDe(porcentajes: readonly (number | null)[]): number | null {
  const con = porcentajes.filter((p): p is number => p !== null);
  return con.length ? Math.round(con.reduce((s, p) => s + p, 0) / con.length) : null;
}

export const aprobado = (porcentaje: number | null): boolean | null => (porcentaje === null ? null : porcentaje >= UMBRAL_APROBADO);

/**
 * The families' view (/diarioCampo/objetivos-logros-familia): progress in plain words. An evaluated objective is
 * 'Logrado' only at the pass mark (60 %) or above; below it, 'No logrado' (issue 28 item 18).
 */
export type ProgresoFamilia = 'Logrado' | 'No logrado' | 'En progreso' | 'Pendiente de evaluar';
export const progresoParaFamilia = (o: { porcentaje: number | null; fechaLogro: string | null }): ProgresoFamilia =>
  o.fechaLogro ? (aprobado(o.porcentaje) ? 'Logrado' : 'No logrado') : o.porcentaje !== null ? 'En progreso' : 'Pendiente de evaluar';

export interface ObjetivoParaFamilia {
  objetivo: string;
  tareas: string[];
  progreso: ProgresoFamilia;
  /** 0 to 100, the bar; 0 while nothing is rated. */
  avance: number;
  fechaInicio: string;
  fechaCumplimiento: string;
  fechaLogro: string | null;
  logro: string | null;
}

export interface ObjetivosParaFamilia {
  paciente: { nombre: string; documento: string; fechaNacimiento: string | null };
  /** The Bogotá date of the report. */
  fecha: string;
  /** Specialties by name, in the clinic's order; only those with objectives. */
  especialidades: { especialidad: string; terapeuta: string | null; objetivos: ObjetivoParaFamilia[] }[];
  /** Psychology of a locked patient the reader may not see: left out, said once on screen. */
  psicologiaReservada: boolean;
}
