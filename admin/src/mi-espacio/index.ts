export { PantallaMiEspacio, PantallaMiEspacioAdmin } from './PantallaMiEspacio';
