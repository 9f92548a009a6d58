import { Command } from '@nestjs/cqrs';
import type { PacienteGuardado } from '@avanti/libs/admisiones/lecturas/pacientes';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { AdmitirPacienteDto } from './admitir-paciente.dto.js';

/** Answers the patient as GET /api/pacientes/{id} serves it (its `codigo` too), with the message to show. */
export class AdmitirPaciente extends Command<PacienteGuardado> {
  constructor(
    readonly datos: AdmitirPacienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
