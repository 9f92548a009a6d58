import { lazy } from 'react';

/** The insurer screen, loaded when first opened. */
export const ListaEps = lazy(() => import('./ListaEps'));
