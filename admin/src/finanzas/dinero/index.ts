import { lazy } from 'react';

export const ListaCopagos = lazy(() => import('./ListaCopagos'));
export const ListaGastosVariables = lazy(() => import('./ListaGastosVariables'));
export const ListaGastosFijos = lazy(() => import('./ListaGastosFijos'));
export const ListaDescargos = lazy(() => import('./ListaDescargos'));
export const PantallaDashboardNomina = lazy(() => import('./DashboardNomina'));
