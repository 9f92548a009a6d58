import { Command } from '@nestjs/cqrs';
import type { DescargoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarDescargoDto } from './registrar-descargo.dto.js';

/** Answers the discard as GET /api/descargos/{id} serves it, with the message to show. */
export class RegistrarDescargo extends Command<DescargoRespuesta> {
  constructor(
    readonly datos: RegistrarDescargoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
