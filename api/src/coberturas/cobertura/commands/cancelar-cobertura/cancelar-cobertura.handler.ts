import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MensajeCobertura } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamCobertura } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoCobertura, decidirCancelacion, mensajeDeCancelacion, MENSAJES_COBERTURA as M, type EstadoCobertura } from '../../domain/cobertura.js';
import { verificarAlcance } from '../registro-de-cobertura.js';
import { CancelarCobertura } from './cancelar-cobertura.command.js';

@CommandHandler(CancelarCobertura)
export class CancelarCoberturaHandler implements ICommandHandler<CancelarCobertura> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, contexto }: CancelarCobertura): Promise<MensajeCobertura> {
    await verificarAlcance(this.db, id, contexto);
    // The orders report (spec 1 §4) deactivates single authorizations; cancelling an order is authorization management's.
    const soloAutorizaciones = !contexto.usuario?.permisos.has('dashboard.gestion-ordenes');
    const decidir = (estado: EstadoCobertura) => {
      if (soloAutorizaciones && estado.existe && estado.formato === 0) throw new ReglaIncumplida(M.ordenSoloDesdeGestion, 'prohibido');
      return decidirCancelacion(estado, id);
    };
    const [e] = (await this.ejecutor.ejecutar({ streamId: streamCobertura(id), agregado: agregadoCobertura, contexto, decidir })) as unknown as {
      datos: { formato: 0 | 1 | 2 | 3 };
    }[];
    return { mensaje: mensajeDeCancelacion(e.datos.formato) };
  }
}
