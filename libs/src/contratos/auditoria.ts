/** Read shapes of the audit log. */

export interface EntradaAuditoria {
  id: number;
  posicion: number;
  fecha: string;
  tipo: string;
  registroId: string;
  usuario: string;
  rol: string | null;
  rolId: number | null;
  sede: string | null;
  sedeId: string | null;
  ip: string | null;
  descripcion: string;
  datos: unknown;
}

/** An event type and its Spanish name (GET /api/auditoria/tipos). */
export interface TipoEventoAuditoria {
  id: string;
  nombre: string;
}
