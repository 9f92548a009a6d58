import { Command } from '@nestjs/cqrs';
import type { PacienteGuardado } from '@avanti/libs/admisiones/lecturas/pacientes';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ActualizarPacienteDto } from '../admitir-paciente/admitir-paciente.dto.js';
/** Answers the patient as GET /api/pacientes/{id} serves it, with the message to show. */
export class ActualizarPaciente extends Command<PacienteGuardado> {
  constructor(
    readonly id: string,
    readonly datos: ActualizarPacienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
