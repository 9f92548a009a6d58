import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { cabecerasConToken, errorDesdeRespuesta, httpClient, MENSAJE_SIN_CONEXION } from './httpClient';
import { guardarArchivo, nombreDesdeContentDisposition } from './descarga';
import { metodosAdmisiones, type MetodosAdmisiones } from '../admisiones/proveedorAdmisiones';
import { metodosAcceso, type MetodosAcceso } from '../acceso/proveedorAcceso';

export type { PermisoDeRol, Sede } from '../acceso/proveedorAcceso';

export const URL_API = '/api';

export type EstadoExportacion = 'pendiente' | 'procesando' | 'completado' | 'fallido';

export interface SolicitudExportacion {
  recurso: string;
  filtro: Record<string, unknown>;
}

export interface ProgresoExportacion {
  estado: EstadoExportacion;
  /** 0 to 100 */
  progreso: number;
  mensaje?: string;
}

export interface TipoEventoAuditoria {
  id: string;
  nombre: string;
}

/** The REST reads of ra-data-simple-rest plus the commands, named after what the user means to do. */
export interface AvantiDataProvider extends DataProvider, MetodosAdmisiones, MetodosAcceso {
  activarEps(id: Identifier): Promise<unknown>;
  desactivarEps(id: Identifier): Promise<unknown>;
  crearExportacion(solicitud: SolicitudExportacion): Promise<{ id: Identifier }>;
  estadoExportacion(id: Identifier): Promise<ProgresoExportacion>;
  /** Downloads the file of a finished export and saves it under the server's file name. */
  descargarExportacion(id: Identifier): Promise<{ nombre: string }>;
  tiposAuditoria(): Promise<TipoEventoAuditoria[]>;
}

const enviar = async <T>(ruta: string, metodo: 'GET' | 'POST', cuerpo?: unknown): Promise<T> => {
  const { json } = await httpClient(`${URL_API}${ruta}`, {
    method: metodo,
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  return json as T;
};

const descargarExportacion = async (id: Identifier): Promise<{ nombre: string }> => {
  let respuesta: Response;
  try {
    respuesta = await fetch(`${URL_API}/exportaciones/${encodeURIComponent(String(id))}/archivo`, {
      headers: cabecerasConToken({ Accept: '*/*' }),
    });
  } catch {
    throw new HttpError(MENSAJE_SIN_CONEXION, 0);
  }
  if (!respuesta.ok) {
    let cuerpo: unknown;
    try {
      cuerpo = await respuesta.json();
    } catch {
      cuerpo = undefined;
    }
    throw errorDesdeRespuesta(respuesta.status, cuerpo, respuesta.statusText);
  }
  const nombre = nombreDesdeContentDisposition(respuesta.headers.get('Content-Disposition'), `exportacion-${id}.xlsx`);
  guardarArchivo(await respuesta.blob(), nombre);
  return { nombre };
};

const base = simpleRestProvider(URL_API, httpClient);

export const dataProvider: AvantiDataProvider = {
  ...base,
  activarEps: (id) => enviar(`/eps/${encodeURIComponent(String(id))}/activar`, 'POST', {}),
  desactivarEps: (id) => enviar(`/eps/${encodeURIComponent(String(id))}/desactivar`, 'POST', {}),
  crearExportacion: (solicitud) => enviar<{ id: Identifier }>('/exportaciones', 'POST', solicitud),
  estadoExportacion: (id) => enviar<ProgresoExportacion>(`/exportaciones/${encodeURIComponent(String(id))}`, 'GET'),
  descargarExportacion,
  tiposAuditoria: () => enviar<TipoEventoAuditoria[]>('/auditoria/tipos', 'GET'),
  ...metodosAdmisiones,
  ...metodosAcceso,
};
