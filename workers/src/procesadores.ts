import type { Procesador } from '@avanti/libs/jobs/cola-de-trabajos';
import { TRABAJO_EXPORTAR_EXCEL } from '@avanti/libs/jobs/recursos-exportables';
import { procesadorExportarExcel, type DependenciasArchivos } from './exportaciones/exportar-excel.processor.js';

export type { DependenciasArchivos } from './exportaciones/exportar-excel.processor.js';

/**
 * The processors of the files queue (COLA_ARCHIVOS) by job name: the `workers` process runs them on
 * BullMQ, the embedded api runs the very same ones in-process.
 */
export function procesadoresDeArchivos(deps: DependenciasArchivos): Record<string, Procesador<any>> {
  return {
    [TRABAJO_EXPORTAR_EXCEL]: procesadorExportarExcel(deps),
  };
}
