import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { SolicitarInformePacienteDto } from './solicitar-informe-paciente.dto.js';

/** Ask for the PDF of a patient report (evolution, monthly or objectives): answers the export's id. */
export class SolicitarInformePaciente extends Command<{ id: string }> {
  constructor(
    readonly pedido: SolicitarInformePacienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
