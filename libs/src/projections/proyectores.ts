import type { PgTable } from 'drizzle-orm/pg-core';
import { checkpoints, cie10, departamentos, eventos, municipios, streams } from '../database/schema/index.js';
import { proyectorAcceso } from '../acceso/proyecciones/acceso.projector.js';
import { proyectorPacientes } from '../admisiones/proyecciones/pacientes.projector.js';
import { proyectorAuditoria } from '../auditoria/proyecciones/auditoria.projector.js';
import { proyectorCatalogos } from '../catalogos/proyecciones/catalogos.projector.js';
import { proyectorCoberturas } from '../coberturas/proyecciones/coberturas.projector.js';
import { proyectorEps } from '../coberturas/proyecciones/eps.projector.js';
import { proyectorTarifas } from '../coberturas/proyecciones/tarifas.projector.js';
import { proyectorExportaciones } from '../exportaciones/proyecciones/exportaciones.projector.js';
import { proyectorHistoriaClinica } from '../historia-clinica/proyecciones/historia-clinica.projector.js';
import { proyectorSesiones } from '../programacion/proyecciones/sesiones.projector.js';
import { proyectorIndiceAtencion } from '../programacion/proyecciones/indice-atencion.projector.js';
import { proyectorFinanzas } from '../finanzas/proyecciones/finanzas.projector.js';
import { proyectorObjetivos } from '../objetivos/proyecciones/objetivos.projector.js';
import { proyectorFacturacion } from '../facturacion/proyector.js';
import { proyectorTablero } from '../reportes/proyecciones/tablero.projector.js';
import type { Proyector } from './proyector.js';

/** Every projector of the product, in the order a rebuild applies them to each event. */
export const PROYECTORES: readonly Proyector[] = [
  proyectorAcceso,
  proyectorEps,
  proyectorTarifas,
  proyectorPacientes,
  proyectorCoberturas,
  proyectorCatalogos,
  proyectorHistoriaClinica,
  proyectorSesiones,
  proyectorTablero,
  proyectorIndiceAtencion,
  proyectorFinanzas,
  proyectorObjetivos,
  proyectorFacturacion,
  proyectorExportaciones,
  proyectorAuditoria,
];

/**
 * The tables no projector owns, each for a reason: every other table is a read model and belongs to
 * exactly one projector (proyectores.spec.ts checks it).
 */
export const TABLAS_FUERA_DE_PROYECCIONES: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [eventos, 'el registro de eventos'],
  [streams, 'la última versión de cada stream: la concurrencia optimista del registro (decisión 0049)'],
  [checkpoints, 'dónde va cada proyector asíncrono'],
  [departamentos, 'catálogo DIVIPOLA importado de un archivo, no de eventos'],
  [municipios, 'catálogo DIVIPOLA importado de un archivo, no de eventos'],
  [cie10, 'tabla CIE-10 importada de un archivo, no de eventos'],
]);
