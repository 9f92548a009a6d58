import { useLocation } from 'react-admin';
import { nombrePantalla } from '../rutas/pantallas';

/** The name of the screen the user is on, from the route table. */
export const usePantallaActual = (): string => nombrePantalla(useLocation().pathname);
