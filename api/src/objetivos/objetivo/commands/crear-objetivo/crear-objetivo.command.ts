import { Command } from '@nestjs/cqrs';
import type { CrearObjetivoSolicitud, ObjetivoCreado } from '@avanti/libs/objetivos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A new objective for a patient (spec 2 'Objectives and achievements'); answers it as GET /api/objetivos/{id} serves it, with the message. */
export class CrearObjetivo extends Command<ObjetivoCreado> {
  constructor(
    readonly pedido: CrearObjetivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
