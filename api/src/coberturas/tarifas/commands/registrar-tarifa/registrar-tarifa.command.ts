import { Command } from '@nestjs/cqrs';
import type { RegistrarTarifaSolicitud, TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A rate for an insurer and a specialty (one per pair; spec 1 /ajustar-tarifas). */
export class RegistrarTarifa extends Command<TarifaGuardada> {
  constructor(
    readonly pedido: RegistrarTarifaSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
