import { Command } from '@nestjs/cqrs';
import type { EntradaHistoriaRespuesta, RegistrarPlanSolicitud } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A treatment plan: dates, conclusions, recommendations, CIE-10 diagnoses, period and services with their sessions. */
export class RegistrarPlan extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: RegistrarPlanSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
