import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { ProgresoExportacion, SolicitudExportacion, TipoEventoAuditoria } from '../contratos';
import { httpClient } from './httpClient';
import { guardarArchivo } from './descarga';
import { descargar, enviar, rutaApi, URL_API } from './peticion';
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
    MetodosSalarios {
  activarEps(id: Identifier): Promise<{ mensaje: string }>;
  desactivarEps(id: Identifier): Promise<{ mensaje: string }>;
  crearExportacion(solicitud: SolicitudExportacion): Promise<{ id: Identifier }>;
  estadoExportacion(id: Identifier): Promise<ProgresoExportacion>;
  /** Downloads the file of a finished export and saves it under the server's file name. */
  descargarExportacion(id: Identifier): Promise<{ nombre: string }>;
  tiposAuditoria(): Promise<TipoEventoAuditoria[]>;
}

const descargarExportacion = async (id: Identifier): Promise<{ nombre: string }> => {
  const { contenido, nombre } = await descargar(rutaApi('exportaciones', String(id), 'archivo'), `exportacion-${id}.xlsx`);
  guardarArchivo(contenido, nombre);
  return { nombre };
};

const base = simpleRestProvider(URL_API, httpClient);

export const dataProvider: AvantiDataProvider = {
  ...base,
  activarEps: (id) => enviar(rutaApi('eps', String(id), 'activar'), 'POST', {}),
  desactivarEps: (id) => enviar(rutaApi('eps', String(id), 'desactivar'), 'POST', {}),
  crearExportacion: (solicitud) => enviar<{ id: Identifier }>(rutaApi('exportaciones'), 'POST', solicitud),
  estadoExportacion: (id) => enviar<ProgresoExportacion>(rutaApi('exportaciones', String(id))),
  descargarExportacion,
  tiposAuditoria: () => enviar<TipoEventoAuditoria[]>(rutaApi('auditoria', 'tipos')),
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
};
