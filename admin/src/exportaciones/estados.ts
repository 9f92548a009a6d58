import { ESTADOS_EXPORTACION, type EstadoExportacion } from '../contratos';

export const TEXTO_ESTADO_EXPORTACION = ESTADOS_EXPORTACION;

export const INTERVALO_CONSULTA_MS = 500;

export const esEstadoFinal = (estado: EstadoExportacion): boolean => estado === 'completado' || estado === 'fallido';
