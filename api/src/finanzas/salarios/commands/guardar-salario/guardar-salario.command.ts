import { Command } from '@nestjs/cqrs';
import type { SalarioRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { GuardarSalarioDto } from './guardar-salario.dto.js';

/** Answers the salary record as GET /api/salarios/{usuarioId} serves it, with the message to show. */
export class GuardarSalario extends Command<SalarioRespuesta> {
  constructor(
    readonly usuarioId: string,
    readonly datos: GuardarSalarioDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
