import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { listarRoles } from '@avanti/libs/acceso/lecturas/roles';
import { DB } from '../../../../infrastructure/tokens.js';
import { ListarRoles } from './listar-roles.query.js';

@QueryHandler(ListarRoles)
export class ListarRolesHandler implements IQueryHandler<ListarRoles> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ consulta }: ListarRoles) {
    return listarRoles(this.db, consulta);
  }
}
