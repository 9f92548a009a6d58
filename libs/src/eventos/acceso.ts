import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamSede = (id: string) => `sede-${id}`;
export const streamRol = (id: number) => `rol-${id}`;
export const streamUsuario = (id: string) => `usuario-${id}`;

export type SedeRegistrada = EventoNuevo<'SedeRegistrada', { id: string; nombre: string; correo: string | null }>;

export type RolCreado = EventoNuevo<'RolCreado', { id: number; nombre: string; permisos: string[] }>;
export type RolDesactivado = EventoNuevo<'RolDesactivado', { id: number }>;
export type RolActivado = EventoNuevo<'RolActivado', { id: number }>;
export type PermisoDeRolCambiado = EventoNuevo<'PermisoDeRolCambiado', { id: number; permiso: string; concedido: boolean }>;

/** The hash never leaves the projections: the audit shows everything else. */
export type UsuarioRegistrado = EventoNuevo<
  'UsuarioRegistrado',
  {
    id: string;
    usuario: string;
    passwordHash: string;
    nombres: string;
    apellidos: string;
    rol: number;
    sede: string;
    correo: string | null;
  }
>;
export type UsuarioDesactivado = EventoNuevo<'UsuarioDesactivado', { id: string }>;
export type UsuarioActivado = EventoNuevo<'UsuarioActivado', { id: string }>;
export type IngresoFallido = EventoNuevo<'IngresoFallido', { usuario: string; motivo: string }>;

export type EventoAcceso =
  | SedeRegistrada
  | RolCreado
  | RolDesactivado
  | RolActivado
  | PermisoDeRolCambiado
  | UsuarioRegistrado
  | UsuarioDesactivado
  | UsuarioActivado
  | IngresoFallido;

export const CAMPOS_SECRETOS = new Set(['passwordHash', 'password']);
