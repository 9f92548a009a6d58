import { lazy } from 'react';

export const ReporteOrdenes = lazy(() => import('./ReporteOrdenes'));
