import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamExportacion = (id: string) => `exportacion-${id}`;

export type ExportacionSolicitada = EventoNuevo<
  'ExportacionSolicitada',
  { id: string; recurso: string; filtro: Record<string, unknown> }
>;
export type ExportacionCompletada = EventoNuevo<
  'ExportacionCompletada',
  { id: string; archivo: string; nombreArchivo: string; filas: number }
>;
export type ExportacionFallida = EventoNuevo<'ExportacionFallida', { id: string; mensaje: string }>;

export type EventoExportacion = ExportacionSolicitada | ExportacionCompletada | ExportacionFallida;
export const TIPOS_EVENTO_EXPORTACION = ['ExportacionSolicitada', 'ExportacionCompletada', 'ExportacionFallida'] as const satisfies readonly EventoExportacion['tipo'][];
