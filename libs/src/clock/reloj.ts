/**
 * "Now" comes from here so tests can fix it. Business dates are the Bogotá calendar date. Plain TypeScript with
 * no import: the api, the workers and the admin (through libs/src/contratos/reloj.ts) use these same functions.
 */
export interface Reloj {
  ahora(): Date;
}

export const relojDelSistema: Reloj = { ahora: () => new Date() };

export const relojFijo = (instante: Date | string): Reloj => {
  const fijo = new Date(instante);
  return { ahora: () => new Date(fijo) };
};

/** Bogotá: UTC−5 all year (Colombia has had no daylight saving time since 1993). */
export const ZONA_NEGOCIO = 'America/Bogota';

const partesNegocio = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_NEGOCIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const partes = (instante: Date): Record<string, string> => Object.fromEntries(partesNegocio.formatToParts(instante).map((p) => [p.type, p.value]));

/** The Bogotá calendar date of an instant, as yyyy-mm-dd. */
export function fechaNegocio(instante: Date): string {
  const p = partes(instante);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Bogotá wall clock of an instant, as yyyy-mm-ddTHH:MM (24 h): compares as text with a session's date and time. */
export function fechaHoraNegocio(instante: Date): string {
  const p = partes(instante);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Today in Bogotá by this clock, as yyyy-mm-dd. */
export const hoy = (reloj: Reloj): string => fechaNegocio(reloj.ahora());
