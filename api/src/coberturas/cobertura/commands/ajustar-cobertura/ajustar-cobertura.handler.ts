import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MensajeCobertura } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { streamCobertura } from '@avanti/libs/coberturas/eventos';
import { sesionesPendientesDespuesDe } from '@avanti/libs/coberturas/lecturas/coberturas';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoCobertura, decidirAjuste, esFechaValida, MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { verificarAlcance } from '../registro-de-cobertura.js';
import { AjustarCobertura } from './ajustar-cobertura.command.js';

@CommandHandler(AjustarCobertura)
export class AjustarCoberturaHandler implements ICommandHandler<AjustarCobertura> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, pedido: d, contexto }: AjustarCobertura): Promise<MensajeCobertura> {
    await verificarAlcance(this.db, id, contexto);
    // The expiry never moves before a pending session; the sessions come from their read model.
    const pendientes = d.fechaVencimiento && esFechaValida(d.fechaVencimiento) ? await sesionesPendientesDespuesDe(this.db, id, d.fechaVencimiento) : [];
    await this.ejecutor.ejecutar({
      streamId: streamCobertura(id),
      agregado: agregadoCobertura,
      contexto,
      decidir: (estado) => decidirAjuste(estado, id, d, pendientes),
    });
    return { mensaje: M.ajustada };
  }
}
