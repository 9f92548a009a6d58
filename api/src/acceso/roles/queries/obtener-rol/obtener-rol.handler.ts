import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { obtenerRol } from '@avanti/libs/acceso/lecturas/roles';
import { DB } from '../../../../infrastructure/tokens.js';
import { MENSAJES_ROL } from '../../domain/rol.js';
import { ObtenerRol } from './obtener-rol.query.js';

@QueryHandler(ObtenerRol)
export class ObtenerRolHandler implements IQueryHandler<ObtenerRol> {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute({ id }: ObtenerRol) {
    const rol = await obtenerRol(this.db, id);
    if (!rol) throw new NoEncontrado(MENSAJES_ROL.noEncontrado);
    return rol;
  }
}
