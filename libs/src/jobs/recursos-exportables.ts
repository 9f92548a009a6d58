/**
 * What can be exported to Excel, shared by the api (who may ask) and the workers (how to render it).
 * `permiso` is the permission the list's screen needs; `titulo` names the sheet and the file.
 */
export interface RecursoExportable {
  permiso: string;
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
} as const satisfies Record<string, RecursoExportable>;

export type IdRecursoExportable = keyof typeof RECURSOS_EXPORTABLES;

export const esRecursoExportable = (recurso: unknown): recurso is IdRecursoExportable =>
  typeof recurso === 'string' && Object.hasOwn(RECURSOS_EXPORTABLES, recurso);

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
