import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VistaPreviaPorEspecialidad, VistaPreviaSerie } from '@avanti/libs/programacion/contrato-lecturas';
import { ProgramadorDeSesiones } from '../../commands/programador-de-sesiones.js';
import { PrevisualizarProgramacion } from './previsualizar-programacion.query.js';

/** By specialty when only that mode is asked; otherwise the weekly series (its own message when it is missing). */
@QueryHandler(PrevisualizarProgramacion)
export class PrevisualizarProgramacionHandler implements IQueryHandler<PrevisualizarProgramacion> {
  constructor(private readonly programador: ProgramadorDeSesiones) {}

  execute({ pedido, contexto }: PrevisualizarProgramacion): Promise<VistaPreviaSerie | VistaPreviaPorEspecialidad> {
    if (pedido.porEspecialidad !== undefined && pedido.semanal === undefined)
      return this.programador.previsualizarPorEspecialidad(pedido.porEspecialidad, contexto);
    return this.programador.previsualizar(pedido.semanal, contexto);
  }
}
