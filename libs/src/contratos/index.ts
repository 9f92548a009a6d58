/**
 * The contract layer: read shapes and the code-to-label catalogues shared by the api, the workers and
 * the admin. Plain TypeScript: no framework, no database, no node (the browser imports it).
 */
export * from './opciones.js';
export * from '../admisiones/contrato.js';
export * from '../coberturas/contrato-lecturas.js';
export * from '../coberturas/contrato-servicios.js';
export * from '../admisiones/contrato-pacientes.js';
export * from '../acceso/contrato.js';
export * from '../auditoria/contrato.js';
export * from '../exportaciones/contrato.js';
export * from './permisos.js';
export * from './validaciones.js';
export * from '../catalogos/contrato.js';
export * from '../historia-clinica/contrato-lecturas.js';
export * from '../programacion/contrato-lecturas.js';
export * from '../finanzas/contrato-lecturas.js';
export * from '../reportes/contrato.js';
export * from '../reportes/contrato-autorizaciones.js';
export * from '../reportes/contrato-asistencia.js';
export * from '../objetivos/contrato-lecturas.js';
export * from '../reportes/contrato-objetivos.js';
export * from '../reportes/contrato-valoraciones.js';
export * from '../reportes/contrato-informes-paciente.js';
export * from './fechas.js';
export * from './reloj.js';
