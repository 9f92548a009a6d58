import { Command } from '@nestjs/cqrs';
import type { SerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import type { PedidoSerieProgramada } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Program a weekly series (one line, or by specialty) with the scheduler's choice per clashing date (issue 27 items 5, 6). */
export class ProgramarSerie extends Command<SerieProgramada> {
  constructor(
    readonly pedido: PedidoSerieProgramada,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
