import type { Procesador } from '../jobs/cola-de-trabajos.js';
import { TRABAJO_EXPORTAR_EXCEL } from '../jobs/recursos-exportables.js';
import { procesadorExportarExcel, type DependenciasArchivos } from './exportar-excel.processor.js';

export type { DependenciasArchivos } from './exportar-excel.processor.js';

/**
 * The processors of the files queue (COLA_ARCHIVOS) by job name: the `workers` process runs them on
 * BullMQ, the embedded api runs the very same ones in-process.
 */
export function procesadoresDeArchivos(deps: DependenciasArchivos): Record<string, Procesador<any>> {
  return {
    [TRABAJO_EXPORTAR_EXCEL]: procesadorExportarExcel(deps),
  };
}
