import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { AdmitirPacienteDto } from './admitir-paciente.dto.js';

export class AdmitirPaciente extends Command<{ id: string; codigo: string }> {
  constructor(
    readonly datos: AdmitirPacienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
