/** aaaa-mm-dd moved by `dias` days. */
export const sumarDias = (iso: string, dias: number): string => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

const minutosDe = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Changing the start moves the end with it (issue 27 item 7): the same duration, at most until 9:00 p. m. */
export const finConDuracion = (inicioAnterior: string, finAnterior: string, nuevoInicio: string): string => {
  const duracion = Math.max(30, minutosDe(finAnterior) - minutosDe(inicioAnterior));
  return hhmm(Math.min(21 * 60, minutosDe(nuevoInicio) + duracion));
};
