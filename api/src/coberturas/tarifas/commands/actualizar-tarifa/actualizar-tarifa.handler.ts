import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { streamTarifa } from '@avanti/libs/coberturas/eventos';
import { obtenerTarifa } from '@avanti/libs/coberturas/lecturas/coberturas';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoTarifa, decidirActualizacionTarifa, MENSAJES_TARIFA as M } from '../../domain/tarifa.js';
import { ActualizarTarifa } from './actualizar-tarifa.command.js';

/** Only the fee and the copay change; answers the rate as GET /api/tarifas/:id serves it, with the message. */
@CommandHandler(ActualizarTarifa)
export class ActualizarTarifaHandler implements ICommandHandler<ActualizarTarifa> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, pedido: d, contexto }: ActualizarTarifa): Promise<TarifaGuardada> {
    await this.ejecutor.ejecutar({
      streamId: streamTarifa(id),
      agregado: agregadoTarifa,
      contexto,
      decidir: (estado) => decidirActualizacionTarifa(estado, { id, tarifa: d.tarifa, copago: d.copago }),
    });
    return { ...(await obtenerTarifa(this.db, id))!, mensaje: M.actualizada };
  }
}
