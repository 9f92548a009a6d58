import type { Opcion } from '../contratos/opciones.js';

/** Insurer kinds (spec 1, Insurer entity). */
export const TIPOS_ASEGURADORA: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'EPS' },
  { codigo: 2, nombre: 'Prepagada' },
  { codigo: 3, nombre: 'Póliza' },
];

export const TIPO_ASEGURADORA_EPS = 1;

/** An insurer's regimes; meaningful only for kind 1 (EPS). */
export const REGIMENES_ASEGURADORA: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Contributivo' },
  { codigo: 2, nombre: 'Subsidiado' },
  { codigo: 3, nombre: 'Ambos' },
];

/** An insurer's state: 1 active, 2 inactive. */
export const ESTADOS_ASEGURADORA: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Activa' },
  { codigo: 2, nombre: 'Inactiva' },
];

/** An insurer as the api lists and answers it. */
export interface EpsLeida {
  id: string;
  nombre: string;
  nombreCorto: string;
  nit: string | null;
  tipo: number;
  regimen: number | null;
  estado: number;
}

/** What registering an insurer answers: the insurer as GET /api/eps/:id serves it, and the message to show. */
export interface EpsRegistrada extends EpsLeida {
  mensaje: string;
}

/** An insurer offered by the intake's pickers (GET /api/admisiones/aseguradoras). */
export interface AseguradoraOpcion {
  id: string;
  nombre: string;
  nombreCorto: string;
  tipo: number;
  regimen: number | null;
}
