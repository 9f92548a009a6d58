import { preparar } from './corrida.mjs';
export default preparar;
