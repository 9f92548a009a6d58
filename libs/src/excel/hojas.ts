import type { IdRecursoExportable } from '../jobs/recursos-exportables.js';
import { hojaCoberturas } from '../coberturas/hojas/coberturas.hoja.js';
import { hojaEps } from '../coberturas/hojas/eps.hoja.js';
import { hojaCopagos, hojaGastosVariables } from '../finanzas/hojas/finanzas.hoja.js';
import { hojaDescargos, hojaGastosFijos } from '../finanzas/hojas/dinero-listas.hoja.js';
import { hojaReportePacientes } from '../reportes/hojas/reporte-pacientes.hoja.js';
import { hojaPacientes } from '../admisiones/hojas/pacientes.hoja.js';
import { hojaPatologias } from '../catalogos/hojas/patologias.hoja.js';
import { hojaMiEspacioLiderados, hojaMiEspacioObjetivos, hojaMiEspacioSesiones } from '../programacion/hojas/mi-espacio.hoja.js';
import { hojaNomina } from '../finanzas/hojas/nomina.hoja.js';
import { hojaReporteMaestro } from '../reportes/hojas/reporte-maestro.hoja.js';
import { hojaReporteAsistenciaPorFecha, hojaReporteAutorizacionesVencimiento, hojaReporteCancelaciones } from '../reportes/hojas/reportes.hoja.js';
import {
  hojaReporteAutorizaciones,
  hojaReporteAutorizacionesConSaldo,
  hojaReporteAutorizacionesRegistro,
} from '../reportes/hojas/reporte-autorizaciones.hoja.js';
import { hojaReporteAsistenciaUsuarios } from '../reportes/hojas/reporte-asistencia-usuarios.hoja.js';
import { hojaReporteSesionesTerapeuticas } from '../reportes/hojas/reporte-sesiones-terapeuticas.hoja.js';
import { hojaEvolucionesSinLogro } from '../reportes/hojas/reporte-evoluciones-sin-logro.hoja.js';
import { hojaReporteObjetivos } from '../reportes/hojas/reporte-objetivos-y-logros.hoja.js';
import { hojaTarifas } from '../coberturas/hojas/tarifas.hoja.js';
import type { Hoja } from './hoja.js';

/** One sheet per exportable resource: adding a resource to RECURSOS_EXPORTABLES requires its sheet here. */
export const HOJAS: Readonly<Record<IdRecursoExportable, Hoja<unknown, unknown>>> = {
  eps: hojaEps,
  pacientes: hojaPacientes,
  patologias: hojaPatologias,
  coberturas: hojaCoberturas,
  tarifas: hojaTarifas,
  copagos: hojaCopagos,
  'gastos-variables': hojaGastosVariables,
  'reporte-maestro': hojaReporteMaestro,
  'mi-espacio-objetivos': hojaMiEspacioObjetivos,
  'mi-espacio-liderados': hojaMiEspacioLiderados,
  'mi-espacio-sesiones': hojaMiEspacioSesiones,
  nomina: hojaNomina,
  'reporte-cancelaciones': hojaReporteCancelaciones,
  'reporte-asistencia-por-fecha': hojaReporteAsistenciaPorFecha,
  'reporte-autorizaciones-vencimiento': hojaReporteAutorizacionesVencimiento,
  'reporte-autorizaciones': hojaReporteAutorizaciones,
  'reporte-autorizaciones-registro': hojaReporteAutorizacionesRegistro,
  'reporte-autorizaciones-con-saldo': hojaReporteAutorizacionesConSaldo,
  'reporte-asistencia-usuarios': hojaReporteAsistenciaUsuarios,
  'reporte-sesiones-terapeuticas': hojaReporteSesionesTerapeuticas,
  'reporte-objetivos-y-logros': hojaReporteObjetivos,
  'reporte-evoluciones-sin-logro': hojaEvolucionesSinLogro,
  descargos: hojaDescargos,
  'gastos-fijos': hojaGastosFijos,
  'reporte-pacientes': hojaReportePacientes,
};
