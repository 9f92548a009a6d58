import { Command } from '@nestjs/cqrs';
import type { ActualizarTarifaSolicitud, TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A rate's fee and copay (spec 1 /ajustar-tarifas). */
export class ActualizarTarifa extends Command<TarifaGuardada> {
  constructor(
    readonly id: string,
    readonly pedido: ActualizarTarifaSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
