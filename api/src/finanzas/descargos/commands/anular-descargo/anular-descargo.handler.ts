import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamDescargo } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_DESCARGO as M, type DescargoRespuesta } from '@avanti/libs/finanzas/contrato';
import { ubicarDescargo } from '@avanti/libs/finanzas/lecturas/finanzas';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoDescargo, decidirAnulacionDescargo } from '../../domain/descargo.js';
import { descargoComoLaLista } from '../descargo-leido.js';
import { AnularDescargo } from './anular-descargo.command.js';

/** Deleting a discard is DescargoAnulado: the original stays in the stream and the audit; another site's is not found. */
@CommandHandler(AnularDescargo)
export class AnularDescargoHandler implements ICommandHandler<AnularDescargo> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, contexto }: AnularDescargo): Promise<DescargoRespuesta> {
    const d = await ubicarDescargo(this.db, id);
    if (!d || !puedeVerSede(contexto.usuario!, d.sede)) throw new NoEncontrado(M.noEncontrado);
    const antes = await descargoComoLaLista(this.db, id).catch(() => null);
    await this.ejecutor.ejecutar({
      streamId: streamDescargo(id),
      agregado: agregadoDescargo,
      contexto,
      decidir: (estado) => decidirAnulacionDescargo(estado, id),
    });
    return { ...(antes ?? ({ id } as DescargoRespuesta)), mensaje: M.anulado };
  }
}
