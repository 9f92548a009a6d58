import type { EventoNuevo } from '../eventstore/tipos.js';

/** One stream per objective. */
export const streamObjetivo = (id: string) => `objetivo-${id}`;

/** Specialty codes of the api: 2 physiotherapy, 3 speech, 4 occupational, 5 special education, 6 psychology. */
export type EspecialidadObjetivo = 2 | 3 | 4 | 5 | 6;
/** 'periodos': rated per period 1-3 (objectives from 2025-03-09); 'unica': the older single rating. */
export type FormaCalificacion = 'periodos' | 'unica';

export type ObjetivoCreado = EventoNuevo<
  'ObjetivoCreado',
  {
    id: string;
    pacienteId: string;
    /** Names carried for projectors and the audit: 'NOMBRE APELLIDO (CC 123)'. */
    paciente: string;
    especialidad: EspecialidadObjetivo;
    objetivo: string;
    tareas: [string, string, string];
    fechaInicio: string;
    fechaFin: string;
    forma: FormaCalificacion;
    terapeutaId: string;
    terapeuta: string;
    creadoPor: string;
  }
>;

export interface CalificacionTarea {
  puntaje: number;
  cumple: boolean;
}

export type PeriodoObjetivoCalificado = EventoNuevo<
  'PeriodoObjetivoCalificado',
  {
    id: string;
    paciente: string;
    /** 1 to 3 in the per-period form; 0 for the single rating of the older form. */
    periodo: 0 | 1 | 2 | 3;
    tareas: CalificacionTarea[];
    porcentaje: number;
    /** The achievement (logro): period 3 and the single rating. */
    comentario: string | null;
    evidencia: string | null;
    /** Bogotá date of the rating. */
    fecha: string;
    /** Whether this rating records the objective's achievement (period 3 or the single rating). */
    logro: boolean;
    calificadoPor: string;
  }
>;

export type FechaObjetivoExtendida = EventoNuevo<'FechaObjetivoExtendida', { id: string; paciente: string; fechaAnterior: string; fechaFin: string }>;

export type EventoObjetivo = ObjetivoCreado | PeriodoObjetivoCalificado | FechaObjetivoExtendida;

export const TIPOS_EVENTO_OBJETIVO = [
  'ObjetivoCreado',
  'PeriodoObjetivoCalificado',
  'FechaObjetivoExtendida',
] as const satisfies readonly EventoObjetivo['tipo'][];
