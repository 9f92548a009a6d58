import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Enable (`activar`) or disable a user; disabling ends every token it holds. */
export class CambiarEstadoUsuario extends Command<void> {
  constructor(
    readonly id: string,
    readonly activar: boolean,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
