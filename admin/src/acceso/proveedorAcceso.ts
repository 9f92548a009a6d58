import type { Identifier } from 'react-admin';
import { httpClient } from '../proveedor-datos/httpClient';

/** One module/submodule and whether a role holds it (1 Sí, 0 No), as GET /api/roles/:id/permisos answers. */
export interface PermisoDeRol {
  id: string;
  modulo: string;
  submodulo: string;
  estado: 0 | 1;
}

export interface Sede {
  id: string;
  nombre: string;
}

const ruta = (...partes: (Identifier | string)[]) => `/api/${partes.map((p) => encodeURIComponent(String(p))).join('/')}`;

const enviar = async <T>(url: string, method: 'GET' | 'POST' | 'PUT', cuerpo?: unknown): Promise<T> => {
  const { json } = await httpClient(url, {
    method,
    // FormData travels as multipart (the browser sets the boundary); anything else as JSON.
    body: cuerpo === undefined ? undefined : cuerpo instanceof FormData ? cuerpo : JSON.stringify(cuerpo),
  });
  return json as T;
};

type Mensaje = { mensaje: string };

/** The access commands (users, roles, permissions), named after what the user means to do. */
export const metodosAcceso = {
  sedes: () => enviar<Sede[]>(ruta('sedes'), 'GET'),
  registrarUsuario: (datos: Record<string, unknown>) => enviar<{ id: string } & Mensaje>(ruta('usuarios'), 'POST', datos),
  /** Multipart: text fields plus the images foto, CamFir1..CamFir3 when chosen. */
  actualizarUsuario: (id: Identifier, datos: FormData) => enviar<Mensaje>(ruta('usuarios', id), 'PUT', datos),
  activarUsuario: (id: Identifier) => enviar<Mensaje>(ruta('usuarios', id, 'activar'), 'POST', {}),
  desactivarUsuario: (id: Identifier) => enviar<Mensaje>(ruta('usuarios', id, 'desactivar'), 'POST', {}),
  crearRol: (nombre: string) => enviar<{ id: number } & Mensaje>(ruta('roles'), 'POST', { nombre }),
  activarRol: (id: Identifier) => enviar<Mensaje>(ruta('roles', id, 'activar'), 'POST', {}),
  desactivarRol: (id: Identifier) => enviar<Mensaje>(ruta('roles', id, 'desactivar'), 'POST', {}),
  permisosDeRol: (id: Identifier) => enviar<PermisoDeRol[]>(ruta('roles', id, 'permisos'), 'GET'),
  cambiarPermisoDeRol: (id: Identifier, permiso: string, estado: 0 | 1) => enviar<Mensaje>(ruta('roles', id, 'permisos', permiso), 'PUT', { estado }),
};

export type MetodosAcceso = typeof metodosAcceso;
