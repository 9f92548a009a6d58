import type { CalificacionLeida, ObjetivoLeido, ObjetivosParaFamilia, ResumenEspecialidad } from '../contratos';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

export interface FiltroObjetivos {
  paciente?: string;
  especialidad?: number;
  terapeuta?: string;
  estado?: string;
}

export interface ResumenObjetivos {
  paciente: { id: string; nombre: string; fechaNacimiento: string | null; estado: number; confidencial: boolean; tieneFoto: boolean };
  especialidades: ResumenEspecialidad[];
}

export interface NuevoObjetivo {
  paciente: string;
  especialidad: number;
  objetivo: string;
  tareas: [string, string, string];
  fechaInicio: string;
}

/** Periods 1–3 (objectives from 2025-03-09), or the older single rating. */
export type Calificacion =
  | { periodo: number; tareas: { puntaje: number; cumple: boolean }[]; comentario?: string; evidencia?: string }
  | { puntaje: number; logro: string; evidencia?: string };

type Mensaje = { mensaje: string };

/** Objectives and achievements (api/src/objetivos, spec 2 'Objectives and achievements'), named after what the user means. */
export const metodosObjetivos = {
  listarObjetivos: (filtro: FiltroObjetivos) =>
    enviar<ObjetivoLeido[]>(`${rutaApi('objetivos')}${parametros({ filter: filtro, range: [0, 499], sort: ['fechaInicio', 'DESC'] })}`),
  obtenerObjetivo: (id: string) => enviar<ObjetivoLeido & { calificaciones: CalificacionLeida[] }>(rutaApi('objetivos', id)),
  resumenObjetivos: (paciente: string) => enviar<ResumenObjetivos>(rutaApi('pacientes', paciente, 'objetivos', 'resumen')),
  objetivosParaFamilia: (paciente: string) => enviar<ObjetivosParaFamilia>(rutaApi('pacientes', paciente, 'objetivos', 'familia')),
  crearObjetivo: (datos: NuevoObjetivo) => enviar<Mensaje & { id: string }>(rutaApi('objetivos'), 'POST', datos),
  calificarObjetivo: (id: string, datos: Calificacion) => enviar<Mensaje>(rutaApi('objetivos', id, 'calificar'), 'POST', datos),
  extenderObjetivo: (id: string, fecha: string) => enviar<Mensaje>(rutaApi('objetivos', id, 'extender'), 'POST', { fecha }),
};

export type MetodosObjetivos = typeof metodosObjetivos;

/** Completion date: the last day of the start date's calendar quarter (decision 0019). */
export const finDeTrimestre = (inicio: string): string => {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(inicio);
  if (!m) return '';
  const mesFin = Math.ceil(Number(m[2]) / 3) * 3;
  return new Date(Date.UTC(Number(m[1]), mesFin, 0)).toISOString().slice(0, 10);
};
