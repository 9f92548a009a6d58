import { Command } from '@nestjs/cqrs';
import type { RolCreado } from '@avanti/libs/acceso/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Answers the role as GET /api/roles/{id} serves it, with the message to show. */
export class CrearRol extends Command<RolCreado> {
  constructor(
    readonly nombre: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
