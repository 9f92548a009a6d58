import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

export class DesactivarEps extends Command<void> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
