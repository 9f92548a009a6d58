import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import { streamTarifa } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoTarifa, decidirActualizacionTarifa, MENSAJES_TARIFA as M } from '../../domain/tarifa.js';
import { ActualizarTarifa } from './actualizar-tarifa.command.js';

@CommandHandler(ActualizarTarifa)
export class ActualizarTarifaHandler implements ICommandHandler<ActualizarTarifa> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ id, pedido: d, contexto }: ActualizarTarifa): Promise<TarifaGuardada> {
    await this.ejecutor.ejecutar({
      streamId: streamTarifa(id),
      agregado: agregadoTarifa,
      contexto,
      decidir: (estado) => decidirActualizacionTarifa(estado, { id, ...d }),
    });
    return { id, mensaje: M.actualizada };
  }
}
