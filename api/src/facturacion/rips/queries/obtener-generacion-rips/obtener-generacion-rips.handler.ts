import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, type GeneracionRips } from '@avanti/libs/facturacion/contrato';
import { obtenerGeneracion } from '@avanti/libs/facturacion/lecturas';
import { DB } from '../../../../infrastructure/tokens.js';
import { ObtenerGeneracionRips } from './obtener-generacion-rips.query.js';

@QueryHandler(ObtenerGeneracionRips)
export class ObtenerGeneracionRipsHandler implements IQueryHandler<ObtenerGeneracionRips> {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute({ id }: ObtenerGeneracionRips): Promise<GeneracionRips> {
    const g = await obtenerGeneracion(this.db, id);
    if (!g) throw new NoEncontrado(MENSAJES_RIPS.generacionNoEncontrada);
    const { archivo: _archivo, exportacionId: _exportacion, ...leida } = g;
    return leida;
  }
}
