/** The admissions code lists live in the contract layer (libs/src/contratos), shared with the admin. */
export * from '../admisiones/contrato.js';
export { nombreDe, textoDe, type Opcion } from '../contratos/opciones.js';
