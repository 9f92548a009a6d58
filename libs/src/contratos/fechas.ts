/**
 * How a date is written in any text a person reads (messages, audit descriptions, histories, PDFs): dd/mm/aaaa
 * (issue 27 item 11). The api, the workers and the admin keep dates as aaaa-mm-dd; this is the one formatter.
 */

/** '2026-11-30' (or '2026-11-30T…') → '30/11/2026'; anything else is returned as it came ('' for none). */
export function fechaLegible(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  const texto = String(valor);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(texto);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : texto;
}

/** Every aaaa-mm-dd written inside a text, as dd/mm/aaaa ('vence el 2026-11-30' → 'vence el 30/11/2026'). */
export const fechasLegiblesEnTexto = (texto: string): string =>
  texto.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, a: string, m: string, d: string) => `${d}/${m}/${a}`);

/** Whole years and months between a birth date and a day (both aaaa-mm-dd). */
export function calcularEdad(fechaNacimiento: string, hoy: string): { anios: number; meses: number } {
  const [an, mn, dn] = fechaNacimiento.split('-').map(Number);
  const [ah, mh, dh] = hoy.split('-').map(Number);
  let meses = (ah - an) * 12 + (mh - mn);
  if (dh < dn) meses -= 1;
  if (meses < 0) meses = 0;
  return { anios: Math.floor(meses / 12), meses: meses % 12 };
}

/** '5 años y 3 meses', '1 año y 1 mes' (ages in years and months). */
export const textoEdad = (edad: { anios: number; meses: number } | null | undefined): string =>
  edad ? `${edad.anios} ${edad.anios === 1 ? 'año' : 'años'} y ${edad.meses} ${edad.meses === 1 ? 'mes' : 'meses'}` : '';
