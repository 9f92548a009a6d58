import { Command } from '@nestjs/cqrs';
import type { UsuarioGuardado } from '@avanti/libs/acceso/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ActualizarUsuarioDto } from './actualizar-usuario.dto.js';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';

export type { ArchivoSubido };

/** Answers the user as GET /api/usuarios/{id} serves it, with the message to show. */
export class ActualizarUsuario extends Command<UsuarioGuardado> {
  constructor(
    readonly id: string,
    readonly datos: ActualizarUsuarioDto,
    readonly archivos: Partial<Record<'foto' | 'CamFir1' | 'CamFir2' | 'CamFir3', ArchivoSubido[]>>,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
