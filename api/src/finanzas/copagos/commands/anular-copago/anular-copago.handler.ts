import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamCopago } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_COPAGO as M, type CopagoRespuesta } from '@avanti/libs/finanzas/contrato';
import { ubicarCopago } from '@avanti/libs/finanzas/lecturas/finanzas';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoCopago, decidirAnulacionCopago } from '../../domain/copago.js';
import { copagoComoLaLista } from '../copago-leido.js';
import { AnularCopago } from './anular-copago.command.js';

/** Deleting a copay is CopagoAnulado: the original stays in the stream and the audit; another site's is not found. */
@CommandHandler(AnularCopago)
export class AnularCopagoHandler implements ICommandHandler<AnularCopago> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, contexto }: AnularCopago): Promise<CopagoRespuesta> {
    const c = await ubicarCopago(this.db, id);
    if (!c || !puedeVerSede(contexto.usuario!, c.sede)) throw new NoEncontrado(M.noEncontrado);
    const antes = await copagoComoLaLista(this.db, id).catch(() => null);
    await this.ejecutor.ejecutar({ streamId: streamCopago(id), agregado: agregadoCopago, contexto, decidir: (estado) => decidirAnulacionCopago(estado, id) });
    return { ...(antes ?? ({ id } as CopagoRespuesta)), mensaje: M.anulado };
  }
}
