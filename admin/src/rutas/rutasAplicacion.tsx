import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { Navigate } from 'react-admin';
import { ListaRoles, ListaUsuarios } from '../acceso/pantallasAcceso';
import { PantallaProtegida } from '../acceso/PantallaProtegida';
import { IngresoPacientes, ListaPacientes } from '../admisiones';
import { ListaAuditoria } from '../auditoria';
import { ListaCatalogo } from '../catalogos';
import { PantallaHistoria } from '../historia-clinica';
import { PantallaHistoriaMovil } from '../historia-clinica/movil';
import { ListaEps } from '../coberturas/eps';
import { GestionOrdenes } from '../coberturas/ordenes';
import { ListaTarifas } from '../coberturas/tarifas';
import { ListaSalarios } from '../finanzas/salarios';
import { ListaCopagos, ListaDescargos, ListaGastosFijos, ListaGastosVariables, PantallaDashboardNomina } from '../finanzas/dinero';
import { ReporteOrdenes } from '../coberturas/reporte';
import { IngresoServicios } from '../coberturas/servicios';
import { CancelarMasivo, GestionTerapias, MiAgenda, ProgramacionCitas } from '../programacion';
import { PantallaMiEspacio, PantallaMiEspacioAdmin } from '../mi-espacio';
import { PantallaObjetivos, PantallaObjetivosFamilia } from '../objetivos';
import { PantallaDashboard } from '../dashboard';
import { ReporteAsistenciaPorFecha, ReporteCancelaciones, ReporteMaestro, ReportePacientes, ReporteVencimientos } from '../reportes';
import { ReporteEvolucionesSinLogro, ReporteObjetivosLogros } from '../reportes';
import { ReporteRegistroInformes, ReporteValoraciones } from '../reportes';
import { ReporteAsistenciaUsuarios, ReporteAutorizaciones, ReporteSesionesTerapeuticas } from '../reportes';
import { InformesPaciente } from '../reportes';
import { PantallaConfiguracionRips, PantallaRips } from '../facturacion';
import { EnConstruccion } from '../shell/EnConstruccion';
import { PANTALLAS, REDIRECCIONES, type Pantalla } from './pantallas';

/** The screens built so far; every other screen of the specs shows the 'en construcción' page. */
const PANTALLAS_CONSTRUIDAS: Readonly<Record<string, () => ReactNode>> = {
  '/mantenimiento/mantenimientoEps': () => <ListaEps />,
  '/gestion-ordenes': () => <GestionOrdenes />,
  '/ajustar-tarifas': () => <ListaTarifas />,
  '/ajustar-salarios': () => <ListaSalarios />,
  '/copagos': () => <ListaCopagos />,
  '/gastos-variables': () => <ListaGastosVariables />,
  '/gastos-fijos': () => <ListaGastosFijos />,
  '/descargos': () => <ListaDescargos />,
  '/dashboard-nomina': () => <PantallaDashboardNomina />,
  '/reportes/ordenes': () => <ReporteOrdenes />,
  '/dashboard/avanti': () => <PantallaDashboard />,
  '/reportes/pacientes': () => <ReportePacientes />,
  '/reportes/maestro': () => <ReporteMaestro />,
  '/reportes/cancelaciones': () => <ReporteCancelaciones />,
  '/reportes/asistencia-por-fecha': () => <ReporteAsistenciaPorFecha />,
  '/reportes/informe-autorizaciones': () => <ReporteVencimientos />,
  '/reportes/autorizaciones': () => <ReporteAutorizaciones />,
  '/reportes/asistencia-usuarios': () => <ReporteAsistenciaUsuarios />,
  '/reportes/sesiones-terapeuticas': () => <ReporteSesionesTerapeuticas />,
  '/reportes/objetivos-y-logros': () => <ReporteObjetivosLogros />,
  '/reportes/evoluciones-sin-logro': () => <ReporteEvolucionesSinLogro />,
  '/reportes/valoraciones': () => <ReporteValoraciones />,
  '/reportes/registro-informes': () => <ReporteRegistroInformes />,
  '/reportes/informeEvolucion': () => <InformesPaciente />,
  '/admisiones/servicios': () => <IngresoServicios />,
  '/acceso/auditoria': () => <ListaAuditoria />,
  '/admisiones/ingreso': () => <IngresoPacientes />,
  '/admisiones/pacientes': () => <ListaPacientes />,
  '/acceso/usuario': () => <ListaUsuarios />,
  '/acceso/roles': () => <ListaRoles />,
  '/historiaClinica/historia': () => <PantallaHistoria />,
  '/historiaClinica/historia-movil': () => <PantallaHistoriaMovil />,
  '/diarioCampo/evoluciones': () => <MiAgenda />,
  '/programacion/programacion-citas': () => <ProgramacionCitas />,
  '/diarioCampo/objetivos-y-logros': () => <PantallaObjetivos />,
  '/diarioCampo/objetivos-logros-familia': () => <PantallaObjetivosFamilia />,
  '/mi-espacio': () => <PantallaMiEspacio />,
  '/mi-espacio-admin': () => <PantallaMiEspacioAdmin />,
  '/dashboard/gestion-terapias': () => <GestionTerapias />,
  '/programacion/cancelar-masivo': () => <CancelarMasivo />,
  '/mantenimiento/mantenimientoEs': () => <ListaCatalogo key="estrategias" tipo="estrategias" />,
  '/mantenimiento/mantenimientoMat': () => <ListaCatalogo key="materiales" tipo="materiales" />,
  '/mantenimiento/mantenimientoPatologias': () => <ListaCatalogo key="patologias" tipo="patologias" />,
  '/mantenimiento/mantenimientoMc': () => <ListaCatalogo key="motivos-consulta" tipo="motivos-consulta" />,
  '/mantenimiento/facturacion': () => <PantallaConfiguracionRips />,
  '/facturacion/rips': () => <PantallaRips />,
};

const contenido = (pantalla: Pantalla): ReactNode => PANTALLAS_CONSTRUIDAS[pantalla.ruta]?.() ?? <EnConstruccion nombre={pantalla.nombre} />;

/** The routes inside the shell: redirects of the parent paths, then every screen behind its permission. */
export const rutasConDisposicion = (): ReactNode[] => [
  ...Object.entries(REDIRECCIONES).map(([desde, hacia]) => <Route key={desde} path={desde} element={<Navigate to={hacia} replace />} />),
  ...PANTALLAS.map((pantalla) => (
    <Route key={pantalla.ruta} path={pantalla.ruta} element={<PantallaProtegida permiso={pantalla.permiso}>{contenido(pantalla)}</PantallaProtegida>} />
  )),
];
