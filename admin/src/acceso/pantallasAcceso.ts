import { lazy } from 'react';

/** The access screens, loaded when first opened. */
export const ListaUsuarios = lazy(() => import('./usuarios/ListaUsuarios'));
export const ListaRoles = lazy(() => import('./roles/ListaRoles'));
