import { MAXIMO_PESOS } from '@avanti/libs/finanzas/contrato';

/** Whole Colombian pesos (DOMAIN 'Money'): an integer from 0 up to a thousand million. */
export { MAXIMO_PESOS, MENSAJES_DINERO } from '@avanti/libs/finanzas/contrato';
export const esPesos = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAXIMO_PESOS;
export const esPesosPositivos = (v: unknown): v is number => esPesos(v) && v > 0;
export { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
/** A trimmed text or null when empty. */
export const textoLimpio = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
