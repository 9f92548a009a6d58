import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ActualizarUsuarioDto } from './actualizar-usuario.dto.js';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';

export type { ArchivoSubido };

export class ActualizarUsuario extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: ActualizarUsuarioDto,
    readonly archivos: Partial<Record<'foto' | 'CamFir1' | 'CamFir2' | 'CamFir3', ArchivoSubido[]>>,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
