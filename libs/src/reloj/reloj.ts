/** "Now" comes from here so tests can fix it. Business dates are the Bogotá calendar date. */
export interface Reloj {
  ahora(): Date;
}

export const relojDelSistema: Reloj = { ahora: () => new Date() };

export const relojFijo = (instante: Date | string): Reloj => {
  const fijo = new Date(instante);
  return { ahora: () => new Date(fijo) };
};

export const ZONA_NEGOCIO = 'America/Bogota';

/** The Bogotá calendar date of an instant, as yyyy-mm-dd. */
export function fechaNegocio(instante: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_NEGOCIO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instante);
}

export const hoy = (reloj: Reloj): string => fechaNegocio(reloj.ahora());
