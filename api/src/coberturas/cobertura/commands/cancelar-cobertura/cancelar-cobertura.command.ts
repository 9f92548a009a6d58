import { Command } from '@nestjs/cqrs';
import type { MensajeCobertura } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Cancel an order without authorizations, or deactivate an authorization without scheduled sessions. */
export class CancelarCobertura extends Command<MensajeCobertura> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
