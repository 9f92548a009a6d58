import type { ReactNode } from 'react';
import { Layout, useAuthState } from 'react-admin';
import { BarraSuperior } from './BarraSuperior';
import { GuardiaInactividad } from './GuardiaInactividad';
import { IndicadorCargando } from './IndicadorCargando';
import { MenuLateral } from './MenuLateral';
import { PantallaCargando } from './PantallaCargando';
import { TituloDocumento } from './TituloDocumento';
import { usePantallaActual } from './usePantallaActual';

/**
 * The shell around every signed-in screen. It checks the session itself (instead of `<Admin requireAuth>`)
 * because the login form lives inside the admin's routes at `/`: a check made there before signing in
 * must not be reused after it.
 */
export const Disposicion = ({ children }: { children: ReactNode }) => {
  const pantalla = usePantallaActual();
  const { authenticated, isPending } = useAuthState(undefined, true);
  if (isPending || !authenticated) {
    return (
      <>
        <TituloDocumento pantalla={pantalla} />
        <PantallaCargando />
      </>
    );
  }
  return (
    <Layout appBar={BarraSuperior} menu={MenuLateral}>
      <TituloDocumento pantalla={pantalla} />
      <GuardiaInactividad />
      <IndicadorCargando />
      {children}
    </Layout>
  );
};
