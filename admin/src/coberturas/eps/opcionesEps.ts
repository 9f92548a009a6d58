import type { Identifier, RaRecord } from 'react-admin';

/** An insurer as GET /api/eps lists it (spec 1, Insurer entity). */
export interface Eps extends RaRecord {
  id: Identifier;
  nombre: string;
  nombreCorto: string;
  nit?: string | null;
  /** 1 active, 2 inactive */
  estado: number;
  /** 1 EPS, 2 prepaid, other policy */
  tipo: number;
  /** 1 contributory, 2 subsidised, other both; meaningful only for tipo 1 */
  regimen?: number | null;
}

export const ESTADO_ACTIVA = 1;
export const ESTADO_INACTIVA = 2;

export const TIPO_EPS = 1;

export const OPCIONES_TIPO = [
  { id: 1, name: 'EPS' },
  { id: 2, name: 'Prepagada' },
  { id: 3, name: 'Póliza' },
];

export const OPCIONES_REGIMEN = [
  { id: 1, name: 'Contributivo' },
  { id: 2, name: 'Subsidiado' },
  { id: 3, name: 'Ambos' },
];

export const textoTipo = (tipo: number | null | undefined): string =>
  tipo === 1 ? 'EPS' : tipo === 2 ? 'Prepagada' : 'Póliza';

export const textoRegimen = (eps: Pick<Eps, 'tipo' | 'regimen'>): string => {
  if (eps.tipo !== TIPO_EPS) return '—';
  if (eps.regimen === 1) return 'Contributivo';
  if (eps.regimen === 2) return 'Subsidiado';
  return 'Ambos';
};

export const estaInactiva = (eps: Pick<Eps, 'estado'>): boolean => Number(eps.estado) === ESTADO_INACTIVA;
