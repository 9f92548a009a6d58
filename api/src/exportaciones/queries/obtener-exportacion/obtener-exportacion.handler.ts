import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ColaDeTrabajos, EstadoTrabajo } from '@avanti/libs/jobs/cola-de-trabajos';
import { MENSAJE_FALLA_EXPORTACION } from '@avanti/libs/exportaciones/contrato';
import { COLA } from '../../../infrastructure/tokens.js';
import { AccesoExportacion } from '../exportacion-visible.js';
import { ObtenerExportacion, type EstadoDeExportacion } from './obtener-exportacion.query.js';

/**
 * An export's state: a finished one from the read model (its events are the truth); a pending one
 * from the queue, which knows whether it runs and how far it got.
 */
@QueryHandler(ObtenerExportacion)
export class ObtenerExportacionHandler implements IQueryHandler<ObtenerExportacion> {
  constructor(
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
    private readonly acceso: AccesoExportacion,
  ) {}

  async execute({ id, contexto }: ObtenerExportacion): Promise<EstadoDeExportacion> {
    const fila = await this.acceso.estado(id, contexto);
    const base = { id: fila.id, recurso: fila.recurso };
    if (fila.estado === 'completado') {
      return { ...base, estado: 'completado', progreso: 100, nombreArchivo: fila.nombreArchivo ?? undefined, filas: fila.filas ?? 0 };
    }
    if (fila.estado === 'fallido') {
      return { ...base, estado: 'fallido', progreso: 0, mensaje: fila.mensaje ?? MENSAJE_FALLA_EXPORTACION };
    }
    const info = await this.cola.info(id).catch(() => null);
    if (!info) return { ...base, estado: 'pendiente', progreso: 0 };
    if (info.estado === 'fallido') return { ...base, estado: 'fallido', progreso: 0, mensaje: info.mensaje ?? MENSAJE_FALLA_EXPORTACION };
    // Done in the queue but its event not read yet: the file is not downloadable until it is.
    const estado: EstadoTrabajo = info.estado === 'completado' ? 'procesando' : info.estado;
    return { ...base, estado, progreso: Math.min(info.progreso, estado === 'procesando' ? 99 : 100) };
  }
}
