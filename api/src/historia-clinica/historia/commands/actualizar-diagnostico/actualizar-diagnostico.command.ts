import { Command } from '@nestjs/cqrs';
import type { ActualizarDiagnosticoSolicitud, EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** An impression's diagnoses replaced ('ACTUALIZADO CON ÉXITO'). */
export class ActualizarDiagnostico extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: ActualizarDiagnosticoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
