import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS } from '@avanti/libs/facturacion/contrato';
import { obtenerGeneracion } from '@avanti/libs/facturacion/lecturas';
import { CONFIGURACION, DB } from '../../../../infrastructure/tokens.js';
import { ObtenerArchivoRips, type ArchivoRips } from './archivo-rips.query.js';

/** Found through the read model (the request only names the generation), never outside the files directory. */
@QueryHandler(ObtenerArchivoRips)
export class ObtenerArchivoRipsHandler implements IQueryHandler<ObtenerArchivoRips> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIGURACION) private readonly config: Configuracion,
  ) {}

  async execute({ id }: ObtenerArchivoRips): Promise<ArchivoRips> {
    const g = await obtenerGeneracion(this.db, id);
    if (!g) throw new NoEncontrado(MENSAJES_RIPS.generacionNoEncontrada);
    if (g.estado === 'fallido') throw new ReglaIncumplida(MENSAJES_RIPS.fallido);
    if (g.estado !== 'generado' || !g.archivo || !g.hash) throw new ReglaIncumplida(MENSAJES_RIPS.sinTerminar);
    const raiz = resolve(this.config.directorioArchivos);
    const ruta = resolve(raiz, g.archivo);
    if (!ruta.startsWith(raiz + sep)) throw new NoEncontrado(MENSAJES_RIPS.archivoNoDisponible);
    const info = await stat(ruta).catch(() => null);
    if (!info?.isFile()) throw new NoEncontrado(MENSAJES_RIPS.archivoNoDisponible);
    return { ruta, nombreArchivo: g.nombreArchivo ?? `rips-${g.id}.json`, hash: g.hash };
  }
}
