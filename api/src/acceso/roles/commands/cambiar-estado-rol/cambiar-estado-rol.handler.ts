import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamRol } from '@avanti/libs/acceso/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoRol, decidirActivacion, decidirDesactivacion } from '../../domain/rol.js';
import { CambiarEstadoRol } from './cambiar-estado-rol.command.js';

@CommandHandler(CambiarEstadoRol)
export class CambiarEstadoRolHandler implements ICommandHandler<CambiarEstadoRol> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ id, activar, contexto }: CambiarEstadoRol): Promise<void> {
    await this.ejecutor.ejecutar({
      streamId: streamRol(id),
      agregado: agregadoRol,
      contexto,
      decidir: (estado) => (activar ? decidirActivacion(estado, id, contexto.usuario) : decidirDesactivacion(estado, id, contexto.usuario)),
    });
  }
}
