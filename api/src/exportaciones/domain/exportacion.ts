import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoExportacion, ExportacionSolicitada } from '@avanti/libs/exportaciones/eventos';

/** An export to Excel: requested by a person, then completed or failed by a worker. */
export interface EstadoExportacion {
  existe: boolean;
  terminada: boolean;
}

export const agregadoExportacion: Agregado<EstadoExportacion, EventoExportacion> = {
  inicial: { existe: false, terminada: false },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'ExportacionSolicitada':
        return { existe: true, terminada: false };
      case 'ExportacionCompletada':
      case 'ExportacionFallida':
        return { ...estado, terminada: true };
    }
  },
};

export const MENSAJES_EXPORTACION = {
  yaExiste: 'La exportación ya fue solicitada',
  noEncontrada: 'No se encontró la exportación',
  filtroInvalido: 'El filtro debe ser un objeto',
  sinTerminar: 'La exportación aún no ha terminado. Espere a que se complete para descargar el archivo.',
  fallida: 'La exportación falló y no tiene archivo para descargar.',
  archivoNoDisponible: 'El archivo de la exportación ya no está disponible',
  noEncolada: 'No se pudo poner la exportación en la cola de trabajos',
} as const;

export function decidirSolicitud(estado: EstadoExportacion, datos: ExportacionSolicitada['datos']): ExportacionSolicitada[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_EXPORTACION.yaExiste);
  return [{ tipo: 'ExportacionSolicitada', datos }];
}
