/** What other contexts may use of historia-clinica (issue 25 item 6: a context reaches another only through its index). */
export { edad, estadoEvaluacion, pacienteDeHistoria, type PacienteDeHistoria } from './lecturas/historia-clinica.js';
