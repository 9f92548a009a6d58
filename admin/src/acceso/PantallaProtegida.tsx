import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { PantallaCargando } from '../shell/PantallaCargando';
import { usePermisos } from './permisos';
import { SinPermiso } from './SinPermiso';

/** Renders a screen only when the signed-in role holds its permission; otherwise the 'Sin permiso' page. */
export const PantallaProtegida = ({ permiso, children }: { permiso: string | null; children: ReactNode }) => {
  const { tiene, isPending, error } = usePermisos();
  if (permiso !== null) {
    if (isPending) return <PantallaCargando />;
    if (error) {
      return (
        <Alert severity="error" sx={{ mt: 2 }}>
          No se pudieron cargar los permisos: {error.message}
        </Alert>
      );
    }
    if (!tiene(permiso)) return <SinPermiso />;
  }
  return <Suspense fallback={<PantallaCargando />}>{children}</Suspense>;
};
