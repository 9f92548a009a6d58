import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarEpsDto } from './registrar-eps.dto.js';

export class RegistrarEps extends Command<{ id: string }> {
  constructor(
    readonly datos: RegistrarEpsDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
