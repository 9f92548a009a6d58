import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamExportacion = (id: string) => `exportacion-${id}`;

/**
 * What the log of exported reports keeps about a patient report (spec 3 §2.2 item 12): the patient
 * (by name), a summary, the concept and the recommendation written for it. Excel lists carry none.
 */
export interface InformeDePaciente {
  pacienteId: string;
  paciente: string;
  resumen?: string | null;
  concepto?: string | null;
  recomendacion?: string | null;
}

export type ExportacionSolicitada = EventoNuevo<
  'ExportacionSolicitada',
  {
    id: string;
    recurso: string;
    filtro: Record<string, unknown>;
    /** 'xlsx' when absent (every export before the PDF reports). */
    formato?: 'xlsx' | 'pdf' | 'json';
    informe?: InformeDePaciente;
  }
>;
export type ExportacionCompletada = EventoNuevo<'ExportacionCompletada', { id: string; archivo: string; nombreArchivo: string; filas: number }>;
export type ExportacionFallida = EventoNuevo<'ExportacionFallida', { id: string; mensaje: string }>;

export type EventoExportacion = ExportacionSolicitada | ExportacionCompletada | ExportacionFallida;
export const TIPOS_EVENTO_EXPORTACION = [
  'ExportacionSolicitada',
  'ExportacionCompletada',
  'ExportacionFallida',
] as const satisfies readonly EventoExportacion['tipo'][];
