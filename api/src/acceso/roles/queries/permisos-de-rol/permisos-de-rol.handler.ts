import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { obtenerRol, permisosDeRol } from '@avanti/libs/acceso/lecturas/roles';
import { DB } from '../../../../infrastructure/tokens.js';
import { MENSAJES_ROL } from '../../domain/rol.js';
import { PermisosDeRol } from './permisos-de-rol.query.js';

@QueryHandler(PermisosDeRol)
export class PermisosDeRolHandler implements IQueryHandler<PermisosDeRol> {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute({ id }: PermisosDeRol) {
    if (!(await obtenerRol(this.db, id))) throw new NoEncontrado(MENSAJES_ROL.noEncontrado);
    return permisosDeRol(this.db, id);
  }
}
