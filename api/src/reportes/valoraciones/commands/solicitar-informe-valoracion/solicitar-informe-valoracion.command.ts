import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { SolicitarInformeValoracionDto } from './solicitar-informe-valoracion.dto.js';

/** Ask for the PDF 'Informe clínico de valoración' of a patient's evaluation on a date: answers the export's id. */
export class SolicitarInformeValoracion extends Command<{ id: string }> {
  constructor(
    readonly pedido: SolicitarInformeValoracionDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
