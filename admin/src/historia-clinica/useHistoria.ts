import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { erroresDelServidor, type ErroresDeCampo } from '../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** A section of a patient's history, read through the dataProvider and cached under ['historia', id, seccion]. */
export function useSeccion<T>(pacienteId: string, seccion: string, leer: (dp: AvantiDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  return useQuery({ queryKey: ['historia', pacienteId, seccion], queryFn: () => leer(dataProvider), retry: false });
}

/**
 * An entry of the history, for a `<Form>`'s onSubmit: the server's message as toast and every section of the patient
 * read again; on a refusal the server's reason as toast and its field errors returned, shown under each field.
 */
export function useEntrada<D>(
  pacienteId: string,
  escribir: (dp: AvantiDataProvider, datos: D) => Promise<{ mensaje: string }>,
  alGuardar?: () => void,
  /** The spec's failure toast, before the server's reason ('ERROR AL ACTUALIZAR DX: ...'). */
  fallo?: string,
) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutacion = useMutation({ mutationFn: (datos: D) => escribir(dataProvider, datos) });
  const guardar = async (datos: D): Promise<ErroresDeCampo | undefined> => {
    try {
      const respuesta = await mutacion.mutateAsync(datos);
      notify(respuesta.mensaje, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['historia', pacienteId] });
      alGuardar?.();
      return undefined;
    } catch (error) {
      const motivo = error instanceof Error && error.message ? error.message : 'No se pudo guardar.';
      notify(fallo ? `${fallo}: ${motivo}` : motivo, { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return { guardar, enviando: mutacion.isPending };
}

/** Opens an exam's file in a new tab (read through the api, which applies the history's rules); a refusal as toast. */
export function useAbrirExamen(pacienteId: string) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  return async (examenId: string) => {
    try {
      const { contenido } = await dataProvider.abrirArchivoExamen(pacienteId, examenId);
      window.open(URL.createObjectURL(contenido), '_blank', 'noopener');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se pudo abrir el examen.', { type: 'error' });
    }
  };
}
