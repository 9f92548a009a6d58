import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { listarUsuarios } from '@avanti/libs/acceso/lecturas/usuarios';
import { DB } from '../../../../infrastructure/tokens.js';
import { ListarUsuarios } from './listar-usuarios.query.js';

@QueryHandler(ListarUsuarios)
export class ListarUsuariosHandler implements IQueryHandler<ListarUsuarios> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ consulta }: ListarUsuarios) {
    return listarUsuarios(this.db, consulta);
  }
}
