/** The export a list screen asks for, and its progress as the api answers it. */

export type EstadoExportacion = 'pendiente' | 'procesando' | 'completado' | 'fallido';

export const ESTADOS_EXPORTACION: Readonly<Record<EstadoExportacion, string>> = {
  pendiente: 'Pendiente',
  procesando: 'Procesando',
  completado: 'Completado',
  fallido: 'Fallido',
};

export interface SolicitudExportacion {
  recurso: string;
  filtro: Record<string, unknown>;
}

/** An export as GET /api/exportaciones/:id serves it: its state and progress, and once done its file's name and rows. */
export interface ProgresoExportacion {
  id: string;
  /** The exported list (`eps`, `pacientes`...) or PDF report. */
  recurso: string;
  estado: EstadoExportacion;
  /** 0 to 100 */
  progreso: number;
  /** Why it failed (only on a failed one). */
  mensaje?: string;
  nombreArchivo?: string;
  filas?: number;
}

/** What asking for an export answers (POST /api/exportaciones): the export as GET serves it, and the message to show. */
export interface ExportacionPedida extends ProgresoExportacion {
  /** MENSAJE_EXPORTACION_SOLICITADA, or why it failed if it already did. */
  mensaje: string;
}

export const MENSAJE_EXPORTACION_SOLICITADA = 'Exportación solicitada: el archivo se descargará cuando esté listo';

/** What the api answers to a command: the record's id and a Spanish message for the user. */
export interface RespuestaComando {
  id?: string | number;
  mensaje: string;
  codigo?: string;
}

/** What a person reads when an export could not be written for a reason that is not theirs. */
export const MENSAJE_FALLA_EXPORTACION = 'No se pudo generar el archivo de Excel. Inténtelo de nuevo.';

/** The same for a PDF report. */
export const MENSAJE_FALLA_PDF = 'No se pudo generar el informe PDF. Inténtelo de nuevo.';
