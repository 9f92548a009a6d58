import type { Identifier, RaRecord } from 'react-admin';
import { ESTADOS_ASEGURADORA, REGIMENES_ASEGURADORA, TIPO_ASEGURADORA_EPS, TIPOS_ASEGURADORA, textoDe, type EpsLeida, type Opcion } from '../../contratos';

/** An insurer as GET /api/eps lists it (spec 1, Insurer entity). */
export type Eps = RaRecord & Omit<EpsLeida, 'id' | 'nit' | 'regimen'> & { id: Identifier; nit?: string | null; regimen?: number | null };

export const ESTADO_ACTIVA = ESTADOS_ASEGURADORA[0].codigo;
export const ESTADO_INACTIVA = ESTADOS_ASEGURADORA[1].codigo;

export const TIPO_EPS = TIPO_ASEGURADORA_EPS;

const opcionesSelect = (lista: readonly Opcion<number>[]) => lista.map((o) => ({ id: o.codigo, name: o.nombre }));

export const OPCIONES_TIPO = opcionesSelect(TIPOS_ASEGURADORA);
export const OPCIONES_REGIMEN = opcionesSelect(REGIMENES_ASEGURADORA);

export const textoTipo = (tipo: number | null | undefined): string => textoDe(TIPOS_ASEGURADORA, tipo);

/** The regime means something only for an EPS; a dash otherwise. */
export const textoRegimen = (eps: Pick<Eps, 'tipo' | 'regimen'>): string => (eps.tipo !== TIPO_EPS ? '—' : textoDe(REGIMENES_ASEGURADORA, eps.regimen ?? 3));

export const estaInactiva = (eps: Pick<Eps, 'estado'>): boolean => Number(eps.estado) === ESTADO_INACTIVA;
