import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamExportacion, type ExportacionFallida } from '@avanti/libs/eventos/exportaciones';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import {
  esRecursoExportable,
  MENSAJE_RECURSO_DESCONOCIDO,
  RECURSOS_EXPORTABLES,
  TRABAJO_EXPORTAR_EXCEL,
  type DatosExportarExcel,
} from '@avanti/libs/jobs/recursos-exportables';
import { HOJAS } from '@avanti/libs/exportaciones/hojas/index';
import { MENSAJE_SIN_PERMISO } from '../../../acceso/autorizacion/autorizacion.guard.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import { COLA } from '../../../infrastructure/tokens.js';
import { agregadoExportacion, decidirSolicitud, MENSAJES_EXPORTACION } from '../../domain/exportacion.js';
import { SolicitarExportacion } from './solicitar-exportacion.command.js';

/**
 * Records who asks to export what with which filter (ExportacionSolicitada), then hands the job to
 * the queue. The person needs the permission of the list being exported.
 */
@CommandHandler(SolicitarExportacion)
export class SolicitarExportacionHandler implements ICommandHandler<SolicitarExportacion> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
  ) {}

  async execute({ datos, contexto }: SolicitarExportacion): Promise<{ id: string }> {
    const { recurso } = datos;
    if (!esRecursoExportable(recurso)) throw new ReglaIncumplida(MENSAJE_RECURSO_DESCONOCIDO, 'invalido');
    if (!contexto.usuario?.permisos.has(RECURSOS_EXPORTABLES[recurso].permiso)) {
      throw new ReglaIncumplida(MENSAJE_SIN_PERMISO, 'prohibido');
    }
    const crudo = datos.filtro ?? {};
    if (typeof crudo !== 'object' || crudo === null || Array.isArray(crudo)) {
      throw new ReglaIncumplida(MENSAJES_EXPORTACION.filtroInvalido, 'invalido');
    }
    const filtro = HOJAS[recurso].leerFiltro(crudo, contexto.usuario ?? undefined) as Record<string, unknown>;

    const id = randomUUID();
    const streamId = streamExportacion(id);
    await this.ejecutor.ejecutar({
      streamId,
      agregado: agregadoExportacion,
      contexto,
      decidir: (estado) => decidirSolicitud(estado, { id, recurso, filtro }),
    });
    const trabajo: DatosExportarExcel = { exportacionId: id, recurso, filtro };
    try {
      await this.cola.encolar(TRABAJO_EXPORTAR_EXCEL, id, trabajo);
    } catch (error) {
      // Without a job the export would wait forever: record that it failed, then answer the error.
      const fallida: ExportacionFallida = { tipo: 'ExportacionFallida', datos: { id, mensaje: MENSAJES_EXPORTACION.noEncolada } };
      await this.ejecutor
        .ejecutar({ streamId, agregado: agregadoExportacion, contexto, decidir: (estado) => (estado.terminada ? [] : [fallida]) })
        .catch(() => undefined);
      throw error;
    }
    return { id };
  }
}
