import { Command } from '@nestjs/cqrs';
import type { CambiarHorarioSolicitud, MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** New times for a pending, non-CYT session the same day; the pool moves with the units. */
export class CambiarHorario extends Command<MensajeRespuesta> {
  constructor(
    readonly id: string,
    readonly pedido: CambiarHorarioSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
