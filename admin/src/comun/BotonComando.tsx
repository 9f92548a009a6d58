import type { ReactElement } from 'react';
import { Button } from 'react-admin';
import { useComando, type OpcionesComando, type RespuestaDeComando } from './useComando';

/** A button running one command, asking first when `confirmar` is given (Inactivar, Desactivar...). */
export function BotonComando<R extends RespuestaDeComando>({
  etiqueta,
  icono,
  color,
  accion,
  ...opciones
}: OpcionesComando<R> & { etiqueta: string; icono?: ReactElement; color?: 'primary' | 'error' | 'success'; accion?: string }) {
  const { pedir, dialogo, enCurso } = useComando(opciones);
  return (
    <>
      <Button
        label={etiqueta}
        color={color}
        data-accion={accion}
        disabled={enCurso}
        onClick={(e) => {
          e.stopPropagation();
          pedir();
        }}
      >
        {icono}
      </Button>
      {dialogo}
    </>
  );
}
