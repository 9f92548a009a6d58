import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarAcudienteDto } from './registrar-acudiente.dto.js';
export class RegistrarAcudiente extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: RegistrarAcudienteDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
