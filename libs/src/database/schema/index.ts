export * from './eventos.js';
export * from './acceso.js';
export * from './coberturas.js';
export * from './auditoria.js';
export * from './exportaciones.js';
export * from './admisiones.js';
export * from './catalogos.js';
export * from './historia-clinica.js';
