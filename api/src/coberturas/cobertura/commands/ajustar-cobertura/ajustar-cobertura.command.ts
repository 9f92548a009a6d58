import { Command } from '@nestjs/cqrs';
import type { AjustarCoberturaSolicitud, MensajeCobertura } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A new pool balance and/or expiry of a coverage, with its reason (spec 1 'Authorization management'). */
export class AjustarCobertura extends Command<MensajeCobertura> {
  constructor(
    readonly id: string,
    readonly pedido: AjustarCoberturaSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
