import type ExcelJS from 'exceljs';

/**
 * What a column holds, declared once per column of a sheet; one writer turns each value into a cell of that kind
 * (decision 0033's companion for Excel, issue 28 item 13):
 * - fecha: a real date cell shown dd/mm/aaaa (the sheets may hand 'aaaa-mm-dd', 'dd/mm/aaaa' or a Date);
 * - fechaHora: a date and time cell shown dd/mm/aaaa hh:mm, in Bogotá time;
 * - dinero: a number with thousands separators, no decimals;
 * - porcentaje: a number with a % format (the sheets hand 0 to 100, as the screens show it);
 * - numero: a plain number; texto: text as given.
 */
export type TipoColumna = 'texto' | 'numero' | 'fecha' | 'fechaHora' | 'dinero' | 'porcentaje';

export type ValorCelda = string | number | Date | null | undefined;

export const FORMATOS: Readonly<Record<TipoColumna, string | undefined>> = {
  texto: undefined,
  numero: undefined,
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
  dinero: '#,##0',
  porcentaje: '0.00%',
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMA = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const BOGOTA_MS = -5 * 3600 * 1000;

/** A day as Excel stores it: midnight UTC (Excel dates carry no zone). */
const dia = (anio: number, mes: number, d: number) => new Date(Date.UTC(anio, mes - 1, d));

function comoFecha(v: string | Date): Date | string {
  if (v instanceof Date) return v;
  const t = v.trim();
  const iso = ISO.exec(t);
  if (iso) return dia(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dma = DMA.exec(t);
  if (dma) return dia(Number(dma[3]), Number(dma[2]), Number(dma[1]));
  return v; // 'Sin vigencia' and the like stay as the words the screen shows
}

const DMA_HORA = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** An instant (a Date or an ISO timestamp) as Bogotá's wall clock, or 'dd/mm/aaaa hh:mm' already in Bogotá time; stored as Excel would (no zone). */
function comoFechaHora(v: string | Date): Date | string {
  if (typeof v === 'string') {
    const t = v.trim();
    const m = DMA_HORA.exec(t);
    if (m) return new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]), Number(m[5])));
    if (!/^\d{4}-\d{2}-\d{2}T/.test(t)) return comoFecha(t);
  }
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? v : new Date(d.getTime() + BOGOTA_MS);
}

function comoNumero(v: string | number | Date): number | string | Date {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/\s|%|\$/g, '');
  if (/^-?\d+([.,]\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  return v;
}

/** The cell value of a sheet's value in a column of this kind. */
export function valorDeCelda(tipo: TipoColumna, v: ValorCelda): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (tipo) {
    case 'texto':
      return v;
    case 'fecha':
      return typeof v === 'number' ? v : comoFecha(v);
    case 'fechaHora':
      return typeof v === 'number' ? v : comoFechaHora(v);
    case 'numero':
    case 'dinero':
      return comoNumero(v);
    case 'porcentaje': {
      const n = comoNumero(v);
      return typeof n === 'number' ? Math.round(n * 100) / 10000 : n;
    }
  }
}
