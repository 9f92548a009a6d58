import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EpsRegistrada } from '@avanti/libs/coberturas/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamEps } from '@avanti/libs/coberturas/eventos';
import { obtenerEps } from '@avanti/libs/coberturas/lecturas/eps';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoEps, decidirRegistro, MENSAJES_EPS } from '../../domain/eps.js';
import { RegistrarEps } from './registrar-eps.command.js';

@CommandHandler(RegistrarEps)
export class RegistrarEpsHandler implements ICommandHandler<RegistrarEps> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ datos, contexto }: RegistrarEps): Promise<EpsRegistrada> {
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamEps(id),
      agregado: agregadoEps,
      contexto,
      decidir: (estado) => {
        const eventos = decidirRegistro(estado, { id, ...datos });
        return { eventos, ademas: [reservarClave('eps-nombre', eventos[0].datos.nombre, id)] };
      },
      alChocarClave: (stream) => (esStreamClave(stream, 'eps-nombre') ? new ReglaIncumplida(MENSAJES_EPS.nombreRepetido) : null),
    });
    return { ...(await obtenerEps(this.db, id))!, mensaje: MENSAJES_EPS.registrada };
  }
}
