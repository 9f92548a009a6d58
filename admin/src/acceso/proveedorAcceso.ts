import type { Identifier } from 'react-admin';
import type { PermisoDeRol, SedeLeida } from '../contratos';
import { enviar, rutaApi } from '../proveedor-datos/peticion';

export type { PermisoDeRol };
export type Sede = SedeLeida;

const ruta = (...partes: (Identifier | string)[]) => rutaApi(...partes.map(String));

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
  /** The signed-in user's own password; the server puts this session's new token in its httpOnly cookie. */
  cambiarContrasenaPropia: (actual: string, nueva: string) => enviar<Mensaje>(ruta('auth', 'cambiar-contrasena'), 'POST', { actual, nueva }),
  cambiarPermisoDeRol: (id: Identifier, permiso: string, estado: 0 | 1) => enviar<Mensaje>(ruta('roles', id, 'permisos', permiso), 'PUT', { estado }),
};

export type MetodosAcceso = typeof metodosAcceso;
