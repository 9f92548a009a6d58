import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';
export class GuardarDocumentos extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: Record<string, ArchivoSubido | undefined>,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
