import { useEffect, useState } from 'react';
import { httpClient } from '../proveedor-datos/httpClient';

export interface Sede {
  id: string;
  nombre: string;
}

let enCache: Promise<Sede[]> | null = null;

/** The sites (GET /api/sedes), read once per page load: for site selectors and to show a site's name. */
export function useSedes(): { sedes: Sede[]; nombreSede: (id: string) => string } {
  const [sedes, setSedes] = useState<Sede[]>([]);
  useEffect(() => {
    enCache ??= httpClient('/api/sedes').then(({ json }) => json as Sede[]);
    enCache.then(setSedes).catch(() => {
      enCache = null;
    });
  }, []);
  return { sedes, nombreSede: (id) => sedes.find((s) => s.id === id)?.nombre ?? id };
}
