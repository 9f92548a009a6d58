/**
 * The modules and submodules a role may be granted (spec 3 §2.5), with the screen each one opens,
 * and the named capabilities behind the special rules of the specs (spec 1 §6, spec 2 §6, spec 3 §6).
 * A permission id is stable: roles store grants by id.
 */
export const MODULOS = [
  'Dashboard',
  'Reportes',
  'Admisiones',
  'Historia Clínica',
  'Mantenimiento',
  'Acceso',
  'Plan de intervención',
  'Programación',
  'Facturación',
  'Capacidades',
] as const;
export type Modulo = (typeof MODULOS)[number];

export interface DefinicionPermiso {
  id: string;
  modulo: Modulo;
  submodulo: string;
  /** The screen it opens; capabilities have none (or the one screen they enable). */
  ruta: string | null;
}

const p = (id: string, modulo: Modulo, submodulo: string, ruta: string | null): DefinicionPermiso => ({ id, modulo, submodulo, ruta });

export const CATALOGO_PERMISOS: readonly DefinicionPermiso[] = [
  p('dashboard.avanti', 'Dashboard', 'Dashboard principal', '/dashboard/avanti'),
  p('dashboard.gestion-ordenes', 'Dashboard', 'Gestión de autorizaciones', '/gestion-ordenes'),
  p('dashboard.gestion-terapias', 'Dashboard', 'Gestión de terapias', '/dashboard/gestion-terapias'),
  p('dashboard.nomina', 'Dashboard', 'Ingresos y gastos', '/dashboard-nomina'),
  p('dashboard.mi-espacio-admin', 'Dashboard', 'Administrar espacio', '/mi-espacio-admin'),
  p('dashboard.salarios', 'Dashboard', 'Salarios y contratos', '/ajustar-salarios'),
  p('dashboard.descargos', 'Dashboard', 'Descargos', '/descargos'),
  p('dashboard.gastos-fijos', 'Dashboard', 'Gastos fijos', '/gastos-fijos'),
  p('dashboard.gastos-variables', 'Dashboard', 'Gastos variables', '/gastos-variables'),

  p('reportes.pacientes', 'Reportes', 'Pacientes', '/reportes/pacientes'),
  p('reportes.ordenes', 'Reportes', 'Órdenes médicas', '/reportes/ordenes'),
  p('reportes.maestro', 'Reportes', 'Reporte maestro', '/reportes/maestro'),
  p('reportes.autorizaciones', 'Reportes', 'Autorizaciones', '/reportes/autorizaciones'),
  p('reportes.informe-evolucion', 'Reportes', 'Informes de pacientes', '/reportes/informeEvolucion'),
  p('reportes.cancelaciones', 'Reportes', 'Cancelaciones', '/reportes/cancelaciones'),
  p('reportes.objetivos-y-logros', 'Reportes', 'Objetivos y logros', '/reportes/objetivos-y-logros'),
  p('reportes.asistencia-usuarios', 'Reportes', 'Asistencia por usuario', '/reportes/asistencia-usuarios'),
  p('reportes.asistencia-por-fecha', 'Reportes', 'Asistencia por fecha', '/reportes/asistencia-por-fecha'),
  p('reportes.informe-autorizaciones', 'Reportes', 'Autorizaciones por vencimiento', '/reportes/informe-autorizaciones'),
  p('reportes.evoluciones-sin-logro', 'Reportes', 'Evoluciones sin logro', '/reportes/evoluciones-sin-logro'),
  p('reportes.registro-informes', 'Reportes', 'Registro de informes', '/reportes/registro-informes'),
  p('reportes.valoraciones', 'Reportes', 'Informe de valoración', '/reportes/valoraciones'),
  p('reportes.sesiones-terapeuticas', 'Reportes', 'Sesiones terapéuticas', '/reportes/sesiones-terapeuticas'),

  p('admisiones.ingreso', 'Admisiones', 'Ingreso de pacientes', '/admisiones/ingreso'),
  p('admisiones.pacientes', 'Admisiones', 'Pacientes registrados', '/admisiones/pacientes'),
  p('admisiones.servicios', 'Admisiones', 'Ingreso de servicios', '/admisiones/servicios'),
  p('admisiones.copagos', 'Admisiones', 'Copagos', '/copagos'),

  p('historia-clinica.historia', 'Historia Clínica', 'Historia clínica', '/historiaClinica/historia'),

  p('mantenimiento.eps', 'Mantenimiento', 'Aseguradoras', '/mantenimiento/mantenimientoEps'),
  p('mantenimiento.tarifas', 'Mantenimiento', 'Tarifas', '/ajustar-tarifas'),
  p('mantenimiento.estrategias', 'Mantenimiento', 'Estrategias terapéuticas', '/mantenimiento/mantenimientoEs'),
  p('mantenimiento.materiales', 'Mantenimiento', 'Materiales de apoyo', '/mantenimiento/mantenimientoMat'),
  p('mantenimiento.patologias', 'Mantenimiento', 'Patologías', '/mantenimiento/mantenimientoPatologias'),
  p('mantenimiento.motivos-consulta', 'Mantenimiento', 'Motivos de consulta', '/mantenimiento/mantenimientoMc'),
  p('mantenimiento.facturacion', 'Mantenimiento', 'Facturación (RIPS)', '/mantenimiento/facturacion'),

  p('acceso.usuarios', 'Acceso', 'Usuarios', '/acceso/usuario'),
  p('acceso.roles', 'Acceso', 'Roles y permisos', '/acceso/roles'),
  p('acceso.auditoria', 'Acceso', 'Auditoría', '/acceso/auditoria'),

  p('plan.evoluciones', 'Plan de intervención', 'Mi agenda', '/diarioCampo/evoluciones'),
  p('plan.objetivos-y-logros', 'Plan de intervención', 'Objetivos y logros', '/diarioCampo/objetivos-y-logros'),
  p('plan.objetivos-familia', 'Plan de intervención', 'Objetivos y logros (familia)', '/diarioCampo/objetivos-logros-familia'),

  p('programacion.citas', 'Programación', 'Programación de citas', '/programacion/programacion-citas'),
  p('programacion.cancelar-masivo', 'Programación', 'Cancelación masiva', '/programacion/cancelar-masivo'),

  p('facturacion.rips', 'Facturación', 'RIPS', '/facturacion/rips'),

  p('capacidad.mi-espacio', 'Capacidades', 'Mi Espacio', '/mi-espacio'),
  p('capacidad.todas-las-sedes', 'Capacidades', 'Ver y buscar en todas las sedes', null),
  p('capacidad.elegir-sede-reportes', 'Capacidades', 'Elegir la sede en los reportes', null),
  p('capacidad.elegir-sede-valoraciones', 'Capacidades', 'Elegir la sede en el informe de valoración', null),
  p('capacidad.ver-historias-confidenciales', 'Capacidades', 'Ver historias confidenciales', null),
  p('capacidad.asignar-lideres', 'Capacidades', 'Asignar líderes de terapia', null),
  p('capacidad.lider-confidencial', 'Capacidades', 'Marcar líder confidencial', null),
  p('capacidad.calificar-objetivos', 'Capacidades', 'Editar y calificar objetivos', null),
];

export const PERMISOS_POR_ID: ReadonlyMap<string, DefinicionPermiso> = new Map(CATALOGO_PERMISOS.map((d) => [d.id, d]));

export const esPermisoConocido = (id: string): boolean => PERMISOS_POR_ID.has(id);
