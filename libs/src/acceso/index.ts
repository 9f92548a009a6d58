/** What other contexts may use of acceso (issue 25 item 6: a context reaches another only through its index). */
export { PERMISOS_POR_ID } from './catalogo-permisos.js';
export { CAMPOS_SECRETOS } from './eventos.js';
export { conNombresDePersonas } from './lecturas/nombres-de-personas.js';
