import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { listarEps } from '@avanti/libs/coberturas/lecturas/eps';
import { DB } from '../../../../infrastructure/tokens.js';
import { ListarEps } from './listar-eps.query.js';

@QueryHandler(ListarEps)
export class ListarEpsHandler implements IQueryHandler<ListarEps> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ consulta }: ListarEps) {
    return listarEps(this.db, consulta);
  }
}
