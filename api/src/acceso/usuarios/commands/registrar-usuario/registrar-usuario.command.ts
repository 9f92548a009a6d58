import { Command } from '@nestjs/cqrs';
import type { UsuarioGuardado } from '@avanti/libs/acceso/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarUsuarioDto } from './registrar-usuario.dto.js';

/** Answers the user as GET /api/usuarios/{id} serves it, with the message to show. */
export class RegistrarUsuario extends Command<UsuarioGuardado> {
  constructor(
    readonly datos: RegistrarUsuarioDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
