import { Command } from '@nestjs/cqrs';
import type { DescargoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** POST /api/descargos/{id}/anular and DELETE /api/descargos/{id}: answers the discard as it was, with the message. */
export class AnularDescargo extends Command<DescargoRespuesta> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
