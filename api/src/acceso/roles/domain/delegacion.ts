import { ReglaIncumplida } from '@avanti/libs/dominio/errores';

/**
 * Delegated administration (issue 23 item 4): whoever manages users or roles hands out only what their own
 * role holds, never touches a user or role that holds more than they do, and never changes their own role or
 * its permissions. Role 1 (the administrators) is the root: it assigns any role, but is bound by the rules
 * about its own role like everyone else.
 */
export interface Administrador {
  id: string;
  rol: number;
  permisos: ReadonlySet<string>;
}

export const ROL_RAIZ = 1;

export const MENSAJES_DELEGACION = {
  propioRol: 'No puede cambiar su propio rol',
  permisosDelPropioRol: 'No puede cambiar los permisos de su propio rol',
  estadoDelPropioRol: 'No puede inhabilitar ni habilitar su propio rol',
  asignarRolConMasPermisos: 'Solo puede asignar un rol cuyos permisos usted también tiene',
  concederPermisoAjeno: 'Solo puede conceder permisos que usted también tiene',
  usuarioConMasPermisos: 'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene',
  rolConMasPermisos: 'No puede modificar un rol que tiene permisos que usted no tiene',
} as const;

const prohibido = (mensaje: string) => new ReglaIncumplida(mensaje, 'prohibido');

/** True when the actor holds every one of `permisos` (or is an administrator, or is the system itself). */
export function abarca(actor: Administrador | null, permisos: Iterable<string>): boolean {
  if (!actor || actor.rol === ROL_RAIZ) return true;
  for (const p of permisos) if (!actor.permisos.has(p)) return false;
  return true;
}

/** Assigning a role (new user or edit): only a role whose every permission the actor holds. */
export function exigirPuedeAsignarRol(actor: Administrador | null, permisosDelRol: Iterable<string>): void {
  if (!abarca(actor, permisosDelRol)) throw prohibido(MENSAJES_DELEGACION.asignarRolConMasPermisos);
}

/** Editing, deactivating or re-activating a user: only one whose role holds nothing the actor lacks. */
export function exigirPuedeModificarUsuario(actor: Administrador | null, permisosDeSuRol: Iterable<string>): void {
  if (!abarca(actor, permisosDeSuRol)) throw prohibido(MENSAJES_DELEGACION.usuarioConMasPermisos);
}

/** Granting or revoking one permission of a role: not one's own role, not a role that holds more, not a permission one lacks. */
export function exigirPuedeCambiarPermiso(
  actor: Administrador | null,
  rol: { id: number; permisos: ReadonlySet<string> },
  permiso: string,
  concedido: boolean,
): void {
  if (!actor) return;
  if (actor.rol === rol.id) throw prohibido(MENSAJES_DELEGACION.permisosDelPropioRol);
  if (!abarca(actor, rol.permisos)) throw prohibido(MENSAJES_DELEGACION.rolConMasPermisos);
  if (concedido && !abarca(actor, [permiso])) throw prohibido(MENSAJES_DELEGACION.concederPermisoAjeno);
}

/** Deactivating or re-activating a role: not one's own, not one that holds more. */
export function exigirPuedeCambiarEstadoRol(actor: Administrador | null, rol: { id: number; permisos: ReadonlySet<string> }): void {
  if (!actor) return;
  if (actor.rol === rol.id) throw prohibido(MENSAJES_DELEGACION.estadoDelPropioRol);
  if (!abarca(actor, rol.permisos)) throw prohibido(MENSAJES_DELEGACION.rolConMasPermisos);
}
