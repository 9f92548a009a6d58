import { Query } from '@nestjs/cqrs';
import type { EstadoTrabajo } from '@avanti/libs/jobs/cola-de-trabajos';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';

export interface EstadoDeExportacion {
  id: string;
  recurso: string;
  estado: EstadoTrabajo;
  /** 0 to 100. */
  progreso: number;
  mensaje?: string;
  nombreArchivo?: string;
  filas?: number;
}

export class ObtenerExportacion extends Query<EstadoDeExportacion> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
