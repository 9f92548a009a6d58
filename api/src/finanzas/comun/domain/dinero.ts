/** Whole Colombian pesos (DOMAIN 'Money'): an integer from 0 up to a thousand million. */
export const MAXIMO_PESOS = 1_000_000_000;
export const esPesos = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAXIMO_PESOS;
export const esPesosPositivos = (v: unknown): v is number => esPesos(v) && v > 0;
export const esFechaIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** A trimmed text or null when empty. */
export const textoLimpio = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export const MENSAJES_DINERO = {
  completar: 'Complete los campos requeridos',
  fechas: 'Seleccione las fechas en las que quiere ver la información',
  rangoInvertido: 'La fecha final no puede se menor a la fecha inicial',
  error: 'Ocurrió un error, intentelo de nuevo.',
} as const;
