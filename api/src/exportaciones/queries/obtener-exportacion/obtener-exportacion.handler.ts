import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import type { ProgresoExportacion } from '@avanti/libs/exportaciones/contrato';
import { COLA } from '../../../infrastructure/tokens.js';
import { estadoDeExportacion } from '../../estado-de-exportacion.js';
import { AccesoExportacion } from '../exportacion-visible.js';
import { ObtenerExportacion } from './obtener-exportacion.query.js';

/** An export's state, to whoever may see it (AccesoExportacion). */
@QueryHandler(ObtenerExportacion)
export class ObtenerExportacionHandler implements IQueryHandler<ObtenerExportacion> {
  constructor(
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
    private readonly acceso: AccesoExportacion,
  ) {}

  async execute({ id, contexto }: ObtenerExportacion): Promise<ProgresoExportacion> {
    return estadoDeExportacion(await this.acceso.estado(id, contexto), this.cola);
  }
}
