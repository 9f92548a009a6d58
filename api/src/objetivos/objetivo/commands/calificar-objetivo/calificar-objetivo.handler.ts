import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import { streamObjetivo } from '@avanti/libs/objetivos/eventos';
import type { ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoObjetivo, decidirCalificacion } from '../../domain/objetivo.js';
import { ComandosObjetivo, nombreDe } from '../comandos-objetivo.js';
import { CalificarObjetivo } from './calificar-objetivo.command.js';

@CommandHandler(CalificarObjetivo)
export class CalificarObjetivoHandler implements ICommandHandler<CalificarObjetivo> {
  constructor(
    private readonly objetivos: ComandosObjetivo,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, pedido, contexto }: CalificarObjetivo): Promise<ObjetivoRespuesta> {
    const usuario = contexto.usuario!;
    const objetivo = await this.objetivos.abrir(usuario, id);
    const [evento] = await this.ejecutor.ejecutar({
      streamId: streamObjetivo(id),
      agregado: agregadoObjetivo,
      contexto,
      decidir: (estado) => decidirCalificacion(estado, pedido, { usuario, nombre: nombreDe(usuario), hoy: hoy(this.reloj) }),
    });
    const unica = objetivo.forma === 'unica' || (evento?.datos as { periodo?: number } | undefined)?.periodo === 0;
    return { id, mensaje: unica ? M.evaluado : M.periodoEvaluado };
  }
}
