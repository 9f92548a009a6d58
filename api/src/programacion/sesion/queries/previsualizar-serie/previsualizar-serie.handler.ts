import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VistaPreviaSerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import { SerieDeSesiones } from '../../commands/programar-serie/serie-de-sesiones.js';
import { PrevisualizarSerie } from './previsualizar-serie.query.js';

@QueryHandler(PrevisualizarSerie)
export class PrevisualizarSerieHandler implements IQueryHandler<PrevisualizarSerie> {
  constructor(private readonly serie: SerieDeSesiones) {}

  async execute({ pedido, contexto }: PrevisualizarSerie): Promise<VistaPreviaSerieProgramada> {
    return (await this.serie.preparar(pedido, contexto)).vista;
  }
}
