import { useEffect } from 'react';
import { tituloDocumento } from '../rutas/pantallas';

/** Sets the browser tab's title to `Avanti | <pantalla>`. */
export const TituloDocumento = ({ pantalla }: { pantalla: string }) => {
  useEffect(() => {
    document.title = tituloDocumento(pantalla);
  }, [pantalla]);
  return null;
};
