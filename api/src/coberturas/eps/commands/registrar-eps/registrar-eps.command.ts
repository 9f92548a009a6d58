import { Command } from '@nestjs/cqrs';
import type { EpsRegistrada } from '@avanti/libs/coberturas/contrato-lecturas';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarEpsDto } from './registrar-eps.dto.js';

/** Answers the insurer as GET /api/eps/{id} serves it, with the message to show. */
export class RegistrarEps extends Command<EpsRegistrada> {
  constructor(
    readonly datos: RegistrarEpsDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
