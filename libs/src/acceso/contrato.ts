import type { Opcion } from '../contratos/opciones.js';

/** Read shapes of access (users, roles, sites), as the api answers them. */

/** A user as the api answers it: never the password hash. `estado` 1 active, 2 inactive. */
export interface UsuarioLeido {
  id: string;
  nombres: string;
  apellidos: string;
  usuario: string;
  rol: number;
  rolNombre: string | null;
  sede: string;
  sedeNombre: string | null;
  correo: string | null;
  estado: number;
  reservado: boolean;
}

export interface UsuarioDetalle extends UsuarioLeido {
  tarjetaProfesional: string | null;
  cedula: string | null;
  /** Whether a profile photo and each signature image were uploaded. */
  imagenes: { foto: boolean; CamFir1: boolean; CamFir2: boolean; CamFir3: boolean };
}

/** What registering and editing a user answer: the user as GET /api/usuarios/:id serves it, and the message to show. */
export interface UsuarioGuardado extends UsuarioDetalle {
  mensaje: string;
}

/** A role: `estado` 1 active, 2 inactive. */
export interface RolLeido {
  id: number;
  nombre: string;
  estado: number;
}

/** What creating a role answers: the role as GET /api/roles/:id serves it, and the message to show. */
export interface RolCreado extends RolLeido {
  mensaje: string;
}

/** One module/submodule of the catalogue and whether the role holds it (`estado` 1 yes, 0 no). */
export interface PermisoDeRol {
  id: string;
  modulo: string;
  submodulo: string;
  estado: 0 | 1;
}

/** A site of the network: its id is a stable code ('principal'); people read its name. */
export interface SedeLeida {
  id: string;
  nombre: string;
}

/** A user's or a role's state: 1 active, 2 inactive. */
export const ESTADOS_USUARIO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Activo' },
  { codigo: 2, nombre: 'Inactivo' },
];
