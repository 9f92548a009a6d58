import { Command } from '@nestjs/cqrs';
import type { CoberturaRegistrada, RegistrarAutorizacionSolicitud } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** An authorization (format 1): against an order, without an order, or code 90 (spec 1 'Service intake'). */
export class RegistrarAutorizacion extends Command<CoberturaRegistrada> {
  constructor(
    readonly pedido: RegistrarAutorizacionSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
