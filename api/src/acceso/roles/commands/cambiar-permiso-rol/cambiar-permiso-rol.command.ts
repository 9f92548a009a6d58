import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

export class CambiarPermisoRol extends Command<void> {
  constructor(
    readonly rol: number,
    readonly permiso: string,
    readonly estado: 0 | 1,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
