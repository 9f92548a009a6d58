import { Command } from '@nestjs/cqrs';
import type { GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** POST /api/gastos-{fijos|variables}/{id}/anular and DELETE /api/gastos-{fijos|variables}/{id}: answers the expense as it was. */
export class AnularGasto extends Command<GastoRespuesta> {
  constructor(
    readonly clase: 'fijo' | 'variable',
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
