/** What other contexts may use of coberturas (issue 25 item 6: a context reaches another only through its index). */
export { streamCobertura, streamEps, streamTarifa, type DatosCobertura, type EpsRegistrada, type EventoCobertura, type EventoTarifa } from './eventos.js';
export { obtenerCobertura, serviciosDisponibles } from './lecturas/coberturas.js';
export { obtenerEps } from './lecturas/eps.js';
