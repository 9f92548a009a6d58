/** The evaluation report (spec 3 §2.2 item 14, §5, §8) and the log of exported reports (§2.2 item 12). */

export const MENSAJES_VALORACION = {
  parametrosIncompletos: 'Parámetros incompletos para la búsqueda',
  recomendacionesRequeridas: 'El campo de recomendaciones es requerido para generar el informe',
  faltanExamenes: 'Faltan examenes para poder exportar',
  sinFirma: 'El terapeuta no tiene firma registrada',
  noEsTerapeuta: 'El usuario que registró el plan no es terapeuta',
  sinValoraciones: 'El paciente no tiene valoraciones registradas',
  /** Not in the spec: an evaluation date without any treatment plan up to it. */
  sinPlan: 'El paciente no tiene plan de tratamiento registrado para la valoración',
  recomendacionesLargas: 'Las recomendaciones admiten máximo 20000 caracteres',
  fechaInvalida: 'La fecha no es válida (aaaa-mm-dd)',
} as const;

/** The badges of the report's rows: session state 3 and 1. */
export const ESTADOS_VALORACION: Readonly<Record<1 | 3, string>> = {
  3: 'Pendiente por evolucionar',
  1: 'Evolucionado',
};

export type TipoValoracion = 'Evaluacion' | 'Reevaluacion';

/** A row of /reportes/valoraciones: an evaluation session of the patient (cancelled ones aside). */
export interface FilaValoracion {
  id: string;
  fecha: string;
  terapeuta: string;
  pacienteId: string;
  paciente: string;
  documento: string;
  /** The patient's first evaluation is 'Evaluacion', the later ones 'Reevaluacion'. */
  tipo: TipoValoracion;
  estado: 1 | 3;
  sede: string;
}

/** A row of /reportes/registro-informes. */
export interface FilaRegistroInforme {
  id: string;
  /** Who asked for (delivered) the report. */
  entrega: string;
  /** The report's name ('Informe clínico de valoración'). */
  tipo: string;
  /** ISO date and time of the request. */
  creado: string;
  pacienteId: string | null;
  paciente: string | null;
  resumen: string | null;
  concepto: string | null;
  recomendacion: string | null;
  estado: string;
}
