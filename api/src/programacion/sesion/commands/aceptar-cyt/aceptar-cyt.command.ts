import { Command } from '@nestjs/cqrs';
import type { MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A pending CYT session accepted (it is not evolved). Its whole input is its path. */
export class AceptarCyt extends Command<MensajeRespuesta> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
