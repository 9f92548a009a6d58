import { limpiar } from './corrida.mjs';
export default limpiar;
