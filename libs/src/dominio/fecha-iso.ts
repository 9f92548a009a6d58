/**
 * The one reader of calendar dates as the api receives them ('aaaa-mm-dd'): years 0001 to 9999 (PostgreSQL
 * and `toISOString` have no year 0000 in this form, the pattern no year 10000), months 01 to 12, a day the
 * month has. It never throws: whoever calls it answers a bad date in its own words.
 */

/** The shape alone (four, two and two digits): what tells a bare date from an instant; leerFechaIso also checks the day exists. */
export const PATRON_FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date itself when it is a real calendar day in range, otherwise null. */
export function leerFechaIso(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const partes = PATRON_FECHA_ISO.exec(valor);
  if (!partes) return null;
  const [anio, mes, dia] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  if (anio < 1 || mes < 1 || mes > 12 || dia < 1) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const fecha = new Date(0);
  fecha.setUTCFullYear(anio, mes - 1, dia);
  return fecha.getUTCFullYear() === anio && fecha.getUTCMonth() === mes - 1 && fecha.getUTCDate() === dia ? valor : null;
}

export const esFechaIso = (valor: unknown): valor is string => leerFechaIso(valor) !== null;
