import type { Request, Response } from 'express';

/**
 * The admin's session travels in an httpOnly, SameSite=Strict cookie that no script can read (issue 23 item 10).
 * A request authenticated by that cookie that changes something must also carry CABECERA_CSRF, which a page of
 * another site cannot add without a CORS preflight this api never grants. API clients keep the bearer token.
 */
export const COOKIE_SESION = 'avanti_sesion';
export const CABECERA_CSRF = 'x-avanti-csrf';
export const MENSAJE_SIN_CABECERA_CSRF = 'Solicitud rechazada: falta la cabecera de seguridad X-Avanti-CSRF.';

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie's token, if the request carries one. */
export function tokenDeCookie(peticion: Request): string | null {
  const cabecera = peticion.headers.cookie;
  if (!cabecera) return null;
  for (const parte of cabecera.split(';')) {
    const igual = parte.indexOf('=');
    if (igual > 0 && parte.slice(0, igual).trim() === COOKIE_SESION) {
      const valor = parte.slice(igual + 1).trim();
      return /^[\w.-]{1,4096}$/.test(valor) ? valor : null;
    }
  }
  return null;
}

/** The bearer token of the Authorization header, if any. */
export function tokenDeCabecera(peticion: Request): string | null {
  const [tipo, token] = (peticion.headers.authorization ?? '').split(' ');
  return tipo?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The token of the request: the bearer header first (API clients), else the cookie (the admin). */
export const tokenDeLaPeticion = (peticion: Request): string | null => tokenDeCabecera(peticion) ?? tokenDeCookie(peticion);

/** True when the request is authenticated by the cookie alone, changes state and lacks the CSRF header. */
export function faltaCabeceraCsrf(peticion: Request): boolean {
  if (METODOS_SEGUROS.has(peticion.method) || tokenDeCabecera(peticion)) return false;
  return tokenDeCookie(peticion) !== null && !peticion.headers[CABECERA_CSRF];
}

/** The admin asks for the cookie by sending the CSRF header (a page of another site cannot). */
export const pideCookie = (peticion: Request): boolean => Boolean(peticion.headers[CABECERA_CSRF]);

export function ponerCookieDeSesion(peticion: Request, respuesta: Response, token: string): void {
  respuesta.cookie(COOKIE_SESION, token, { httpOnly: true, sameSite: 'strict', secure: peticion.secure, path: '/api' });
}

export function quitarCookieDeSesion(peticion: Request, respuesta: Response): void {
  respuesta.clearCookie(COOKIE_SESION, { httpOnly: true, sameSite: 'strict', secure: peticion.secure, path: '/api' });
}
