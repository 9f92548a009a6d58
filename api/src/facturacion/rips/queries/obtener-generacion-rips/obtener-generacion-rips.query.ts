import { Query } from '@nestjs/cqrs';
import type { GeneracionRips } from '@avanti/libs/facturacion/contrato';

export class ObtenerGeneracionRips extends Query<GeneracionRips> {
  constructor(readonly id: string) {
    super();
  }
}
