import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Enable (`activar`) or disable a role; a disabled role's users lose access at their next request. */
export class CambiarEstadoRol extends Command<void> {
  constructor(
    readonly id: number,
    readonly activar: boolean,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
