import { lazy } from 'react';

/** The coverage screens, loaded when first opened. */
export const GestionOrdenes = lazy(() => import('./GestionOrdenes'));
