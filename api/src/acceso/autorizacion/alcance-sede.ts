import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';

export const CAPACIDAD_TODAS_LAS_SEDES = 'capacidad.todas-las-sedes';

/**
 * The sites a user may read and write (spec 1 §6, spec 3 §6): every site with the capability
 * (role 1 by default), otherwise only their own, whatever the request says.
 */
export function sedesPermitidas(usuario: UsuarioAutenticado): 'todas' | string {
  return usuario.permisos.has(CAPACIDAD_TODAS_LAS_SEDES) ? 'todas' : usuario.sede;
}

/** The site filter to apply: the requested one if allowed, the user's own otherwise. */
export function sedeEfectiva(usuario: UsuarioAutenticado, solicitada?: string | null): string | null {
  const permitidas = sedesPermitidas(usuario);
  if (permitidas === 'todas') return solicitada && solicitada !== 'todas' ? solicitada : null;
  return permitidas;
}

export const puedeVerSede = (usuario: UsuarioAutenticado, sede: string): boolean => {
  const permitidas = sedesPermitidas(usuario);
  return permitidas === 'todas' || permitidas === sede;
};
