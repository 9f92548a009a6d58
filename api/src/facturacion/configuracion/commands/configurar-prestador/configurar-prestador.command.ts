import { Command } from '@nestjs/cqrs';
import type { PrestadorSede } from '@avanti/libs/facturacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ConfigurarPrestadorDto } from './configurar-prestador.dto.js';

export class ConfigurarPrestador extends Command<PrestadorSede> {
  constructor(
    readonly sede: string,
    readonly datos: ConfigurarPrestadorDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
