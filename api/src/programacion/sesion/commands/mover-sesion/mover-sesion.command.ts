import { Command } from '@nestjs/cqrs';
import type { PedidoMoverSesion } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A pending session to another date and time (issue 27 item 7: drag and drop across days, or the dialog). */
export class MoverSesion extends Command<{ mensaje: string }> {
  constructor(
    readonly id: string,
    readonly pedido: PedidoMoverSesion,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
