import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { streamGasto } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_GASTO as M, type GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoGasto, decidirGastoVariable } from '../../domain/gasto.js';
import { gastoComoLaLista } from '../gasto-leido.js';
import { RegistrarGastoVariable } from './registrar-gasto-variable.command.js';

/** A variable expense of the registrar's site. */
@CommandHandler(RegistrarGastoVariable)
export class RegistrarGastoVariableHandler implements ICommandHandler<RegistrarGastoVariable> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ datos: d, contexto }: RegistrarGastoVariable): Promise<GastoRespuesta> {
    const id = randomUUID();
    const sede = contexto.usuario!.sede;
    await this.ejecutor.ejecutar({
      streamId: streamGasto(id),
      agregado: agregadoGasto,
      contexto,
      decidir: (estado) => decidirGastoVariable(estado, { id, fecha: d.fecha, valor: d.valor, categoria: d.categoria, concepto: d.concepto, sede }),
    });
    return { ...(await gastoComoLaLista(this.db, 'variable', id)), mensaje: M.registrado };
  }
}
