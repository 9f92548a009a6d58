export { ReportePacientes } from './ReportePacientes';
