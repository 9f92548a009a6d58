import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EntradaAuditoria, TipoEventoAuditoria } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** An entry of the audit log (GET /api/auditoria); `id` equals `posicion`. */
export type EventoAuditoria = EntradaAuditoria;

/**
 * The event types for the filter and for naming each entry's type (GET /api/auditoria/tipos), read
 * once. Without the list the filter offers no types and the raw type names are shown.
 */
export const useTiposAuditoria = (): TipoEventoAuditoria[] => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data } = useQuery({ queryKey: ['auditoria', 'tipos'], queryFn: () => dataProvider.tiposAuditoria(), staleTime: Infinity });
  return Array.isArray(data) ? data : [];
};

export const nombreTipo = (tipos: readonly TipoEventoAuditoria[], tipo: string): string => tipos.find((t) => t.id === tipo)?.nombre ?? tipo;
