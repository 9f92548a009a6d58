import { Command } from '@nestjs/cqrs';
import type { CalificarObjetivoSolicitud, ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Rate a period of an objective (or its older single rating). */
export class CalificarObjetivo extends Command<ObjetivoRespuesta> {
  constructor(
    readonly id: string,
    readonly pedido: CalificarObjetivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
