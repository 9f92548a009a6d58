export { MiAgenda } from './MiAgenda';
export { ProgramacionCitas } from './ProgramacionCitas';
