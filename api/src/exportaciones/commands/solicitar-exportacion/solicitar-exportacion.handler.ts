import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import {
  esRecursoExportable,
  MENSAJE_RECURSO_DESCONOCIDO,
  puedeExportar,
  TRABAJO_EXPORTAR_EXCEL,
  type DatosExportarExcel,
} from '@avanti/libs/jobs/recursos-exportables';
import { HOJAS } from '@avanti/libs/excel/hojas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { MENSAJE_SIN_PERMISO } from '../../../acceso/autorizacion/autorizacion.guard.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import { COLA, RELOJ } from '../../../infrastructure/tokens.js';
import { claveNoAdmitidaEnExportacion } from '../../../infrastructure/http/contratos-de-lista.js';
import { MENSAJES_LISTA } from '../../../infrastructure/http/lista.js';
import { MENSAJES_EXPORTACION } from '../../domain/exportacion.js';
import { registrarYEncolar } from '../registrar-y-encolar.js';
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
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ datos, contexto }: SolicitarExportacion): Promise<{ id: string }> {
    const { recurso } = datos;
    if (!esRecursoExportable(recurso)) throw new ReglaIncumplida(MENSAJE_RECURSO_DESCONOCIDO, 'invalido');
    if (!contexto.usuario || !puedeExportar(recurso, contexto.usuario.permisos)) {
      throw new ReglaIncumplida(MENSAJE_SIN_PERMISO, 'prohibido');
    }
    const crudo = datos.filtro ?? {};
    if (typeof crudo !== 'object' || crudo === null || Array.isArray(crudo)) {
      throw new ReglaIncumplida(MENSAJES_EXPORTACION.filtroInvalido, 'invalido');
    }
    // The same reading as the list's (a filter the list refuses is refused here: 400, never an empty file).
    const clave = claveNoAdmitidaEnExportacion(recurso, crudo);
    if (clave !== undefined) throw new ReglaIncumplida(MENSAJES_LISTA.filtroNoAdmitido(clave.slice(0, 60)), 'invalido');
    const filtro = HOJAS[recurso].leerFiltro(crudo, contexto.usuario ?? undefined, hoy(this.reloj)) as Record<string, unknown>;

    return registrarYEncolar(this.ejecutor, this.cola, contexto, { recurso, filtro }, (id) => ({
      nombre: TRABAJO_EXPORTAR_EXCEL,
      datos: { exportacionId: id, recurso, filtro } satisfies DatosExportarExcel,
    }));
  }
}
