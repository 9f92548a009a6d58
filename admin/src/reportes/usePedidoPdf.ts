import { useRef } from 'react';
import type { Identifier } from 'react-admin';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { useExportacion } from '../exportaciones/useExportacion';

/**
 * A PDF asked from a form: the request starts the export (progress and download as any export, its error as a toast)
 * and `pedir` answers what react-admin's `onSubmit` returns, the server's field errors shown under each field.
 */
export const usePedidoPdf = <D extends Record<string, unknown>>(recurso: string, solicitar: (datos: D) => Promise<{ id: Identifier }>) => {
  const pedido = useRef<Promise<{ id: Identifier }> | null>(null);
  const exportacion = useExportacion(recurso, () => pedido.current ?? Promise.reject(new Error('Sin pedido')));
  const pedir = async (datos: D) => {
    pedido.current = solicitar(datos);
    exportacion.exportar(datos);
    try {
      await pedido.current;
      return undefined;
    } catch (error) {
      return erroresDelServidor(error);
    }
  };
  return { ...exportacion, pedir };
};
