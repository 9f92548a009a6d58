import { Command } from '@nestjs/cqrs';
import type { CoberturaRegistrada, RegistrarParticularSolicitud } from '@avanti/libs/coberturas/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** A private service (format 2), with its generated code (spec 1 'Service intake'). */
export class RegistrarParticular extends Command<CoberturaRegistrada> {
  constructor(
    readonly pedido: RegistrarParticularSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
