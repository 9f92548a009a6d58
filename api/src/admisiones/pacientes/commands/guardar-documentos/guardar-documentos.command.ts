import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';
import type { TipoDocumentoPaciente } from '@avanti/libs/admisiones/eventos';
export class GuardarDocumentos extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: Record<string, ArchivoSubido | undefined>,
    readonly contexto: ContextoPeticion,
    /** One document saved on its own (issue 27 item 9): only this file is read, checked and recorded. */
    readonly solo?: TipoDocumentoPaciente,
  ) {
    super();
  }
}
