import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ActualizarPacienteDto } from '../admitir-paciente/admitir-paciente.dto.js';
export class ActualizarPaciente extends Command<{ id: string }> {
  constructor(
    readonly id: string,
    readonly datos: ActualizarPacienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
