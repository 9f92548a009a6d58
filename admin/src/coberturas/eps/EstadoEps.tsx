import Chip from '@mui/material/Chip';
import { estaInactiva, type Eps } from './opcionesEps';

/** The 'Activa' / 'Inactiva' badge. */
export const EstadoEps = ({ eps }: { eps: Eps }) =>
  estaInactiva(eps) ? (
    <Chip label="Inactiva" size="small" color="default" variant="outlined" data-estado="inactiva" />
  ) : (
    <Chip label="Activa" size="small" color="success" data-estado="activa" />
  );
