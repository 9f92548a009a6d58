import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { CambiarContrasenaDto } from './cambiar-contrasena.dto.js';

export interface ContrasenaCambiada {
  mensaje: string;
  /** A fresh token for this session: the change ends every other one. */
  token: string;
}

export class CambiarContrasena extends Command<ContrasenaCambiada> {
  constructor(
    readonly datos: CambiarContrasenaDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
