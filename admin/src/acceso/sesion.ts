import { inicioPorRol } from '../contratos';
/**
 * What a signed-in session keeps in localStorage: the role number, the user (JSON), the site, the display
 * name and the landing path computed by the server. Never the token: the server keeps it in an httpOnly
 * cookie that no script can read (decision 0028).
 */

export interface UsuarioSesion {
  id: number | string;
  usuario: string;
  nombres: string;
  apellidos: string;
  rol: number;
  sede: number | string | null;
}

export interface RespuestaLogin {
  usuario: UsuarioSesion;
  inicio: string;
}

// 'token': what older versions stored, removed on sign-out.
const CLAVES_SESION = ['token', 'rol', 'usuario', 'sede', 'nombre', 'inicio'] as const;

export const leerRol = (): string | null => localStorage.getItem('rol');

export const haySesion = (): boolean => Boolean(leerRol() && localStorage.getItem('usuario'));

export const leerUsuario = (): UsuarioSesion | null => {
  const texto = localStorage.getItem('usuario');
  if (!texto) return null;
  try {
    return JSON.parse(texto) as UsuarioSesion;
  } catch {
    return null;
  }
};

export const nombreCompleto = (u: Pick<UsuarioSesion, 'nombres' | 'apellidos'>): string => [u.nombres, u.apellidos].filter(Boolean).join(' ').trim();

export const guardarSesion = ({ usuario, inicio }: RespuestaLogin): void => {
  localStorage.removeItem('token');
  localStorage.setItem('rol', String(usuario.rol));
  localStorage.setItem('usuario', JSON.stringify(usuario));
  localStorage.setItem('sede', usuario.sede === null || usuario.sede === undefined ? '' : String(usuario.sede));
  localStorage.setItem('nombre', nombreCompleto(usuario) || usuario.usuario);
  localStorage.setItem('inicio', inicio);
};

export const borrarSesion = (): void => {
  for (const clave of CLAVES_SESION) localStorage.removeItem(clave);
};

export const leerInicio = (): string => {
  const inicio = localStorage.getItem('inicio');
  if (inicio && inicio.startsWith('/')) return inicio;
  return inicioPorRol(Number(leerRol()));
};
