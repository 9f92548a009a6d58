import type { IdRecursoExportable } from '../../jobs/recursos-exportables.js';
import { hojaCoberturas } from './coberturas.hoja.js';
import { hojaEps } from './eps.hoja.js';
import { hojaCopagos, hojaGastosVariables } from './finanzas.hoja.js';
import { hojaPacientes } from './pacientes.hoja.js';
import { hojaPatologias } from './patologias.hoja.js';
import { hojaReporteMaestro } from './reporte-maestro.hoja.js';
import { hojaTarifas } from './tarifas.hoja.js';
import type { Hoja } from './hoja.js';

/** One sheet per exportable resource: adding a resource to RECURSOS_EXPORTABLES requires its sheet here. */
export const HOJAS: Readonly<Record<IdRecursoExportable, Hoja<any, any>>> = {
  eps: hojaEps,
  pacientes: hojaPacientes,
  patologias: hojaPatologias,
  coberturas: hojaCoberturas,
  tarifas: hojaTarifas,
  copagos: hojaCopagos,
  'gastos-variables': hojaGastosVariables,
  'reporte-maestro': hojaReporteMaestro,
};
