import { Command } from '@nestjs/cqrs';
import type { CopagoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** POST /api/copagos/{id}/anular and DELETE /api/copagos/{id}: answers the copay as it was, with the message. */
export class AnularCopago extends Command<CopagoRespuesta> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
