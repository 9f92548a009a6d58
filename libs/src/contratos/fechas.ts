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
