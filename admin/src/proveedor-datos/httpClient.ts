import { fetchUtils, HttpError } from 'react-admin';

/** The body of every API error: a Spanish message for the user and, for invalid input, the details. */
export interface CuerpoError {
  mensaje?: string;
  errores?: unknown[];
}

export const MENSAJE_SIN_CONEXION = 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.';

const mensajePorEstado = (estado: number): string => {
  if (estado === 401) return 'Su sesión terminó, inicie sesión de nuevo.';
  if (estado === 403) return 'No tiene permiso para realizar esta acción.';
  if (estado === 404) return 'No se encontró el recurso solicitado.';
  if (estado >= 500) return 'Ocurrió un error en el servidor. Intente de nuevo más tarde.';
  return 'No se pudo completar la solicitud.';
};

/**
 * The session travels in the api's httpOnly cookie, sent by the browser (same origin); this header, which a page
 * of another site cannot add, lets the api accept the cookie for requests that change something (CSRF).
 */
export const CABECERA_CSRF = 'X-Avanti-CSRF';

export const cabecerasDeSesion = (cabeceras?: HeadersInit): Headers => {
  const resultado = new Headers(cabeceras ?? { Accept: 'application/json' });
  resultado.set(CABECERA_CSRF, '1');
  return resultado;
};

/** Turns an API error into an HttpError whose message is the server's Spanish `mensaje`. */
export const errorDesdeRespuesta = (estado: number, cuerpo: unknown, textoEstado?: string): HttpError => {
  const mensaje =
    cuerpo && typeof cuerpo === 'object' && typeof (cuerpo as CuerpoError).mensaje === 'string'
      ? (cuerpo as CuerpoError).mensaje!
      : mensajePorEstado(estado) || textoEstado || '';
  return new HttpError(mensaje, estado, cuerpo);
};

/**
 * fetchJson with the session's cookie and CSRF header, and errors carrying the server's Spanish message so
 * react-admin's notifications show it. A 401 reaches authProvider.checkError (which logs out);
 * a 403 does not log out.
 */
export const httpClient = async (url: string, opciones: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...opciones, headers: cabecerasDeSesion(opciones.headers), credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) {
      throw errorDesdeRespuesta(error.status, error.body, error.message);
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(MENSAJE_SIN_CONEXION, 0);
  }
};
