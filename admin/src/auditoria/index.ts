import { lazy } from 'react';

/** The audit screen, loaded when first opened. */
export const ListaAuditoria = lazy(() => import('./ListaAuditoria'));
