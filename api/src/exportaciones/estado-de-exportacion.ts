import type { ColaDeTrabajos, EstadoTrabajo } from '@avanti/libs/jobs/cola-de-trabajos';
import { MENSAJE_FALLA_EXPORTACION, type ProgresoExportacion } from '@avanti/libs/exportaciones/contrato';
import type { ExportacionRegistrada } from '@avanti/libs/exportaciones/lecturas/exportaciones';

/**
 * An export's state as GET /api/exportaciones/:id serves it: a finished one from the read model (its events are the
 * truth); a pending one from the queue, which knows whether it runs and how far it got.
 */
export async function estadoDeExportacion(fila: ExportacionRegistrada, cola: ColaDeTrabajos): Promise<ProgresoExportacion> {
  const base = { id: fila.id, recurso: fila.recurso };
  if (fila.estado === 'completado') {
    return { ...base, estado: 'completado', progreso: 100, nombreArchivo: fila.nombreArchivo ?? undefined, filas: fila.filas ?? 0 };
  }
  if (fila.estado === 'fallido') {
    return { ...base, estado: 'fallido', progreso: 0, mensaje: fila.mensaje ?? MENSAJE_FALLA_EXPORTACION };
  }
  const info = await cola.info(fila.id).catch(() => null);
  if (!info) return { ...base, estado: 'pendiente', progreso: 0 };
  if (info.estado === 'fallido') return { ...base, estado: 'fallido', progreso: 0, mensaje: info.mensaje ?? MENSAJE_FALLA_EXPORTACION };
  // Done in the queue but its event not read yet: the file is not downloadable until it is.
  const estado: EstadoTrabajo = info.estado === 'completado' ? 'procesando' : info.estado;
  return { ...base, estado, progreso: Math.min(info.progreso, estado === 'procesando' ? 99 : 100) };
}
