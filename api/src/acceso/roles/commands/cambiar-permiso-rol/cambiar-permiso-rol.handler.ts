import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamRol } from '@avanti/libs/acceso/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoRol, decidirPermiso } from '../../domain/rol.js';
import { CambiarPermisoRol } from './cambiar-permiso-rol.command.js';

@CommandHandler(CambiarPermisoRol)
export class CambiarPermisoRolHandler implements ICommandHandler<CambiarPermisoRol> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ rol, permiso, estado, contexto }: CambiarPermisoRol): Promise<void> {
    await this.ejecutor.ejecutar({
      streamId: streamRol(rol),
      agregado: agregadoRol,
      contexto,
      decidir: (actual) => decidirPermiso(actual, rol, permiso, estado, contexto.usuario),
    });
  }
}
