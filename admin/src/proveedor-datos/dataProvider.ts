import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient';
import { URL_API } from './peticion';
import { metodosAdmisiones, type MetodosAdmisiones } from '../admisiones/proveedorAdmisiones';
import { metodosAcceso, type MetodosAcceso } from '../acceso/proveedorAcceso';
import { metodosCatalogos, type MetodosCatalogos } from '../catalogos/proveedorCatalogos';
import { metodosHistoria, type MetodosHistoria } from '../historia-clinica/proveedorHistoria';
import { metodosFacturacion, type MetodosFacturacion } from '../facturacion/proveedorFacturacion';
import { metodosProgramacion, type MetodosProgramacion } from '../programacion/proveedorProgramacion';
import { metodosCoberturas, type MetodosCoberturas } from '../coberturas/proveedorCoberturas';
import { metodosObjetivos, type MetodosObjetivos } from '../objetivos/proveedorObjetivos';
import { metodosReportes, type MetodosReportes } from '../reportes/proveedorReportes';
import { metodosDashboard, type MetodosDashboard } from '../dashboard/proveedorDashboard';
import { metodosMiEspacio, type MetodosMiEspacio } from '../mi-espacio/proveedorMiEspacio';
import { metodosFinanzas, type MetodosFinanzas } from '../finanzas/dinero/proveedorFinanzas';
import { metodosSalarios, type MetodosSalarios } from '../finanzas/salarios/proveedorSalarios';
import { metodosExportaciones, type MetodosExportaciones } from '../exportaciones/proveedorExportaciones';
import { metodosAuditoria, type MetodosAuditoria } from '../auditoria/proveedorAuditoria';

export type { PermisoDeRol, Sede } from '../acceso/proveedorAcceso';
export type { EstadoExportacion, ProgresoExportacion, SolicitudExportacion, TipoEventoAuditoria } from '../contratos';
export { URL_API };

/** The REST reads of ra-data-simple-rest plus the commands, named after what the user means to do. */
export interface AvantiDataProvider
  extends DataProvider,
    MetodosAdmisiones,
    MetodosAcceso,
    MetodosCatalogos,
    MetodosHistoria,
    MetodosFacturacion,
    MetodosProgramacion,
    MetodosCoberturas,
    MetodosObjetivos,
    MetodosReportes,
    MetodosDashboard,
    MetodosMiEspacio,
    MetodosFinanzas,
    MetodosSalarios,
    MetodosExportaciones,
    MetodosAuditoria {}

const base = simpleRestProvider(URL_API, httpClient);

export const dataProvider: AvantiDataProvider = {
  ...base,
  ...metodosAdmisiones,
  ...metodosAcceso,
  ...metodosCatalogos,
  ...metodosHistoria,
  ...metodosFacturacion,
  ...metodosProgramacion,
  ...metodosCoberturas,
  ...metodosObjetivos,
  ...metodosReportes,
  ...metodosDashboard,
  ...metodosMiEspacio,
  ...metodosFinanzas,
  ...metodosSalarios,
  ...metodosExportaciones,
  ...metodosAuditoria,
};
