import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import { streamObjetivo } from '@avanti/libs/objetivos/eventos';
import type { ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoObjetivo, decidirExtension } from '../../domain/objetivo.js';
import { ComandosObjetivo } from '../comandos-objetivo.js';
import { ExtenderObjetivo } from './extender-objetivo.command.js';

@CommandHandler(ExtenderObjetivo)
export class ExtenderObjetivoHandler implements ICommandHandler<ExtenderObjetivo> {
  constructor(
    private readonly objetivos: ComandosObjetivo,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, pedido, contexto }: ExtenderObjetivo): Promise<ObjetivoRespuesta> {
    const usuario = contexto.usuario!;
    await this.objetivos.abrir(usuario, id);
    await this.ejecutor.ejecutar({
      streamId: streamObjetivo(id),
      agregado: agregadoObjetivo,
      contexto,
      decidir: (estado) => decidirExtension(estado, pedido.fecha, { usuario, hoy: hoy(this.reloj) }),
    });
    return { id, mensaje: M.actualizado };
  }
}
