import type { EstadoExportacion } from '../proveedor-datos/dataProvider';

export const TEXTO_ESTADO_EXPORTACION: Record<EstadoExportacion, string> = {
  pendiente: 'Pendiente',
  procesando: 'Procesando',
  completado: 'Completado',
  fallido: 'Fallido',
};

export const INTERVALO_CONSULTA_MS = 500;

export const esEstadoFinal = (estado: EstadoExportacion): boolean => estado === 'completado' || estado === 'fallido';
