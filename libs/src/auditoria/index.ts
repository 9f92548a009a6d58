/** What other contexts may use of auditoria (issue 25 item 6: a context reaches another only through its index). */
export { listarAuditoria } from './lecturas/auditoria.js';
