import { Command } from '@nestjs/cqrs';
import type { GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarGastoFijoDto } from './registrar-gasto-fijo.dto.js';

/** Answers the expense as GET /api/gastos-fijos/{id} serves it, with the message to show. */
export class RegistrarGastoFijo extends Command<GastoRespuesta> {
  constructor(
    readonly datos: RegistrarGastoFijoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
