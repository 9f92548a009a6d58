import { fechaHoraNegocio, hoy, type Reloj, type RelojServidor } from '../contratos';
import { cabecerasDeSesion } from '../proveedor-datos/httpClient';

/**
 * The admin's "now" is the server's (issue 25 item 4): GET /api/reloj answers the api's injectable clock, this
 * module keeps how far it is from the browser's, and every screen asks today here, so a server on a fixed clock
 * (tests, a demo) makes the dates a screen proposes follow it. Until the first answer (or without one: offline, no
 * session) it is the browser's clock. The only place in admin/src that reads the browser's date (eslint.config.mjs).
 */
let desfaseMs = 0;
let sincronizacion: Promise<void> | null = null;

export const relojDelServidor: Reloj = { ahora: () => new Date(Date.now() + desfaseMs) };

/** The server's instant now. */
export const ahoraDelServidor = (): Date => relojDelServidor.ahora();

/** Today in Bogotá by the server's clock, aaaa-mm-dd: every default date of the admin. */
export const hoyDelServidor = (): string => hoy(relojDelServidor);

/** This month up to today, by the server's clock: the range a report or a money list opens with. */
export const rangoDelMes = (): { desde: string; hasta: string } => {
  const dia = hoyDelServidor();
  return { desde: `${dia.slice(0, 8)}01`, hasta: dia };
};

/** Now in Bogotá by the server's clock, aaaa-mm-ddTHH:MM (compares as text with a session's date and time). */
export const ahoraEnBogota = (): string => fechaHoraNegocio(ahoraDelServidor());

async function pedirReloj(): Promise<void> {
  try {
    const antes = Date.now();
    const respuesta = await fetch('/api/reloj', { headers: cabecerasDeSesion(), credentials: 'same-origin' });
    const despues = Date.now();
    if (!respuesta.ok) throw new Error(String(respuesta.status));
    const { ahora } = (await respuesta.json()) as RelojServidor;
    const instante = Date.parse(ahora);
    // The answer was taken about halfway through the request.
    if (Number.isFinite(instante)) desfaseMs = instante - (antes + despues) / 2;
  } catch {
    // Without an answer the browser's clock stands in; the next page load (or sign-in) asks again.
    sincronizacion = null;
  }
}

/**
 * Asks the server's clock once per page load (again when `deNuevo`, on sign-in). Never fails: the shell waits for
 * it before showing a signed-in screen (authProvider.checkAuth), so a screen's first default date is already the
 * server's.
 */
export function sincronizarReloj(deNuevo = false): Promise<void> {
  if (!sincronizacion || deNuevo) sincronizacion = pedirReloj();
  return sincronizacion;
}
