/** The admissions code lists live in the contract layer (libs/src/contratos), shared with the admin. */
export * from '../contratos/admisiones.js';
export { nombreDe, textoDe, type Opcion } from '../contratos/opciones.js';
