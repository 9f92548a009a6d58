import { lazy } from 'react';

export const ListaSalarios = lazy(() => import('./ListaSalarios'));
