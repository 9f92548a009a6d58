import { Query } from '@nestjs/cqrs';
import type { VistaPreviaSerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import type { PedidoSerieProgramada } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** 'Ver fechas': the dates a series would program, each with its clashes, before anything is written. */
export class PrevisualizarSerie extends Query<VistaPreviaSerieProgramada> {
  constructor(
    readonly pedido: PedidoSerieProgramada,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
