import { Command } from '@nestjs/cqrs';
import type { TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarItemDto } from './registrar-item.dto.js';

export class RegistrarItem extends Command<{ id: string }> {
  constructor(
    readonly catalogo: TipoCatalogo,
    readonly datos: RegistrarItemDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
