/**
 * Archive names and the calendar the retention and the schedule reason on: Bogotá's (UTC-5 all year,
 * no daylight saving), so `avanti-2026-11-25T02-00-00.tar.gz` was taken at 02:00 in the clinic.
 */
const DESFASE_BOGOTA_MS = -5 * 3600_000;
const PATRON = /^avanti-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})\.tar\.gz$/;

export const EXTENSION_SUMA = '.sha256';

/** The Bogotá wall-clock fields of an instant. */
function enBogota(instante: Date): Date {
  return new Date(instante.getTime() + DESFASE_BOGOTA_MS);
}

export function nombreDeArchivo(instante: Date): string {
  const b = enBogota(instante).toISOString(); // yyyy-mm-ddThh:mm:ss.sssZ, read as Bogotá's clock
  return `avanti-${b.slice(0, 10)}T${b.slice(11, 19).replaceAll(':', '-')}.tar.gz`;
}

/** The instant an archive name says, or undefined for any other file. */
export function instanteDeArchivo(nombre: string): Date | undefined {
  const p = PATRON.exec(nombre);
  if (!p) return undefined;
  return new Date(`${p[1]}-${p[2]}-${p[3]}T${p[4]}:${p[5]}:${p[6]}-05:00`);
}

/** yyyy-mm-dd in Bogotá. */
export const diaDe = (instante: Date) => enBogota(instante).toISOString().slice(0, 10);

export const mesDe = (instante: Date) => diaDe(instante).slice(0, 7);

/** ISO week (yyyy-Www) of the Bogotá date. */
export function semanaDe(instante: Date): string {
  const d = new Date(`${diaDe(instante)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7)); // the week's Thursday decides its year
  const semana = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(semana).padStart(2, '0')}`;
}

/** The instant of HH:MM Bogotá on the Bogotá date of `instante`. */
export function horaDelDia(instante: Date, hora: string): Date {
  return new Date(`${diaDe(instante)}T${hora}:00-05:00`);
}
