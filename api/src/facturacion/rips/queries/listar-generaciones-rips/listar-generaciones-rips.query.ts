import { Query } from '@nestjs/cqrs';
import type { GeneracionRips } from '@avanti/libs/facturacion/contrato';

/** The latest 50 generations, newest first (an insurer's when given). */
export class ListarGeneracionesRips extends Query<GeneracionRips[]> {
  constructor(readonly epsId?: string) {
    super();
  }
}
