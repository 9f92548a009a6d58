/**
 * The contract layer: read shapes and the code-to-label catalogues shared by the api, the workers and
 * the admin. Plain TypeScript: no framework, no database, no node (the browser imports it).
 */
export * from './opciones.js';
export * from './admisiones.js';
export * from './coberturas.js';
export * from './coberturas-servicios.js';
export * from './pacientes.js';
export * from './usuarios.js';
export * from './auditoria.js';
export * from './exportaciones.js';
export * from './permisos.js';
export * from './validaciones.js';
export * from './catalogos.js';
export * from './historia-clinica.js';
export * from './programacion.js';
export * from './finanzas.js';
export * from './reportes.js';
export * from './reportes-autorizaciones.js';
export * from './reportes-asistencia.js';
export * from './objetivos.js';
export * from './reportes-objetivos.js';
export * from './reportes-valoraciones.js';
export * from './reportes-informes-paciente.js';
export * from './fechas.js';
export * from './reloj.js';
