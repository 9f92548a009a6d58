import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { SolicitarObjetivosPeriodoDto } from './solicitar-periodo-objetivos.dto.js';

/** Ask for the PDF of an evaluation period of the objectives report's quarter variant: answers the export's id. */
export class SolicitarPeriodoObjetivos extends Command<{ id: string }> {
  constructor(
    readonly pedido: SolicitarObjetivosPeriodoDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
