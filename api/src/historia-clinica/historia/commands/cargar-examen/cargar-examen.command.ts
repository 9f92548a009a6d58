import { Command } from '@nestjs/cqrs';
import type { CargarExamenSolicitud, EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

export const MAX_MB_EXAMEN = 10;
export const MAX_BYTES_EXAMEN = MAX_MB_EXAMEN * 1024 * 1024;

/** An exam loaded into the history: its format, its name and the file (JPG, PNG or PDF checked by its content). */
export class CargarExamen extends Command<EntradaHistoriaRespuesta> {
  constructor(
    readonly pacienteId: string,
    readonly pedido: Partial<CargarExamenSolicitud>,
    readonly archivo: ArchivoSubido | undefined,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
