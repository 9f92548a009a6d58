/** Today in Bogotá (business dates), as aaaa-mm-dd. */
export const hoyBogota = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/** aaaa-mm-dd moved by `dias` days. */
export const sumarDias = (iso: string, dias: number): string => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
