import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarMotivoDto } from './registrar-motivo.dto.js';
export class RegistrarMotivo extends Command<{ id: string }> {
  constructor(
    readonly id: string,
    readonly datos: RegistrarMotivoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
