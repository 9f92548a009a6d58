/** The permission catalogue (ids, modules, submodules, screens): data the api checks and the admin's menu reads. */
export { CATALOGO_PERMISOS, MODULOS, PERMISOS_POR_ID } from '../acceso/catalogo-permisos.js';
export { inicioPorRol } from '../acceso/roles-predeterminados.js';
export type { DefinicionPermiso, Modulo } from '../acceso/catalogo-permisos.js';
