import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

export class CrearRol extends Command<{ id: number }> {
  constructor(
    readonly nombre: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
