import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SedeLeida } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export type Sede = SedeLeida;

/** The sites (GET /api/sedes), read once per page load: for site selectors and to show a site's name. */
export function useSedes(): { sedes: Sede[]; nombreSede: (id: string) => string } {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data: sedes = [] } = useQuery({ queryKey: ['sedes'], queryFn: () => dataProvider.sedes(), staleTime: Infinity });
  return { sedes, nombreSede: (id) => sedes.find((s) => s.id === id)?.nombre ?? id };
}
