import { lazy } from 'react';

export const ListaTarifas = lazy(() => import('./ListaTarifas'));
