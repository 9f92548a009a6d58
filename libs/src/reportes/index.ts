/** What other contexts may use of reportes (issue 25 item 6: a context reaches another only through its index). */
export { leerFiltroInformePaciente } from './lecturas/filtro-informes-paciente.js';
export {
  evolucionesDelInforme,
  informeMensual,
  liderDeEspecialidad,
  objetivosDelInforme,
  pacienteDelInforme,
  type LectorDelInforme,
} from './lecturas/informes-paciente.js';
export { objetivosDelTrimestre, type FiltroReporteObjetivos } from './lecturas/objetivos-y-logros.js';
export { gruposDeNomina, sumasDelTablero } from './lecturas/tablero.js';
export { datosInformeValoracion } from './lecturas/valoraciones.js';
