/** What other contexts may use of finanzas (issue 25 item 6: a context reaches another only through its index). */
export { resumirNomina, type NominaTerapeuta, type SesionRealizada } from './dominio/nomina/nomina.js';
export { copagosDelRango } from './lecturas/finanzas.js';
export { nominaDelRango } from './lecturas/nomina.js';
