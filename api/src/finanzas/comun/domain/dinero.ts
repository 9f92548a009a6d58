/** Whole Colombian pesos (DOMAIN 'Money'): an integer from 0 up to a thousand million. */
export const MAXIMO_PESOS = 1_000_000_000;
export const esPesos = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAXIMO_PESOS;
export const esPesosPositivos = (v: unknown): v is number => esPesos(v) && v > 0;
export { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
/** A trimmed text or null when empty. */
export const textoLimpio = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export const MENSAJES_DINERO = {
  completar: 'Complete los campos requeridos',
  fechas: 'Seleccione las fechas en las que quiere ver la información',
  rangoInvertido: 'La fecha final no puede se menor a la fecha inicial',
  error: 'Ocurrió un error, intentelo de nuevo.',
} as const;
