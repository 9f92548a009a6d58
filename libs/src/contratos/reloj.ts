/**
 * Today in Bogotá and the one reader of aaaa-mm-dd dates, for the admin as for the api (issue 25 item 4): the
 * functions live in libs/src/clock/reloj.ts and libs/src/dominio/fecha-iso.ts (plain TypeScript, no import) and
 * the browser reaches them through this contract.
 */
export { fechaHoraNegocio, fechaNegocio, hoy, ZONA_NEGOCIO } from '../clock/reloj.js';
export type { Reloj } from '../clock/reloj.js';
export { esFechaIso, leerFechaIso, PATRON_FECHA_ISO } from '../dominio/fecha-iso.js';

/** GET /api/reloj: the server's clock (the injectable one tests fix), from which the admin takes "now" and "today". */
export interface RelojServidor {
  /** The server's instant, ISO 8601 in UTC. */
  ahora: string;
  /** That instant's date in Bogotá, aaaa-mm-dd. */
  hoy: string;
  /** The business time zone, 'America/Bogota'. */
  zona: string;
}
