import { Command } from '@nestjs/cqrs';
import type { CoberturaRegistrada, RegistrarOrdenSolicitud } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A medical order (format 0) of an insurer, with its generated code (spec 1 'Service intake'). */
export class RegistrarOrden extends Command<CoberturaRegistrada> {
  constructor(
    readonly pedido: RegistrarOrdenSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
