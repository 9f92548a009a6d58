import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { streamUsuario } from '@avanti/libs/acceso/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { exigirPuedeModificar, usuarioAlAlcance } from '../../alcance-usuarios.js';
import { agregadoUsuario, decidirActivacion, decidirDesactivacion } from '../../domain/usuario.js';
import { CambiarEstadoUsuario } from './cambiar-estado-usuario.command.js';

@CommandHandler(CambiarEstadoUsuario)
export class CambiarEstadoUsuarioHandler implements ICommandHandler<CambiarEstadoUsuario> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, activar, contexto }: CambiarEstadoUsuario): Promise<void> {
    const actual = await usuarioAlAlcance(this.db, contexto.usuario, id);
    await exigirPuedeModificar(this.db, contexto.usuario, actual);
    await this.ejecutor.ejecutar({
      streamId: streamUsuario(id),
      agregado: agregadoUsuario,
      contexto,
      decidir: (estado) => (activar ? decidirActivacion(estado) : decidirDesactivacion(estado, contexto.usuario?.id ?? null)),
    });
  }
}
