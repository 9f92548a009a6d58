import { Command } from '@nestjs/cqrs';
import type { ExportacionPedida } from '@avanti/libs/exportaciones/contrato';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import type { SolicitarExportacionDto } from './solicitar-exportacion.dto.js';

/** Answers the export as GET /api/exportaciones/{id} serves it, with the message to show. */
export class SolicitarExportacion extends Command<ExportacionPedida> {
  constructor(
    readonly datos: SolicitarExportacionDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
