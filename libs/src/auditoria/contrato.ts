/** Read shapes of the audit log. */

export const MENSAJES_AUDITORIA = {
  /** GET /api/auditoria/:id: no entry at that position, or one of another site for whoever sees only their own. */
  noEncontrada: 'No se encontró el registro de auditoría',
} as const;

export interface EntradaAuditoria {
  id: number;
  posicion: number;
  fecha: string;
  tipo: string;
  registroId: string;
  /** The sign-in name (login) of who did it. */
  usuario: string;
  /** Who did it by their name ('ANA PÉREZ'), as people read it (issue 27 item 10); the login when the user is unknown. */
  usuarioNombre: string;
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

/** A session a pool's automatic debit or credit was for, named as people read it. */
export interface SesionDeMovimiento {
  id: string;
  fecha: string;
  horaInicio: string;
  terapeutaNombre: string;
}

/** A coverage's history entry: the audit entry, with the session behind an automatic debit or credit. */
export interface EntradaHistorialCobertura extends EntradaAuditoria {
  /** true for the debits and credits scheduling and cancelling make on their own (not a person's adjustment). */
  automatico: boolean;
  sesion: SesionDeMovimiento | null;
}
