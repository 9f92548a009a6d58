import { Command } from '@nestjs/cqrs';
import type { CambiarTerapeutaSolicitud, MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Another active therapist of the session's specialty for a pending, non-CYT session. */
export class CambiarTerapeuta extends Command<MensajeRespuesta> {
  constructor(
    readonly id: string,
    readonly pedido: CambiarTerapeutaSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
