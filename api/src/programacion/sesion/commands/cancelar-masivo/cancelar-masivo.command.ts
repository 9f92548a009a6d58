import { Command } from '@nestjs/cqrs';
import type { CancelacionMasiva, CancelarMasivoSolicitud } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Every pending session of a patient or a therapist in a date range, with one reason (spec 2 'Mass cancellation'). */
export class CancelarMasivo extends Command<CancelacionMasiva> {
  constructor(
    readonly pedido: CancelarMasivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
