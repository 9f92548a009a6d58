import { MODULOS_MENU } from '../acceso/catalogo';
import type { Permiso } from '../acceso/permisos';

export interface EntradaMenu {
  ruta: string;
  nombre: string;
}

export interface GrupoMenu {
  modulo: string;
  entradas: EntradaMenu[];
}

export const PERMISO_MI_ESPACIO = 'capacidad.mi-espacio';

/**
 * The sidebar's groups, in the order of the specs, from the granted permissions only: a module
 * appears when at least one of its submodules with a screen is granted.
 */
export const gruposMenu = (permisos: readonly Permiso[]): GrupoMenu[] =>
  MODULOS_MENU.map((modulo) => ({
    modulo,
    entradas: permisos
      .filter((p) => p.modulo === modulo && typeof p.ruta === 'string' && p.ruta.startsWith('/'))
      .map((p) => ({ ruta: p.ruta as string, nombre: p.submodulo })),
  })).filter((g) => g.entradas.length > 0);
