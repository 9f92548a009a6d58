import { ConflictException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import { streamExportacion, type ExportacionFallida, type ExportacionSolicitada } from '@avanti/libs/exportaciones/index';
import { MENSAJES_RIPS } from '@avanti/libs/facturacion/contrato';
import { streamRipsDeEps, type RipsFallido } from '@avanti/libs/facturacion/eventos';
import { TRABAJO_GENERAR_RIPS, type DatosGenerarRips } from '@avanti/libs/facturacion/generar-rips.processor';
import { leerSesionesParaRips, obtenerAseguradora, obtenerSede } from '@avanti/libs/facturacion/lecturas';
import { problemasDeSesion } from '@avanti/libs/facturacion/reglas';
import { ColaNoDisponible, type ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { COLA, DB } from '../../../../infrastructure/tokens.js';
import { agregadoRipsEps, decidirSolicitud, RipsConProblemas, validarCabecera } from '../../domain/rips.js';
import { GenerarRips } from './generar-rips.command.js';

/**
 * Reads the period's done sessions with their problems, decides over the insurer's RIPS stream (never twice,
 * problems block, exclusions recorded) and appends RipsSolicitado together with the export that will carry the
 * file (the log of exported reports); then queues the job. A queue that refuses the job fails the generation at
 * once (its sessions are free again) and answers 503.
 */
@CommandHandler(GenerarRips)
export class GenerarRipsHandler implements ICommandHandler<GenerarRips> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
  ) {}

  async execute({ datos, contexto }: GenerarRips): Promise<{ id: string }> {
    if (!esFechaIso(datos.desde) || !esFechaIso(datos.hasta)) throw new ReglaIncumplida(MENSAJES_RIPS.faltanFechas, 'invalido');
    const solicitud = {
      desde: datos.desde,
      hasta: datos.hasta,
      numFactura: datos.numFactura || null,
      tipoNota: datos.tipoNota || null,
      numNota: datos.numNota || null,
    };
    validarCabecera(solicitud);
    const eps = await obtenerAseguradora(this.db, datos.epsId);
    if (!eps) throw new NoEncontrado(MENSAJES_RIPS.epsNoEncontrada);
    const sede = datos.sede || null;
    if (sede && !(await obtenerSede(this.db, sede))) throw new NoEncontrado(MENSAJES_RIPS.sedeNoEncontrada);
    const filtro = { epsId: eps.id, desde: datos.desde, hasta: datos.hasta, sede };
    const id = randomUUID();
    const exportacionId = randomUUID();
    const exportacion: ExportacionSolicitada = {
      tipo: 'ExportacionSolicitada',
      datos: { id: exportacionId, recurso: 'rips', filtro: { ...filtro, numFactura: solicitud.numFactura, tipoNota: solicitud.tipoNota }, formato: 'json' },
    };
    const streamId = streamRipsDeEps(eps.id);
    const candidatas = (await leerSesionesParaRips(this.db, filtro)).map((s) => ({ id: s.id, problemas: problemasDeSesion(s), nit: s.prestador?.nit ?? null }));
    try {
      await this.ejecutor.ejecutar({
        streamId,
        agregado: agregadoRipsEps,
        contexto,
        decidir: (estado) => ({
          eventos: decidirSolicitud(
            estado,
            { ...solicitud, id, exportacionId, epsId: eps.id, epsNombre: eps.nombre, sede, excluidas: datos.excluidas ?? [] },
            candidatas,
          ),
          ademas: [{ streamId: streamExportacion(exportacionId), versionEsperada: 0, eventos: [exportacion] }],
        }),
      });
    } catch (error) {
      if (error instanceof RipsConProblemas) throw new ConflictException({ mensaje: error.message, errores: error.errores });
      throw error;
    }
    try {
      await this.cola.encolar<DatosGenerarRips>(TRABAJO_GENERAR_RIPS, exportacionId, { generacionId: id, epsId: eps.id });
    } catch (error) {
      const fallido: RipsFallido = { tipo: 'RipsFallido', datos: { id, epsId: eps.id, mensaje: MENSAJES_RIPS.fallaGeneracion } };
      const exportacionFallida: ExportacionFallida = { tipo: 'ExportacionFallida', datos: { id: exportacionId, mensaje: MENSAJES_RIPS.fallaGeneracion } };
      await this.ejecutor
        .ejecutar({
          streamId,
          agregado: agregadoRipsEps,
          contexto,
          decidir: () => ({ eventos: [fallido], ademas: [{ streamId: streamExportacion(exportacionId), versionEsperada: 1, eventos: [exportacionFallida] }] }),
        })
        .catch(() => undefined);
      if (error instanceof ColaNoDisponible) throw new ServiceUnavailableException({ mensaje: error.message });
      throw error;
    }
    return { id };
  }
}
