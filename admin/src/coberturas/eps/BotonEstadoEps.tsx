import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { estaInactiva, type Eps } from './opcionesEps';

/** 'Activar' (check) for an inactive insurer, 'Desactivar' (close) otherwise. */
export const BotonEstadoEps = ({ eps }: { eps: Eps }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [enviando, setEnviando] = useState(false);
  const activar = estaInactiva(eps);

  const cambiarEstado = async () => {
    setEnviando(true);
    try {
      if (activar) await dataProvider.activarEps(eps.id);
      else await dataProvider.desactivarEps(eps.id);
      notify(activar ? 'ACTIVADO CON ÉXITO' : 'DESACTIVADO CON ÉXITO', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'No se pudo cambiar el estado.', {
        type: 'error',
      });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Button
      label={activar ? 'Activar' : 'Desactivar'}
      color={activar ? 'success' : 'error'}
      onClick={(e) => {
        e.stopPropagation();
        void cambiarEstado();
      }}
      disabled={enviando}
      data-accion={activar ? 'activar' : 'desactivar'}
    >
      {activar ? <CheckIcon /> : <CloseIcon />}
    </Button>
  );
};
