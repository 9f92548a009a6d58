import type { UsuarioDetalle, UsuarioLeido } from '../../contratos';

/** A user as GET /api/usuarios answers it (never the password); the detail adds the rest. */
export type Usuario = UsuarioLeido & Partial<Omit<UsuarioDetalle, keyof UsuarioLeido>>;

export const MENSAJE_FALTAN_CAMPOS = 'Faltan campos por llenar';

export const mensajeDeError = (error: unknown, porDefecto: string) => (error instanceof Error && error.message ? error.message : porDefecto);
