import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { ExportacionPedida } from '../contratos';
import type { AvantiDataProvider, EstadoExportacion } from '../proveedor-datos/dataProvider';
import { esEstadoFinal, INTERVALO_CONSULTA_MS } from './estados';

export interface SeguimientoExportacion {
  id: Identifier | null;
  estado: EstadoExportacion;
  progreso: number;
  mensaje?: string;
  archivo?: string;
}

const mensajeDe = (error: unknown, porDefecto: string) => (error instanceof Error && error.message ? error.message : porDefecto);

/**
 * Asks the API for an export (a mutation), follows it with a query polled every 500 ms until it ends,
 * and downloads the file once it is ready. `iniciar` asks for it another way (a PDF report's own
 * route, which answers the same export id); by default POST /api/exportaciones {recurso, filtro}, which answers the
 * whole export: its first state is shown at once, without waiting for the first poll.
 */
export const useExportacion = (recurso: string, iniciar?: (datos: Record<string, unknown>) => Promise<{ id: Identifier } | ExportacionPedida>) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [id, setId] = useState<Identifier | null>(null);
  const [archivo, setArchivo] = useState<string>();

  const crear = useMutation({
    mutationFn: (filtro: Record<string, unknown>) => (iniciar ? iniciar(filtro) : dataProvider.crearExportacion({ recurso, filtro })),
    onMutate: () => {
      setId(null);
      setArchivo(undefined);
    },
    onSuccess: (respuesta) => {
      if ('estado' in respuesta) queryClient.setQueryData(['exportaciones', respuesta.id], respuesta);
      setId(respuesta.id);
    },
    onError: (error) => notify(mensajeDe(error, 'resources.exportaciones.noSeInicio'), { type: 'error' }),
  });

  const estado = useQuery({
    queryKey: ['exportaciones', id],
    queryFn: () => dataProvider.estadoExportacion(id as Identifier),
    enabled: id !== null,
    retry: false,
    refetchInterval: (consulta) => (consulta.state.data && esEstadoFinal(consulta.state.data.estado) ? false : INTERVALO_CONSULTA_MS),
  });

  const descargar = useCallback(
    async (cual: Identifier) => {
      try {
        const { nombre } = await dataProvider.descargarExportacion(cual);
        setArchivo(nombre);
      } catch (error) {
        notify(mensajeDe(error, 'resources.exportaciones.noSeDescargo'), { type: 'error' });
      }
    },
    [dataProvider, notify],
  );

  // The end of a job, once: download what is ready, or say why it failed.
  const final = estado.data?.estado;
  useEffect(() => {
    if (id === null) return;
    if (final === 'completado') void descargar(id);
    if (final === 'fallido') notify(estado.data?.mensaje || 'resources.exportaciones.noSeGenero', { type: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the transition to a final state matters
  }, [id, final]);
  useEffect(() => {
    if (estado.error) notify(mensajeDe(estado.error, 'resources.exportaciones.noSeConsulto'), { type: 'error' });
  }, [estado.error, notify]);

  const seguimiento: SeguimientoExportacion | null = crear.isError
    ? { id: null, estado: 'fallido', progreso: 0, mensaje: mensajeDe(crear.error, 'resources.exportaciones.noSeInicio') }
    : estado.error
      ? { id, estado: 'fallido', progreso: 0, mensaje: mensajeDe(estado.error, 'resources.exportaciones.noSeConsulto') }
      : estado.data
        ? {
            id,
            estado: estado.data.estado,
            progreso: estado.data.estado === 'completado' ? 100 : Math.max(0, Math.min(100, Math.round(Number(estado.data.progreso) || 0))),
            mensaje: estado.data.mensaje,
            archivo,
          }
        : crear.isPending || id !== null
          ? { id, estado: 'pendiente', progreso: 0 }
          : null;

  const enCurso = seguimiento !== null && !esEstadoFinal(seguimiento.estado);
  const exportar = useCallback((filtro: Record<string, unknown>) => crear.mutate(filtro), [crear]);

  return { seguimiento, enCurso, exportar, descargar };
};
