import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider, TipoEventoAuditoria } from '../proveedor-datos/dataProvider';

/** An entry of the audit log (GET /api/auditoria); `id` equals `posicion`. */
export interface EventoAuditoria {
  id: number;
  posicion: number;
  fecha: string;
  tipo: string;
  registroId: string;
  usuario: string;
  rol: string | null;
  sede: string | null;
  datos?: unknown;
  descripcion: string;
}

/** The event types for the filter and for naming each entry's type (GET /api/auditoria/tipos). */
export const useTiposAuditoria = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [tipos, setTipos] = useState<TipoEventoAuditoria[]>([]);
  useEffect(() => {
    let vigente = true;
    dataProvider
      .tiposAuditoria()
      .then((lista) => {
        if (vigente && Array.isArray(lista)) setTipos(lista);
      })
      .catch(() => {
        // Without the list the filter offers no types and the raw type names are shown.
      });
    return () => {
      vigente = false;
    };
  }, [dataProvider]);
  return tipos;
};

export const nombreTipo = (tipos: readonly TipoEventoAuditoria[], tipo: string): string =>
  tipos.find((t) => t.id === tipo)?.nombre ?? tipo;
