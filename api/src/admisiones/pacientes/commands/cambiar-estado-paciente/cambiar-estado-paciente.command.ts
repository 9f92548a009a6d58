import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { CambiarEstadoDto } from './cambiar-estado-paciente.dto.js';
export class CambiarEstadoPaciente extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: CambiarEstadoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
