import { Query } from '@nestjs/cqrs';
import type { VistaPreviaRips } from '@avanti/libs/facturacion/contrato';
import type { VistaPreviaRipsDto } from './vista-previa-rips.dto.js';

export class VistaPreviaDeRips extends Query<VistaPreviaRips> {
  constructor(readonly filtro: VistaPreviaRipsDto) {
    super();
  }
}
