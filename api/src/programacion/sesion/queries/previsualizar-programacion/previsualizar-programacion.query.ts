import { Query } from '@nestjs/cqrs';
import type { VistaPreviaPorEspecialidad, VistaPreviaSerie } from '@avanti/libs/programacion/contrato-lecturas';
import type { PrevisualizarProgramacionSolicitud } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** The dates a weekly series or a by-specialty request would generate, before 'Programar'. */
export class PrevisualizarProgramacion extends Query<VistaPreviaSerie | VistaPreviaPorEspecialidad> {
  constructor(
    readonly pedido: PrevisualizarProgramacionSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
