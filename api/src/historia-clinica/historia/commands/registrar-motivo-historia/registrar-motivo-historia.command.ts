import { Command } from '@nestjs/cqrs';
import type { EntradaHistoriaRespuesta, RegistrarMotivoSolicitud } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A new consultation reason in the patient's history, 'Por verificar' (spec 2 'Clinical history'). */
export class RegistrarMotivoHistoria extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: RegistrarMotivoSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
