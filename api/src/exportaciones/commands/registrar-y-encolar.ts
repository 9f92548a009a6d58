import { randomUUID } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import { streamExportacion, type ExportacionFallida, type ExportacionSolicitada } from '@avanti/libs/exportaciones/eventos';
import { ColaNoDisponible, type ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import type { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { agregadoExportacion, decidirSolicitud, MENSAJES_EXPORTACION } from '../domain/exportacion.js';

/**
 * Records ExportacionSolicitada under a new id, then queues the job that renders it (Excel or PDF);
 * answers the id the client polls. A job the queue refuses is recorded as failed (without a job the
 * export would wait forever) and the error goes on to the caller: a queue without Redis as a 503 in Spanish.
 */
export async function registrarYEncolar(
  ejecutor: EjecutorDeComandos,
  cola: ColaDeTrabajos,
  contexto: ContextoPeticion,
  solicitud: Omit<ExportacionSolicitada['datos'], 'id'>,
  trabajo: (id: string) => { nombre: string; datos: object },
): Promise<{ id: string }> {
  const id = randomUUID();
  const streamId = streamExportacion(id);
  await ejecutor.ejecutar({
    streamId,
    agregado: agregadoExportacion,
    contexto,
    decidir: (estado) => decidirSolicitud(estado, { id, ...solicitud }),
  });
  const { nombre, datos } = trabajo(id);
  try {
    await cola.encolar(nombre, id, datos);
  } catch (error) {
    const fallida: ExportacionFallida = { tipo: 'ExportacionFallida', datos: { id, mensaje: MENSAJES_EXPORTACION.noEncolada } };
    await ejecutor
      .ejecutar({ streamId, agregado: agregadoExportacion, contexto, decidir: (estado) => (estado.terminada ? [] : [fallida]) })
      .catch(() => undefined);
    if (error instanceof ColaNoDisponible) throw new ServiceUnavailableException({ mensaje: error.message });
    throw error;
  }
  return { id };
}
