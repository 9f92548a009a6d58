import SearchOffIcon from '@mui/icons-material/SearchOff';
import Link from '@mui/material/Link';
import { LinkBase } from 'react-admin';
import { leerInicio } from '../acceso/sesion';
import { AvisoPantalla } from './AvisoPantalla';

/** Unknown routes, inside the shell. */
export const NoEncontrada = () => (
  <AvisoPantalla
    testId="no-encontrada"
    icono={<SearchOffIcon fontSize="large" />}
    titulo="Página no encontrada"
    texto="La dirección que escribió no existe o el enlace que siguió no es válido."
  >
    <Link component={LinkBase} to={leerInicio()} sx={{ display: 'inline-block', mt: 2 }}>
      Ir a la página de inicio
    </Link>
  </AvisoPantalla>
);
