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
    /** The reserved administrator account (demo `admin`, or ADMIN_USER): it can never be deactivated. */
    reservado?: boolean;
  }
>;
export type UsuarioDesactivado = EventoNuevo<'UsuarioDesactivado', { id: string }>;
export type UsuarioActivado = EventoNuevo<'UsuarioActivado', { id: string }>;
/** Only the fields that changed travel in the event. */
export type UsuarioActualizado = EventoNuevo<
  'UsuarioActualizado',
  { id: string; correo?: string | null; tarjetaProfesional?: string | null; cedula?: string | null; rol?: number }
>;
/** Raises the user's session version: every token issued before stops working. The hash never reaches the audit. */
export type PasswordCambiada = EventoNuevo<
  'PasswordCambiada',
  { id: string; passwordHash: string /** true: the user changed their own ('Cambiar contraseña'). */; propia?: boolean }
>;
export const IMAGENES_USUARIO = ['foto', 'CamFir1', 'CamFir2', 'CamFir3'] as const;
export type ImagenUsuario = (typeof IMAGENES_USUARIO)[number];
/** A profile photo or a signature image stored under the files directory (`archivo` is relative to it). */
export type ImagenDeUsuarioCambiada = EventoNuevo<
  'ImagenDeUsuarioCambiada',
  { id: string; imagen: ImagenUsuario; archivo: string; formato: 'jpg' | 'png'; bytes: number; nombreOriginal: string | null }
>;
/**
 * A failed sign-in, once per burst: the failure that starts a slow-down carries how many attempts
 * and the wait; the failures after it, during the same burst, are counted but not recorded.
 */
export type IngresoFallido = EventoNuevo<'IngresoFallido', { usuario: string; motivo: string; intentos?: number; frenadoSegundos?: number }>;

export type EventoAcceso =
  | SedeRegistrada
  | RolCreado
  | RolDesactivado
  | RolActivado
  | PermisoDeRolCambiado
  | UsuarioRegistrado
  | UsuarioDesactivado
  | UsuarioActivado
  | UsuarioActualizado
  | PasswordCambiada
  | ImagenDeUsuarioCambiada
  | IngresoFallido;

export const TIPOS_EVENTO_ACCESO = [
  'SedeRegistrada',
  'RolCreado',
  'RolDesactivado',
  'RolActivado',
  'PermisoDeRolCambiado',
  'UsuarioRegistrado',
  'UsuarioDesactivado',
  'UsuarioActivado',
  'UsuarioActualizado',
  'PasswordCambiada',
  'ImagenDeUsuarioCambiada',
  'IngresoFallido',
] as const satisfies readonly EventoAcceso['tipo'][];

export const CAMPOS_SECRETOS = new Set(['passwordHash', 'password']);
