/** What other contexts may use of facturacion (issue 25 item 6: a context reaches another only through its index). */
export { TRABAJO_GENERAR_RIPS, procesadorGenerarRips } from './generar-rips.processor.js';
