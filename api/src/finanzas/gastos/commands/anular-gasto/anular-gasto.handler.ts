import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamGasto } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_GASTO as M, type GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import { ubicarGasto } from '@avanti/libs/finanzas/lecturas/finanzas';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoGasto, decidirAnulacionGasto } from '../../domain/gasto.js';
import { gastoComoLaLista } from '../gasto-leido.js';
import { AnularGasto } from './anular-gasto.command.js';

/** Deleting an expense is GastoAnulado of its class (a variable one is not found as fixed); another site's is not found. */
@CommandHandler(AnularGasto)
export class AnularGastoHandler implements ICommandHandler<AnularGasto> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ clase, id, contexto }: AnularGasto): Promise<GastoRespuesta> {
    const g = await ubicarGasto(this.db, id);
    if (!g || g.clase !== clase || !puedeVerSede(contexto.usuario!, g.sede)) throw new NoEncontrado(M.noEncontrado);
    const antes = await gastoComoLaLista(this.db, clase, id).catch(() => null);
    await this.ejecutor.ejecutar({
      streamId: streamGasto(id),
      agregado: agregadoGasto,
      contexto,
      decidir: (estado) => decidirAnulacionGasto(estado, id, clase),
    });
    return { ...(antes ?? ({ id } as GastoRespuesta)), mensaje: M.anulado };
  }
}
