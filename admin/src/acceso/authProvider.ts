import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { sincronizarReloj } from '../comun/reloj';
import { cabecerasDeSesion, httpClient, MENSAJE_SIN_CONEXION } from '../proveedor-datos/httpClient';
import type { Permiso } from './permisos';
import { borrarSesion, guardarSesion, haySesion, leerUsuario, nombreCompleto, type RespuestaLogin } from './sesion';

export const MENSAJE_CREDENCIALES = 'Usuario o contraseña incorrectos!';

export interface CredencialesLogin {
  usuario: string;
  password: string;
}

/** Params of logout: `conservarSesionGuardada` when another tab changed the session, so this tab only leaves. */
export interface ParametrosLogout {
  conservarSesionGuardada?: boolean;
}

export const authProvider: AuthProvider = {
  async login({ usuario, password }: CredencialesLogin) {
    let respuesta: Response;
    try {
      respuesta = await fetch('/api/auth/login', {
        method: 'POST',
        // The CSRF header asks the api for the httpOnly cookie instead of a token in the body.
        headers: cabecerasDeSesion({ 'Content-Type': 'application/json', Accept: 'application/json' }),
        credentials: 'same-origin',
        body: JSON.stringify({ usuario, password }),
      });
    } catch {
      throw new Error(MENSAJE_SIN_CONEXION);
    }
    let cuerpo: unknown;
    try {
      cuerpo = await respuesta.json();
    } catch {
      cuerpo = undefined;
    }
    if (!respuesta.ok) {
      const mensaje = (cuerpo as { mensaje?: string } | undefined)?.mensaje;
      throw new Error(mensaje || (respuesta.status === 401 ? MENSAJE_CREDENCIALES : 'No se pudo iniciar sesión.'));
    }
    const sesion = cuerpo as RespuestaLogin;
    guardarSesion(sesion);
    // Today's date of every screen is the server's (issue 25 item 4).
    await sincronizarReloj(true);
    return { redirectTo: sesion.inicio || '/' };
  },

  async logout(params?: ParametrosLogout) {
    if (!params?.conservarSesionGuardada) {
      borrarSesion();
      // The server revokes the session and clears its cookie; offline, the session still ends there after 15 minutes.
      await fetch('/api/auth/logout', { method: 'POST', headers: cabecerasDeSesion(), credentials: 'same-origin' }).catch(() => undefined);
    }
    return '/';
  },

  async checkAuth() {
    if (!haySesion()) {
      // Pages that need a session send the user to the root route, without a notice.
      throw { redirectTo: '/', message: false };
    }
    // Once per page load: the first screen already proposes the server's today (issue 25 item 4).
    await sincronizarReloj();
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      throw { redirectTo: '/', message: 'ra.notification.logged_out' };
    }
    // 403 and everything else: the user stays signed in and sees the message.
  },

  async getIdentity() {
    const usuario = leerUsuario();
    if (!usuario) throw new Error('Sin sesión');
    return {
      id: usuario.id,
      fullName: nombreCompleto(usuario) || localStorage.getItem('nombre') || usuario.usuario,
    };
  },

  async getPermissions() {
    if (!haySesion()) return [];
    try {
      const { json } = await httpClient('/api/auth/permisos');
      return (Array.isArray(json) ? json : []) as Permiso[];
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(MENSAJE_SIN_CONEXION, 0);
    }
  },
};
