import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { GenerarRipsDto } from './generar-rips.dto.js';

/** Answers the generation's id (poll GET /api/facturacion/rips/{id}, then download its file). */
export class GenerarRips extends Command<{ id: string }> {
  constructor(
    readonly datos: GenerarRipsDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
