import { Query } from '@nestjs/cqrs';
import type { ProgresoExportacion } from '@avanti/libs/exportaciones/contrato';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';

export class ObtenerExportacion extends Query<ProgresoExportacion> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
