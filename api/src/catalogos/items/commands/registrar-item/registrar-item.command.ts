import { Command } from '@nestjs/cqrs';
import type { ItemCatalogoRegistrado, TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { RegistrarItemDto } from './registrar-item.dto.js';

/** Answers the item as GET /api/catalogos/<catalogo>/{id} serves it, with the message to show. */
export class RegistrarItem extends Command<ItemCatalogoRegistrado> {
  constructor(
    readonly catalogo: TipoCatalogo,
    readonly datos: RegistrarItemDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
