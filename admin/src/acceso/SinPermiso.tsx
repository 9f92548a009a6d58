import BlockIcon from '@mui/icons-material/Block';
import { AvisoPantalla } from '../shell/AvisoPantalla';

/** What a user sees on a screen their role was not granted. */
export const SinPermiso = () => (
  <AvisoPantalla testId="sin-permiso" icono={<BlockIcon fontSize="large" />} titulo="Sin permiso" texto="No tiene permiso para ver esta pantalla." />
);
