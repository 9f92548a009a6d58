import { lazy } from 'react';

export const IngresoPacientes = lazy(() => import('./IngresoPacientes'));
export const ListaPacientes = lazy(() => import('./ListaPacientes'));
