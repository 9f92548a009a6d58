import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { listarGeneraciones } from '@avanti/libs/facturacion/lecturas';
import { DB } from '../../../../infrastructure/tokens.js';
import { ListarGeneracionesRips } from './listar-generaciones-rips.query.js';

@QueryHandler(ListarGeneracionesRips)
export class ListarGeneracionesRipsHandler implements IQueryHandler<ListarGeneracionesRips> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ epsId }: ListarGeneracionesRips) {
    return listarGeneraciones(this.db, epsId);
  }
}
