import type { ProcesadorDeTrabajos } from '../jobs/cola-de-trabajos.js';
import { TRABAJO_GENERAR_PDF } from '../jobs/informes-pdf.js';
import { TRABAJO_EXPORTAR_EXCEL } from '../jobs/recursos-exportables.js';
import { procesadorExportarExcel } from './exportar-excel.processor.js';
import { procesadorGenerarPdf } from './generar-pdf.processor.js';
import { procesadorGenerarRips, TRABAJO_GENERAR_RIPS } from '../facturacion/index.js';
import type { DependenciasArchivos } from './trabajo-exportacion.js';

export type { DependenciasArchivos } from './trabajo-exportacion.js';

/**
 * The processors of the files queue (COLA_ARCHIVOS) by job name: the `workers` process runs them on
 * BullMQ, the embedded api runs the very same ones in-process. Excel lists and PDF reports share the
 * queue, the progress, the files folder and the log of exports.
 */
export function procesadoresDeArchivos(deps: DependenciasArchivos): Record<string, ProcesadorDeTrabajos> {
  // Excel lists and PDF reports read the replica when there is one (decision 0052); RIPS stays on the primary.
  const deLectura = deps.dbLectura ? { ...deps, db: deps.dbLectura } : deps;
  return {
    [TRABAJO_EXPORTAR_EXCEL]: procesadorExportarExcel(deLectura),
    [TRABAJO_GENERAR_PDF]: procesadorGenerarPdf(deLectura),
    [TRABAJO_GENERAR_RIPS]: procesadorGenerarRips(deps),
  };
}
