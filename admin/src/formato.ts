/** Money, dates and times as the staff read them: pesos without decimals, dd/mm/aaaa in Bogotá. */
import { PATRON_FECHA_ISO, ZONA_NEGOCIO } from './contratos';

export const ZONA_HORARIA = ZONA_NEGOCIO;

const moneda = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

const partesFechaHora = new Intl.DateTimeFormat('es-CO', {
  timeZone: ZONA_HORARIA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Fecha = Date | string | number | null | undefined;

const aFecha = (valor: Fecha): Date | null => {
  if (valor === null || valor === undefined || valor === '') return null;
  // A bare date (aaaa-mm-dd) is a calendar day, not an instant: keep its day whatever the zone.
  if (typeof valor === 'string' && PATRON_FECHA_ISO.test(valor)) {
    return new Date(`${valor}T12:00:00-05:00`);
  }
  const fecha = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
};

const partes = (fecha: Date): Record<string, string> => Object.fromEntries(partesFechaHora.formatToParts(fecha).map((p) => [p.type, p.value]));

/** 1234567 → "$ 1.234.567" */
export const formatearMoneda = (valor: number | null | undefined): string =>
  valor === null || valor === undefined || Number.isNaN(valor) ? '' : moneda.format(valor);

/** dd/mm/aaaa in America/Bogota; '' for an empty or invalid value. */
export const formatearFecha = (valor: Fecha): string => {
  const fecha = aFecha(valor);
  if (!fecha) return '';
  const p = partes(fecha);
  return `${p.day}/${p.month}/${p.year}`;
};

/** dd/mm/aaaa hh:mm (24 h) in America/Bogota; '' for an empty or invalid value. */
export const formatearFechaHora = (valor: Fecha): string => {
  const fecha = aFecha(valor);
  if (!fecha) return '';
  const p = partes(fecha);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};

/**
 * A session time (hh:mm, 24 h, as the api keeps it) as the clinic reads it: '14:30' → '2:30 p. m.',
 * '08:00' → '8:00 a. m.', '12:00' → '12:00 p. m.' (Colombian usage, plain spaces).
 */
export const formatearHora = (hhmm: string | null | undefined): string => {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'a. m.' : 'p. m.'}`;
};

/** '14:00', '14:30' → '2:00 p. m. – 2:30 p. m.' */
export const formatearHorario = (inicio: string, fin: string): string => `${formatearHora(inicio)} – ${formatearHora(fin)}`;
