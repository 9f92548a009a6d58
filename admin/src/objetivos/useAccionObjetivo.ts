import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** A command on objectives: the server's message as toast, every objectives read refreshed, then `alTerminar`. */
export function useAccionObjetivo<A>(accion: (args: A) => Promise<{ mensaje: string }>, alTerminar: () => void) {
  const notify = useNotify();
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: accion,
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['objetivos'] });
      void cliente.invalidateQueries({ queryKey: ['mi-espacio'] });
      alTerminar();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
}
