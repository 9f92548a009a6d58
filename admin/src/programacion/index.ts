export { CancelarMasivo } from './CancelarMasivo';
export { GestionTerapias } from './GestionTerapias';
export { MiAgenda } from './MiAgenda';
export { ProgramacionCitas } from './ProgramacionCitas';
