import { Command } from '@nestjs/cqrs';
import type { ExtenderObjetivoSolicitud, ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A new completion date for an objective, not before today. */
export class ExtenderObjetivo extends Command<ObjetivoRespuesta> {
  constructor(
    readonly id: string,
    readonly pedido: ExtenderObjetivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
