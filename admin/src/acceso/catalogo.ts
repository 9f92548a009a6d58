/**
 * The permission catalogue shared with the API (libs/src/acceso/catalogo-permisos.ts): ids, modules,
 * submodules and the screen each one opens. Imported from its source so the two never drift apart.
 */
export { CATALOGO_PERMISOS, MODULOS, PERMISOS_POR_ID } from '../contratos';
export type { DefinicionPermiso, Modulo } from '../contratos';

/** The modules of the sidebar, in the order of the specs (capabilities are not a menu module). */
export const MODULOS_MENU = [
  'Dashboard',
  'Reportes',
  'Admisiones',
  'Historia Clínica',
  'Mantenimiento',
  'Acceso',
  'Plan de intervención',
  'Programación',
  'Facturación',
] as const;
