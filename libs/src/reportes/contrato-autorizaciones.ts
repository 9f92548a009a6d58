/** Authorizations report (spec 3 §2.2 item 5, /reportes/autorizaciones): its variants, row shape and highlight rule. */

/**
 * The three variants of the screen: the base report (by issue date), the one with the registration date and
 * observations, and the active authorizations that still have a balance (highlighted cells).
 */
export const VARIANTES_AUTORIZACIONES = [
  { codigo: 'general', nombre: 'Autorizaciones' },
  { codigo: 'registro', nombre: 'Con fecha de registro y observaciones' },
  { codigo: 'con-saldo', nombre: 'Activas con saldo' },
] as const;

export type VarianteAutorizaciones = (typeof VARIANTES_AUTORIZACIONES)[number]['codigo'];

/** Highlight rule of the active-with-balance variant (the spec is silent; the dashboard alerts' rule): ≤ 2 units left, or expiring within 7 days. */
export const RESALTE_AUTORIZACIONES = { restantesMaximos: 2, diasParaVencer: 7 } as const;

export type MotivoResalte = 'pocas-sesiones' | 'por-vencer';

export interface FilaReporteAutorizacion {
  id: string;
  codigo: string;
  /** 'NOMBRE APELLIDO (CC 123)'. */
  paciente: string;
  entidad: string;
  fecha: string;
  fechaVencimiento: string | null;
  /** Units the coverage holds (sum of its service lines). */
  total: number;
  /** Units left (spec OrdBol, 'Saldo en bolsa'). */
  bolsa: number;
  /** bolsa ÷ total in percent, two decimals. */
  porcentajeRestante: number;
  /** Registration instant (ISO), the 'registro' variant's column. */
  registradaEn: string;
  observaciones: string | null;
  sedeNombre: string;
  /** Only in the 'con-saldo' variant: why the row's cells are highlighted (empty = not highlighted). */
  resaltes: MotivoResalte[];
}

/** Which cells a highlight marks: few units → the balance and its percent; expiring → the expiry date. */
export function resaltesDe(bolsa: number, fechaVencimiento: string | null, limiteVencimiento: string): MotivoResalte[] {
  const motivos: MotivoResalte[] = [];
  if (bolsa <= RESALTE_AUTORIZACIONES.restantesMaximos) motivos.push('pocas-sesiones');
  if (fechaVencimiento && fechaVencimiento <= limiteVencimiento) motivos.push('por-vencer');
  return motivos;
}
