import { useEffect, useRef } from 'react';
import { useLocation, useLogout } from 'react-admin';
import type { ParametrosLogout } from '../acceso/authProvider';

export const MENSAJE_INACTIVIDAD = 'La sesión se cerró por inactividad. Inicie sesión de nuevo.';

/** 15 minutes, unless a test sets `avanti.inactividadMs` in localStorage. */
export const INACTIVIDAD_PREDETERMINADA_MS = 15 * 60 * 1000;

const EVENTOS_ACTIVIDAD = ['click', 'mousemove', 'scroll', 'keydown'] as const;

export const limiteInactividadMs = (): number => {
  const configurado = Number(localStorage.getItem('avanti.inactividadMs'));
  return Number.isFinite(configurado) && configurado > 0 ? configurado : INACTIVIDAD_PREDETERMINADA_MS;
};

const esRutaLogin = (ruta: string) => ruta === '/' || ruta === '/login';

/**
 * Closes the session after the inactivity limit without a click, mouse movement, scroll or key press
 * (an alert, the stored session cleared, back to the root), and leaves when another tab changes the
 * browser storage (spec 3 §6).
 */
export const GuardiaInactividad = () => {
  const logout = useLogout();
  const { pathname } = useLocation();
  const rutaActual = useRef(pathname);
  rutaActual.current = pathname;

  useEffect(() => {
    const limite = limiteInactividadMs();
    let ultimaActividad = Date.now();
    let cerrada = false;
    let temporizador: ReturnType<typeof setTimeout> | undefined;

    const cerrarPorInactividad = () => {
      if (cerrada) return;
      cerrada = true;
      window.alert(MENSAJE_INACTIVIDAD);
      void logout({} satisfies ParametrosLogout, '/', false);
    };

    const programar = (espera: number) => {
      clearTimeout(temporizador);
      temporizador = setTimeout(() => {
        const transcurrido = Date.now() - ultimaActividad;
        if (transcurrido >= limite) cerrarPorInactividad();
        else programar(limite - transcurrido);
      }, espera);
    };

    const registrarActividad = () => {
      ultimaActividad = Date.now();
    };

    const alCambiarAlmacenamiento = () => {
      if (cerrada || esRutaLogin(rutaActual.current)) return;
      cerrada = true;
      // Another tab signed in or out: leave this one without touching what that tab stored.
      void logout({ conservarSesionGuardada: true } satisfies ParametrosLogout, '/', false);
    };

    for (const evento of EVENTOS_ACTIVIDAD) {
      window.addEventListener(evento, registrarActividad, { capture: true, passive: true });
    }
    window.addEventListener('storage', alCambiarAlmacenamiento);
    programar(limite);

    return () => {
      clearTimeout(temporizador);
      for (const evento of EVENTOS_ACTIVIDAD) {
        window.removeEventListener(evento, registrarActividad, { capture: true });
      }
      window.removeEventListener('storage', alCambiarAlmacenamiento);
    };
  }, [logout]);

  return null;
};
