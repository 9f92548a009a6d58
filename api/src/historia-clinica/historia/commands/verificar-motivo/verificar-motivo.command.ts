import { Command } from '@nestjs/cqrs';
import type { EntradaHistoriaRespuesta, VerificarMotivoSolicitud } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A reason 'Por verificar' (registered in the history or at intake) verified with terms of the reasons catalogue. */
export class VerificarMotivo extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly motivoId: string,
    readonly pedido: VerificarMotivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
