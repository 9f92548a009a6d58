import { Command } from '@nestjs/cqrs';
import type { CoberturaRegistrada, RegistrarConvenioSolicitud } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** An agreement (format 3), with its generated code (spec 1 'Service intake'). */
export class RegistrarConvenio extends Command<CoberturaRegistrada> {
  constructor(
    readonly pedido: RegistrarConvenioSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
