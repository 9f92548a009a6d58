import { Command } from '@nestjs/cqrs';
import type { CancelarSesionSolicitud, MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/**
 * Cancel one pending session with a reason from the list; its unit goes back to the pool. `enGestion`: the
 * 'Gestión de terapias' route, whose window is 5 days back to today (decision 0034).
 */
export class CancelarSesion extends Command<MensajeRespuesta> {
  constructor(
    readonly id: string,
    readonly pedido: CancelarSesionSolicitud,
    readonly contexto: ContextoPeticion,
    readonly enGestion = false,
  ) {
    super();
  }
}
