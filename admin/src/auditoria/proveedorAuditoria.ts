import type { TipoEventoAuditoria } from '../contratos';
import { enviar, rutaApi } from '../proveedor-datos/peticion';

/** The audit log's reads beyond its list (api/src/auditoria). */
export const metodosAuditoria = {
  /** The event types with their Spanish names, for the filter and for naming each entry. */
  tiposAuditoria: () => enviar<TipoEventoAuditoria[]>(rutaApi('auditoria', 'tipos')),
};

export type MetodosAuditoria = typeof metodosAuditoria;
