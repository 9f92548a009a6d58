import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEps } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoEps, decidirDesactivacion } from '../../domain/eps.js';
import { DesactivarEps } from './desactivar-eps.command.js';

@CommandHandler(DesactivarEps)
export class DesactivarEpsHandler implements ICommandHandler<DesactivarEps> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ id, contexto }: DesactivarEps): Promise<void> {
    await this.ejecutor.ejecutar({
      streamId: streamEps(id),
      agregado: agregadoEps,
      contexto,
      decidir: (estado) => decidirDesactivacion(estado, id),
    });
  }
}
