import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CONFIGURACION } from '../../../infrastructure/tokens.js';
import { MENSAJES_EXPORTACION } from '../../domain/exportacion.js';
import { AccesoExportacion } from '../exportacion-visible.js';
import { ObtenerArchivoExportacion, type ArchivoDeExportacion } from './obtener-archivo-exportacion.query.js';

/** The finished export's file, found through the read model: the request only names the export. */
@QueryHandler(ObtenerArchivoExportacion)
export class ObtenerArchivoExportacionHandler implements IQueryHandler<ObtenerArchivoExportacion> {
  constructor(
    @Inject(CONFIGURACION) private readonly config: Configuracion,
    private readonly acceso: AccesoExportacion,
  ) {}

  async execute({ id, contexto }: ObtenerArchivoExportacion): Promise<ArchivoDeExportacion> {
    const fila = await this.acceso.archivo(id, contexto);
    if (fila.estado === 'fallido') throw new ReglaIncumplida(MENSAJES_EXPORTACION.fallida);
    if (fila.estado !== 'completado' || !fila.archivo) throw new ReglaIncumplida(MENSAJES_EXPORTACION.sinTerminar);
    const raiz = resolve(this.config.directorioArchivos);
    const ruta = resolve(raiz, fila.archivo);
    if (!ruta.startsWith(raiz + sep)) throw new NoEncontrado(MENSAJES_EXPORTACION.archivoNoDisponible);
    const info = await stat(ruta).catch(() => null);
    if (!info?.isFile()) throw new NoEncontrado(MENSAJES_EXPORTACION.archivoNoDisponible);
    const formato = fila.formato === 'pdf' ? 'pdf' : 'xlsx';
    return { ruta, nombreArchivo: fila.nombreArchivo ?? `${fila.id}.${formato}`, formato };
  }
}
