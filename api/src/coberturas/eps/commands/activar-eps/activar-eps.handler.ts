import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEps } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoEps, decidirActivacion } from '../../domain/eps.js';
import { ActivarEps } from './activar-eps.command.js';

@CommandHandler(ActivarEps)
export class ActivarEpsHandler implements ICommandHandler<ActivarEps> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ id, contexto }: ActivarEps): Promise<void> {
    await this.ejecutor.ejecutar({
      streamId: streamEps(id),
      agregado: agregadoEps,
      contexto,
      decidir: (estado) => decidirActivacion(estado, id),
    });
  }
}
