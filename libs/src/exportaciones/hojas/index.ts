import type { IdRecursoExportable } from '../../jobs/recursos-exportables.js';
import { hojaCoberturas } from './coberturas.hoja.js';
import { hojaEps } from './eps.hoja.js';
import { hojaCopagos, hojaGastosVariables } from './finanzas.hoja.js';
import { hojaDescargos, hojaGastosFijos } from './dinero-listas.hoja.js';
import { hojaReportePacientes } from './reporte-pacientes.hoja.js';
import { hojaPacientes } from './pacientes.hoja.js';
import { hojaPatologias } from './patologias.hoja.js';
import { hojaMiEspacioLiderados, hojaMiEspacioObjetivos, hojaMiEspacioSesiones } from './mi-espacio.hoja.js';
import { hojaNomina } from './nomina.hoja.js';
import { hojaReporteMaestro } from './reporte-maestro.hoja.js';
import { hojaReporteAsistenciaPorFecha, hojaReporteAutorizacionesVencimiento, hojaReporteCancelaciones } from './reportes.hoja.js';
import { hojaReporteAutorizaciones, hojaReporteAutorizacionesConSaldo, hojaReporteAutorizacionesRegistro } from './reporte-autorizaciones.hoja.js';
import { hojaReporteAsistenciaUsuarios } from './reporte-asistencia-usuarios.hoja.js';
import { hojaReporteSesionesTerapeuticas } from './reporte-sesiones-terapeuticas.hoja.js';
import { hojaEvolucionesSinLogro } from './reporte-evoluciones-sin-logro.hoja.js';
import { hojaReporteObjetivos } from './reporte-objetivos-y-logros.hoja.js';
import { hojaTarifas } from './tarifas.hoja.js';
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
