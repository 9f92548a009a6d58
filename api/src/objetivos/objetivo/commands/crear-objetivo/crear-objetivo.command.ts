import { Command } from '@nestjs/cqrs';
import type { CrearObjetivoSolicitud, ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A new objective for a patient (spec 2 'Objectives and achievements'). */
export class CrearObjetivo extends Command<ObjetivoRespuesta> {
  constructor(
    readonly pedido: CrearObjetivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
