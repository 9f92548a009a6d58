/**
 * A fixed expense is a monthly cost (decision 0032): it counts once in every calendar month from the month it
 * was registered on, while it stays active. A range counts it in each month the range touches.
 */

const mesDe = (fecha: string) => fecha.slice(0, 7);

function siguienteMes(mes: string): string {
  const [anio, m] = mes.split('-').map(Number);
  return m === 12 ? `${anio + 1}-01` : `${anio}-${String(m + 1).padStart(2, '0')}`;
}

/** The months (aaaa-mm) of the range, first to last. */
export function mesesDelRango(desde: string, hasta: string): string[] {
  const meses: string[] = [];
  for (let mes = mesDe(desde); mes <= mesDe(hasta); mes = siguienteMes(mes)) meses.push(mes);
  return meses;
}

/**
 * The days a fixed expense registered on `registrado` counts on in the range: one per month of the range from
 * its registration's month, each the month's first day or the range's start if later.
 */
export function cobrosDelGastoFijo(registrado: string, desde: string, hasta: string): string[] {
  return mesesDelRango(desde, hasta)
    .filter((mes) => mes >= mesDe(registrado))
    .map((mes) => (`${mes}-01` < desde ? desde : `${mes}-01`));
}
