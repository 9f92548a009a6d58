import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import type { SolicitarExportacionDto } from './solicitar-exportacion.dto.js';

export class SolicitarExportacion extends Command<{ id: string }> {
  constructor(
    readonly datos: SolicitarExportacionDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
