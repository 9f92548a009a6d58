import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { AvantiDataProvider, EstadoExportacion } from '../proveedor-datos/dataProvider';
import { esEstadoFinal, INTERVALO_CONSULTA_MS } from './estados';

export interface SeguimientoExportacion {
  id: Identifier | null;
  estado: EstadoExportacion;
  progreso: number;
  mensaje?: string;
  archivo?: string;
}

const mensajeDe = (error: unknown, porDefecto: string) =>
  error instanceof Error && error.message ? error.message : porDefecto;

/**
 * Asks the API for an export, follows it every 500 ms, and downloads the file when it is ready.
 */
export const useExportacion = (recurso: string) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const [seguimiento, setSeguimiento] = useState<SeguimientoExportacion | null>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const montado = useRef(true);

  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
      clearTimeout(temporizador.current);
    };
  }, []);

  const descargar = useCallback(
    async (id: Identifier) => {
      try {
        const { nombre } = await dataProvider.descargarExportacion(id);
        if (montado.current) setSeguimiento((s) => (s && s.id === id ? { ...s, archivo: nombre } : s));
      } catch (error) {
        notify(mensajeDe(error, 'No se pudo descargar el archivo.'), { type: 'error' });
      }
    },
    [dataProvider, notify],
  );

  const consultar = useCallback(
    async (id: Identifier) => {
      if (!montado.current) return;
      try {
        const estado = await dataProvider.estadoExportacion(id);
        if (!montado.current) return;
        const progreso = Math.max(0, Math.min(100, Math.round(Number(estado.progreso) || 0)));
        setSeguimiento({
          id,
          estado: estado.estado,
          progreso: estado.estado === 'completado' ? 100 : progreso,
          mensaje: estado.mensaje,
        });
        if (estado.estado === 'completado') {
          await descargar(id);
        } else if (estado.estado === 'fallido') {
          notify(estado.mensaje || 'No se pudo generar el archivo.', { type: 'error' });
        }
        if (!esEstadoFinal(estado.estado)) {
          temporizador.current = setTimeout(() => void consultar(id), INTERVALO_CONSULTA_MS);
        }
      } catch (error) {
        if (!montado.current) return;
        const mensaje = mensajeDe(error, 'No se pudo consultar el estado de la exportación.');
        setSeguimiento((s) => ({ id, estado: 'fallido', progreso: s?.progreso ?? 0, mensaje }));
        notify(mensaje, { type: 'error' });
      }
    },
    [dataProvider, descargar, notify],
  );

  const exportar = useCallback(
    async (filtro: Record<string, unknown>) => {
      clearTimeout(temporizador.current);
      setSeguimiento({ id: null, estado: 'pendiente', progreso: 0 });
      try {
        const { id } = await dataProvider.crearExportacion({ recurso, filtro });
        if (!montado.current) return;
        setSeguimiento({ id, estado: 'pendiente', progreso: 0 });
        await consultar(id);
      } catch (error) {
        if (!montado.current) return;
        const mensaje = mensajeDe(error, 'No se pudo iniciar la exportación.');
        setSeguimiento({ id: null, estado: 'fallido', progreso: 0, mensaje });
        notify(mensaje, { type: 'error' });
      }
    },
    [consultar, dataProvider, notify, recurso],
  );

  const enCurso = seguimiento !== null && !esEstadoFinal(seguimiento.estado);

  return { seguimiento, enCurso, exportar, descargar };
};
