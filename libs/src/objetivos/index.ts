/** What other contexts may use of objetivos (issue 25 item 6: a context reaches another only through its index). */
export { alcance, type Lector } from './lecturas/objetivos.js';
export {
  contarSesionesRealizadas,
  objetivosProximos,
  pacientesLiderados,
  recorrerSesionesRealizadas,
  terapeutaEnSede,
  type SesionRealizada,
} from './lecturas/objetivos-mi-espacio.js';
