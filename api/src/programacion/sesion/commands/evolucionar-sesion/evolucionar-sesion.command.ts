import { Command } from '@nestjs/cqrs';
import type { EvolucionarSesionSolicitud, SesionEvolucionada } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** The therapist's evolution of their pending session (spec 2 'Therapist agenda and evolutions'). */
export class EvolucionarSesion extends Command<SesionEvolucionada> {
  constructor(
    readonly id: string,
    readonly pedido: EvolucionarSesionSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
