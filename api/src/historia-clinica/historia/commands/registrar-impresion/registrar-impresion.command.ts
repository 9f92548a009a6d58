import { Command } from '@nestjs/cqrs';
import type { EntradaHistoriaRespuesta, RegistrarImpresionSolicitud } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** The general impression (anamnesis) with its CIE-10 and DSM-IV diagnoses. */
export class RegistrarImpresion extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: RegistrarImpresionSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
