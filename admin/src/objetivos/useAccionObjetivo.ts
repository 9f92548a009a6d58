import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { erroresDelServidor, type ErroresDeCampo } from '../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/**
 * A command on objectives, for a `<Form>`'s onSubmit: the server's message as toast, every objectives read refreshed,
 * then `alTerminar`; on a refusal the server's reason as toast and its field errors returned, shown under each field.
 */
export function useAccionObjetivo<A>(accion: (dp: AvantiDataProvider, args: A) => Promise<{ mensaje: string }>, alTerminar: () => void) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const mutacion = useMutation({ mutationFn: (args: A) => accion(dataProvider, args) });
  const ejecutar = async (args: A): Promise<ErroresDeCampo | undefined> => {
    try {
      const r = await mutacion.mutateAsync(args);
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['objetivos'] });
      void cliente.invalidateQueries({ queryKey: ['mi-espacio'] });
      alTerminar();
      return undefined;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return erroresDelServidor(e);
    }
  };
  return { ejecutar, enCurso: mutacion.isPending };
}
