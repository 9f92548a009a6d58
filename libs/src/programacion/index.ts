/** What other contexts may use of programacion (issue 25 item 6: a context reaches another only through its index). */
export { TIPOS_EVENTO_SESION, type DatosSesionProgramada, type EventoSesion } from './eventos.js';
export { indiceDeAtencion } from './lecturas/indice-atencion.js';
