import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamEps } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoEps, decidirRegistro, MENSAJES_EPS } from '../../domain/eps.js';
import { RegistrarEps } from './registrar-eps.command.js';

@CommandHandler(RegistrarEps)
export class RegistrarEpsHandler implements ICommandHandler<RegistrarEps> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ datos, contexto }: RegistrarEps): Promise<{ id: string }> {
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
    return { id };
  }
}
