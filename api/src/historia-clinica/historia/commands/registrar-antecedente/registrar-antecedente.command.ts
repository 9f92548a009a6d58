import { Command } from '@nestjs/cqrs';
import type { EntradaHistoriaRespuesta, RegistrarAntecedenteSolicitud } from '@avanti/libs/historia-clinica/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A background entry (prenatal, neonatal/perinatal, postnatal, personal, family) in the patient's history. */
export class RegistrarAntecedente extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: RegistrarAntecedenteSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
