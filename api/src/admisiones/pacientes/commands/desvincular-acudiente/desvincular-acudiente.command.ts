import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

export class DesvincularAcudiente extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
