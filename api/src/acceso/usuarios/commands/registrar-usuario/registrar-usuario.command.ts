import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarUsuarioDto } from './registrar-usuario.dto.js';

export class RegistrarUsuario extends Command<{ id: string }> {
  constructor(
    readonly datos: RegistrarUsuarioDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
