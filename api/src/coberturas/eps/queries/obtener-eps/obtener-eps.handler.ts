import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { obtenerEps } from '@avanti/libs/coberturas/lecturas/eps';
import { DB } from '../../../../infrastructure/tokens.js';
import { MENSAJES_EPS } from '../../domain/eps.js';
import { ObtenerEps } from './obtener-eps.query.js';

@QueryHandler(ObtenerEps)
export class ObtenerEpsHandler implements IQueryHandler<ObtenerEps> {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute({ id }: ObtenerEps) {
    const eps = await obtenerEps(this.db, id);
    if (!eps) throw new NoEncontrado(MENSAJES_EPS.noEncontrada);
    return eps;
  }
}
