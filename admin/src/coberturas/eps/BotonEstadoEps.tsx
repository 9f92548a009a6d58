import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider } from 'react-admin';
import { BotonComando } from '../../comun/BotonComando';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { estaInactiva, type Eps } from './opcionesEps';

/** 'Activar' for an inactive insurer; 'Inactivar' otherwise, after confirming with its name. */
export const BotonEstadoEps = ({ eps }: { eps: Eps }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const activar = estaInactiva(eps);
  return (
    <BotonComando
      etiqueta={activar ? 'Activar' : 'Inactivar'}
      color={activar ? 'success' : 'error'}
      accion={activar ? 'activar' : 'inactivar'}
      icono={activar ? <CheckIcon /> : <CloseIcon />}
      ejecutar={() => (activar ? dataProvider.activarEps(eps.id) : dataProvider.desactivarEps(eps.id))}
      confirmar={
        activar
          ? undefined
          : {
              titulo: '¿Inactivar la aseguradora?',
              contenido: `${eps.nombre} dejará de ofrecerse al admitir pacientes hasta que la active de nuevo.`,
              boton: 'Inactivar',
            }
      }
      exito={() => (activar ? 'ACTIVADO CON ÉXITO' : 'DESACTIVADO CON ÉXITO')}
      errorPorDefecto="No se pudo cambiar el estado."
    />
  );
};
