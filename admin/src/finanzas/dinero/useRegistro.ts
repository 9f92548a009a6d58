import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { useErroresDeCampo } from '../../comun/useErroresDeCampo';
import { COMPLETE } from './comun';

/** A register dialog's save: required fields marked with 'Complete los campos requeridos', the server's message as toast, refresh and close. */
export function useRegistro<V extends Record<string, string>>(
  valores: V,
  obligatorios: readonly (keyof V & string)[],
  ejecutar: () => Promise<{ mensaje?: string }>,
  alTerminar: () => void,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const errores = useErroresDeCampo();
  const mutacion = useMutation({
    mutationFn: ejecutar,
    onSuccess: (r) => {
      notify(r.mensaje ?? 'Registrado con éxito', { type: 'success' });
      refresh();
      alTerminar();
    },
    onError: (error) => {
      errores.marcarDelServidor(error);
      notify(error.message || 'Error en el servidor, inténtelo de nuevo', { type: 'error' });
    },
  });
  const guardar = () => {
    if (errores.marcarFaltantes(valores, obligatorios)) return notify(COMPLETE, { type: 'error' });
    mutacion.mutate();
  };
  return { guardar, enCurso: mutacion.isPending, propsDe: errores.propsDe, quitar: errores.quitar };
}
