import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { estaInactiva, type Eps } from './opcionesEps';

/** The 'Activa' / 'Inactiva' badge. */
export const EstadoEps = ({ eps }: { eps: Eps }) => {
  const t = useTranslate();
  return estaInactiva(eps) ? (
    <Chip label={t('resources.coberturas/textos.inactiva')} size="small" color="default" variant="outlined" data-estado="inactiva" />
  ) : (
    <Chip label={t('resources.coberturas/textos.activa')} size="small" color="success" data-estado="activa" />
  );
};
