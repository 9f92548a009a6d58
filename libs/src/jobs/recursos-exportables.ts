/**
 * What can be exported to Excel, shared by the api (who may ask) and the workers (how to render it).
 * `permiso` is the permission the list's screen needs; `titulo` names the sheet and the file.
 */
export interface RecursoExportable {
  /** One permission, or several when the list lives on several screens (any of them suffices). */
  permiso: string | readonly string[];
  titulo: string;
}

export const RECURSOS_EXPORTABLES = {
  eps: { permiso: 'mantenimiento.eps', titulo: 'Aseguradoras' },
  pacientes: { permiso: 'admisiones.pacientes', titulo: 'Pacientes' },
  patologias: { permiso: 'mantenimiento.patologias', titulo: 'Patologías' },
  coberturas: { permiso: 'reportes.ordenes', titulo: 'Órdenes y autorizaciones' },
  tarifas: { permiso: 'mantenimiento.tarifas', titulo: 'Tarifas' },
  copagos: { permiso: 'admisiones.copagos', titulo: 'Copagos' },
  'gastos-variables': { permiso: 'dashboard.gastos-variables', titulo: 'Gastos variables' },
  'reporte-maestro': { permiso: 'reportes.maestro', titulo: 'Reporte maestro' },
  nomina: { permiso: 'dashboard.nomina', titulo: 'Nómina de terapeutas' },
  'reporte-cancelaciones': { permiso: 'reportes.cancelaciones', titulo: 'Cancelaciones' },
  'reporte-asistencia-por-fecha': { permiso: 'reportes.asistencia-por-fecha', titulo: 'Asistencia por fecha' },
  'reporte-autorizaciones-vencimiento': { permiso: 'reportes.informe-autorizaciones', titulo: 'Autorizaciones por vencimiento' },
  'reporte-autorizaciones': { permiso: 'reportes.autorizaciones', titulo: 'Reporte de autorizaciones' },
  'reporte-autorizaciones-registro': { permiso: 'reportes.autorizaciones', titulo: 'Autorizaciones con registro' },
  'reporte-autorizaciones-con-saldo': { permiso: 'reportes.autorizaciones', titulo: 'Autorizaciones con saldo' },
  'reporte-asistencia-usuarios': { permiso: 'reportes.asistencia-usuarios', titulo: 'Asistencia por usuario' },
  'reporte-sesiones-terapeuticas': { permiso: 'reportes.sesiones-terapeuticas', titulo: 'Sesiones terapéuticas' },
  'mi-espacio-objetivos': { permiso: ['capacidad.mi-espacio', 'dashboard.mi-espacio-admin'], titulo: 'Objetivos próximos a vencer' },
  'mi-espacio-liderados': { permiso: ['capacidad.mi-espacio', 'dashboard.mi-espacio-admin'], titulo: 'Pacientes liderados' },
  'mi-espacio-sesiones': { permiso: ['capacidad.mi-espacio', 'dashboard.mi-espacio-admin'], titulo: 'Sesiones realizadas' },
  'reporte-objetivos-y-logros': { permiso: 'reportes.objetivos-y-logros', titulo: 'Objetivos y logros' },
  'reporte-evoluciones-sin-logro': { permiso: 'reportes.evoluciones-sin-logro', titulo: 'Evoluciones sin logro' },
  descargos: { permiso: 'dashboard.descargos', titulo: 'Descargos' },
  'gastos-fijos': { permiso: 'dashboard.gastos-fijos', titulo: 'Gastos fijos' },
  'reporte-pacientes': { permiso: 'reportes.pacientes', titulo: 'Reporte de pacientes' },
} as const satisfies Record<string, RecursoExportable>;

export type IdRecursoExportable = keyof typeof RECURSOS_EXPORTABLES;

export const esRecursoExportable = (recurso: unknown): recurso is IdRecursoExportable =>
  typeof recurso === 'string' && Object.hasOwn(RECURSOS_EXPORTABLES, recurso);

/** Whether someone holding these permissions may export the resource. */
export const puedeExportar = (recurso: IdRecursoExportable, permisos: ReadonlySet<string>): boolean =>
  ([] as string[]).concat(RECURSOS_EXPORTABLES[recurso].permiso).some((p) => permisos.has(p));

export const MENSAJE_RECURSO_DESCONOCIDO = 'Recurso de exportación desconocido';

/** The job that renders an export. */
export const TRABAJO_EXPORTAR_EXCEL = 'exportar-excel';

export interface DatosExportarExcel {
  exportacionId: string;
  recurso: string;
  filtro: Record<string, unknown>;
}

/** `Aseguradoras` → `aseguradoras`: a file name without accents or spaces. */
export const nombreDeArchivo = (titulo: string): string =>
  titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
