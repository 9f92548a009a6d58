import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import type { MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoSesion, decidirAceptarCyt, MENSAJES_SESION as M } from '../../domain/sesion.js';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { AceptarCyt } from './aceptar-cyt.command.js';

@CommandHandler(AceptarCyt)
export class AceptarCytHandler implements ICommandHandler<AceptarCyt> {
  constructor(
    private readonly programador: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
  ) {}

  async execute({ id, contexto }: AceptarCyt): Promise<MensajeRespuesta> {
    await this.programador.ubicar(id, contexto);
    await this.ejecutor.ejecutar({ streamId: streamSesion(id), agregado: agregadoSesion, contexto, decidir: (s) => decidirAceptarCyt(s) });
    return { mensaje: M.cytAceptada };
  }
}
