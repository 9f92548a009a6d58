import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { DB } from '../../../../infrastructure/tokens.js';
import { usuarioAlAlcance } from '../../alcance-usuarios.js';
import { ObtenerUsuario } from './obtener-usuario.query.js';

@QueryHandler(ObtenerUsuario)
export class ObtenerUsuarioHandler implements IQueryHandler<ObtenerUsuario> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ id, lector }: ObtenerUsuario) {
    return usuarioAlAlcance(this.db, lector, id);
  }
}
