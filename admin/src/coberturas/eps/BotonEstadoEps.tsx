import { useMutation } from '@tanstack/react-query';
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
  const activar = estaInactiva(eps);
  const { mutate, isPending } = useMutation({
    mutationFn: () => (activar ? dataProvider.activarEps(eps.id) : dataProvider.desactivarEps(eps.id)),
    onSuccess: () => {
      notify(activar ? 'ACTIVADO CON ÉXITO' : 'DESACTIVADO CON ÉXITO', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'No se pudo cambiar el estado.', { type: 'error' }),
  });
  return (
    <Button
      label={activar ? 'Activar' : 'Desactivar'}
      color={activar ? 'success' : 'error'}
      onClick={(e) => {
        e.stopPropagation();
        mutate();
      }}
      disabled={isPending}
      data-accion={activar ? 'activar' : 'desactivar'}
    >
      {activar ? <CheckIcon /> : <CloseIcon />}
    </Button>
  );
};
