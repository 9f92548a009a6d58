import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import { MENSAJES_RIPS, type VistaPreviaRips } from '@avanti/libs/facturacion/contrato';
import { leerSesionesParaRips, obtenerAseguradora, obtenerSede, vistaPrevia } from '@avanti/libs/facturacion/lecturas';
import { DB } from '../../../../infrastructure/tokens.js';
import { validarCabecera } from '../../domain/rips.js';
import { VistaPreviaDeRips } from './vista-previa-rips.query.js';

/** What the RIPS would report: the period's done sessions of the insurer, by patient, each with its problems. */
@QueryHandler(VistaPreviaDeRips)
export class VistaPreviaRipsHandler implements IQueryHandler<VistaPreviaDeRips> {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute({ filtro }: VistaPreviaDeRips): Promise<VistaPreviaRips> {
    if (!esFechaIso(filtro.desde) || !esFechaIso(filtro.hasta)) throw new ReglaIncumplida(MENSAJES_RIPS.faltanFechas, 'invalido');
    validarCabecera({ desde: filtro.desde, hasta: filtro.hasta, numFactura: 'X', tipoNota: null, numNota: null });
    const eps = await obtenerAseguradora(this.db, filtro.epsId);
    if (!eps) throw new NoEncontrado(MENSAJES_RIPS.epsNoEncontrada);
    const sede = filtro.sede && filtro.sede !== 'todas' ? filtro.sede : null;
    if (sede && !(await obtenerSede(this.db, sede))) throw new NoEncontrado(MENSAJES_RIPS.sedeNoEncontrada);
    const f = { epsId: eps.id, desde: filtro.desde, hasta: filtro.hasta, sede };
    return vistaPrevia(f, eps.nombre, await leerSesionesParaRips(this.db, f));
  }
}
