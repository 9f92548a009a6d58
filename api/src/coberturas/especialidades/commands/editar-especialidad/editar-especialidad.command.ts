import { Command } from '@nestjs/cqrs';
import type { EditarEspecialidadSolicitud, EspecialidadEditada } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** Rename a specialty or set its CUPS code; its code (2 to 6) never changes. */
export class EditarEspecialidad extends Command<EspecialidadEditada> {
  constructor(
    readonly codigo: number,
    readonly pedido: EditarEspecialidadSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
