/**
 * Objectives' command contract (issue 25 item 1): the request and response shapes of POST /api/objetivos,
 * /api/objetivos/:id/calificar and /api/objetivos/:id/extender, written once. The api's DTOs implement them
 * (api/src/objetivos/objetivo/commands/<verbo>/); the admin may import them as types. Plain TypeScript.
 * The messages and the rating scale stay in libs/src/objetivos/contrato-lecturas.ts.
 */

/** POST /api/objetivos: a new objective with exactly three tasks, by the specialty's leader or the administrator. */
import type { ObjetivoLeido } from './contrato-lecturas.js';
export interface CrearObjetivoSolicitud {
  /** id del paciente */
  paciente: string;
  /** 2 Fisioterapia … 6 Psicología */
  especialidad: number;
  objetivo: string;
  tareas: string[];
  /** aaaa-mm-dd, in the current quarter or the next */
  fechaInicio: string;
}

/** One task's rating in a period: a score of the scale and whether it is met. */
export interface CalificacionTareaSolicitud {
  puntaje: number;
  cumple: boolean;
}

/**
 * POST /api/objetivos/:id/calificar: a period (1, 2, 3 in order; period 3 with the achievement in `comentario`), or,
 * for objectives started before 2025-03-09, the single rating `{puntaje, logro}`.
 */
export interface CalificarObjetivoSolicitud {
  periodo?: number;
  tareas?: CalificacionTareaSolicitud[];
  comentario?: string;
  /** An http(s) link. */
  evidencia?: string;
  /** The older single rating. */
  puntaje?: number;
  logro?: string;
}

/** POST /api/objetivos/:id/extender: the new completion date, not before today. */
export interface ExtenderObjetivoSolicitud {
  fecha: string;
}

/** What rating and extending answer. */
export interface ObjetivoRespuesta {
  id: string;
  mensaje: string;
}

/** What creating an objective answers: the objective as GET /api/objetivos/:id serves it, and the message to show. */
export interface ObjetivoCreado extends ObjetivoLeido {
  mensaje: string;
}
