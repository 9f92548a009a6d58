/** What other contexts may use of exportaciones (issue 25 item 6: a context reaches another only through its index). */
export { streamExportacion, type ExportacionCompletada, type ExportacionFallida, type ExportacionSolicitada } from './eventos.js';
export { archivoDeExportacion } from './exportar-excel.processor.js';
export { CARPETA_EXPORTACIONES, escribirArchivo, type DependenciasArchivos } from './trabajo-exportacion.js';
