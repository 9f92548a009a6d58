import { Command } from '@nestjs/cqrs';
import type { GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarGastoVariableDto } from './registrar-gasto-variable.dto.js';

/** Answers the expense as GET /api/gastos-variables/{id} serves it, with the message to show. */
export class RegistrarGastoVariable extends Command<GastoRespuesta> {
  constructor(
    readonly datos: RegistrarGastoVariableDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
