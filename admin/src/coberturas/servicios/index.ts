import { lazy } from 'react';

export const IngresoServicios = lazy(() => import('./IngresoServicios'));
