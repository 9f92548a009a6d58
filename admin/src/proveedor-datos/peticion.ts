import { HttpError } from 'react-admin';
import { cabecerasDeSesion, errorDesdeRespuesta, httpClient, MENSAJE_SIN_CONEXION } from './httpClient';
import { nombreDesdeContentDisposition } from './descarga';

export const URL_API = '/api';

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/api/usuarios/7/activar` from its parts, each one encoded. */
export const rutaApi = (...partes: (string | number)[]): string => `${URL_API}/${partes.map((p) => encodeURIComponent(String(p))).join('/')}`;

/** `?filter=...&range=...`: react-admin's list parameters, each one JSON-encoded. */
export const parametros = (valores: Record<string, unknown>): string => {
  const pares = Object.entries(valores).filter(([, v]) => v !== undefined);
  return pares.length ? `?${pares.map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&')}` : '';
};

/**
 * The admin's one request to the api (every dataProvider method goes through it): the session's
 * cookie, a JSON body (or multipart for FormData, the browser sets the boundary), and on error an
 * HttpError carrying the server's Spanish `mensaje` and its `errores`.
 */
export const enviar = async <T>(ruta: string, metodo: Metodo = 'GET', cuerpo?: unknown): Promise<T> => {
  const { json } = await httpClient(ruta, {
    method: metodo,
    body: cuerpo === undefined ? undefined : cuerpo instanceof FormData ? cuerpo : JSON.stringify(cuerpo),
  });
  return json as T;
};

/** A file from the api (an export, a document): its content and the name the server gives it. */
export const descargar = async (ruta: string, nombrePorDefecto: string): Promise<{ contenido: Blob; nombre: string }> => {
  let respuesta: Response;
  try {
    respuesta = await fetch(ruta, { headers: cabecerasDeSesion({ Accept: '*/*' }), credentials: 'same-origin' });
  } catch {
    throw new HttpError(MENSAJE_SIN_CONEXION, 0);
  }
  if (!respuesta.ok) {
    const cuerpo: unknown = await respuesta.json().catch(() => undefined);
    throw errorDesdeRespuesta(respuesta.status, cuerpo, respuesta.statusText);
  }
  const nombre = nombreDesdeContentDisposition(respuesta.headers.get('Content-Disposition'), nombrePorDefecto);
  return { contenido: await respuesta.blob(), nombre };
};
