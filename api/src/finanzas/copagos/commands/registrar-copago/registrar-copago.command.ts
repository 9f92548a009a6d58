import { Command } from '@nestjs/cqrs';
import type { CopagoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarCopagoDto } from './registrar-copago.dto.js';

/** Answers the copay as GET /api/copagos/{id} serves it, with the message to show. */
export class RegistrarCopago extends Command<CopagoRespuesta> {
  constructor(
    readonly datos: RegistrarCopagoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
