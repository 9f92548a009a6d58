import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RolCreado } from '@avanti/libs/acceso/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamRol } from '@avanti/libs/acceso/eventos';
import { existeRolConNombre, obtenerRol, siguienteNumeroDeRol } from '@avanti/libs/acceso/lecturas/roles';
import { EjecutorDeComandos, MENSAJE_CONFLICTO } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoRol, decidirCreacion, MENSAJES_ROL } from '../../domain/rol.js';
import { CrearRol } from './crear-rol.command.js';

class NumeroOcupado extends Error {}

/**
 * A new role takes the next free number (max + 1) on stream `rol-<n>` expecting version 0: two
 * administrators creating roles at once collide on the stream, and the loser takes the next number.
 */
@CommandHandler(CrearRol)
export class CrearRolHandler implements ICommandHandler<CrearRol> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ nombre, contexto }: CrearRol): Promise<RolCreado> {
    const limpio = nombre.replace(/\s+/g, ' ').trim();
    if (limpio && (await existeRolConNombre(this.db, limpio))) throw new ReglaIncumplida(MENSAJES_ROL.nombreRepetido);
    for (let intento = 0; intento < 5; intento++) {
      const id = (await siguienteNumeroDeRol(this.db)) + intento;
      try {
        await this.ejecutor.ejecutar({
          streamId: streamRol(id),
          agregado: agregadoRol,
          contexto,
          decidir: (estado) => {
            if (estado.existe) throw new NumeroOcupado();
            return decidirCreacion(estado, { id, nombre: limpio });
          },
        });
        return { ...(await obtenerRol(this.db, id))!, mensaje: MENSAJES_ROL.creado };
      } catch (error) {
        if (!(error instanceof NumeroOcupado)) throw error;
      }
    }
    throw new ReglaIncumplida(MENSAJE_CONFLICTO);
  }
}
