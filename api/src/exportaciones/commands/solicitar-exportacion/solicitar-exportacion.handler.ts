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
import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJE_EXPORTACION_SOLICITADA, type ExportacionPedida } from '@avanti/libs/exportaciones/contrato';
import { obtenerExportacion } from '@avanti/libs/exportaciones/lecturas/exportaciones';
import { MENSAJE_SIN_PERMISO } from '../../../acceso/autorizacion/autorizacion.guard.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import { COLA, DB, RELOJ } from '../../../infrastructure/tokens.js';
import { claveNoAdmitidaEnExportacion } from '../../../infrastructure/http/contratos-de-lista.js';
import { MENSAJES_LISTA } from '../../../infrastructure/http/lista.js';
import { MENSAJES_EXPORTACION } from '../../domain/exportacion.js';
import { estadoDeExportacion } from '../../estado-de-exportacion.js';
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
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ datos, contexto }: SolicitarExportacion): Promise<ExportacionPedida> {
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

    const { id } = await registrarYEncolar(this.ejecutor, this.cola, contexto, { recurso, filtro }, (id) => ({
      nombre: TRABAJO_EXPORTAR_EXCEL,
      datos: { exportacionId: id, recurso, filtro } satisfies DatosExportarExcel,
    }));
    // Its row is written in the request's transaction (an inline projection); a failed one keeps its reason as the message.
    const exportacion = await estadoDeExportacion((await obtenerExportacion(this.db, id))!, this.cola);
    return { ...exportacion, mensaje: exportacion.mensaje ?? MENSAJE_EXPORTACION_SOLICITADA };
  }
}
