/** Objectives reports (spec 3 §2.2 items 3 and 11) and the attention index (DOMAIN 'Sessions'): shapes, messages, rules. */
import type { EstadoObjetivo } from '../objetivos/contrato-lecturas.js';

export const MENSAJES_REPORTES_OBJETIVOS = {
  parametrosIncompletos: 'Parametros incompletos para la busqueda',
  // Ours, where the spec is silent.
  trimestreInvalido: 'El trimestre debe ser 1, 2, 3 o 4',
  anioInvalido: (maximo: number) => `El año debe estar entre ${ANIO_MINIMO_REPORTE_OBJETIVOS} y ${maximo}`,
  pacienteYTerapeuta: 'Busque por paciente o por terapeuta, no por ambos',
} as const;

/** Spec 3 §9: the attention index looks 90 days back. */
export const DIAS_INDICE_ATENCION = 90;
/** Spec 3 §5: the objectives report's year, from 2025 to the current year. */
export const ANIO_MINIMO_REPORTE_OBJETIVOS = 2025;

/** Sessions done ÷ (done + cancelled), as a whole percentage; null ('--') when there is none of either. */
export const indiceAtencion = (realizadas: number, canceladas: number): number | null =>
  realizadas + canceladas === 0 ? null : Math.round((realizadas * 100) / (realizadas + canceladas));

/** The index as shown: '87%' or '--'. */
export const textoIndiceAtencion = (indice: number | null): string => (indice === null ? '--' : `${indice}%`);

/** First and last day (aaaa-mm-dd) of a calendar quarter 1-4. */
export function limitesTrimestre(anio: number, trimestre: number): { desde: string; hasta: string } {
  const mesInicio = (trimestre - 1) * 3 + 1;
  const ultimoDia = new Date(Date.UTC(anio, mesInicio + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { desde: `${anio}-${mm(mesInicio)}-01`, hasta: `${anio}-${mm(mesInicio + 2)}-${ultimoDia}` };
}

/** A row of the objectives and achievements report (both variants). */
export interface FilaReporteObjetivo {
  id: string;
  pacienteId: string;
  paciente: string;
  /** Attention index of the patient at the report's date; null shows '--'. */
  indiceAtencion: number | null;
  especialidad: number;
  fechaInicio: string;
  fechaFin: string;
  objetivo: string;
  logro: string | null;
  /** null: 'Pendiente evaluar'. Green from 60, red below. */
  porcentaje: number | null;
  aprobado: boolean | null;
  terapeuta: string;
  estado: EstadoObjetivo;
  estadoNombre: string;
  sede: string;
  sedeNombre: string;
}

/** A row of the evolutions-without-objective report (spec 3 §2.2 item 11: nombrePaciente, terapeuta, fecha). */
export interface FilaEvolucionSinLogro {
  id: string;
  pacienteId: string;
  nombrePaciente: string;
  documento: string;
  terapeuta: string;
  especialidad: string;
  fecha: string;
  fechaEvolucion: string | null;
  tipo: string;
  sede: string;
  sedeNombre: string;
}
