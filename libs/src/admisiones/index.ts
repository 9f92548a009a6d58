/** What other contexts may use of admisiones (issue 25 item 6: a context reaches another only through its index). */
export { streamPaciente, type ArchivoGuardado, type Lideres, type MotivoIngresoRegistrado } from './eventos.js';
export { calcularEdad, columnasNombrePaciente, listarPacientes, listarTerapeutas, nombreDePaciente, puedeVerHistoria } from './lecturas/pacientes.js';
