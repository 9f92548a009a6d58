export { ListaCatalogo } from './ListaCatalogo';
