/**
 * The authorization matrix (issues 3, 8 and 15): role × route × site.
 *
 * What each route requires is written HERE, by hand, from the specs' screens (ESPERADO below), never
 * read from the decorators the guard reads: a route that declares the wrong permission answers
 * differently from this table and fails. Which roles hold which permission is the seeded data of the
 * specs' roles (ROLES_PREDETERMINADOS). Every route the running api serves is read from its Express
 * router: a new route without a line in ESPERADO fails loudly, asking for its expected permission.
 * Sites: a user of one site gets 404 or 403, never the record, on every route about a patient of
 * another site, new routes included.
 */
import { esPermisoConocido } from '@avanti/libs/acceso/catalogo-permisos';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import { USUARIOS_DEMO_ROLES } from '@avanti/api/acceso/siembra/siembra';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/** The guard's own refusal; a handler refusing further (a capability) speaks with its own message. */
const MENSAJE_SIN_PERMISO = 'No tiene permiso para realizar esta acción';

type Esperado = { publica: true } | { sesion: true } | { permisos: readonly string[] };
const PUBLICA: Esperado = { publica: true };
/** Any signed-in user: the handler serves only what is theirs or checks the resource's own permission. */
const SESION: Esperado = { sesion: true };
const permiso = (...permisos: string[]): Esperado => ({ permisos });

// Spec 3 §2 (Acceso): users, roles and permissions, audit. The user form picks a role, so reading roles
// is also for whoever manages users.
const USUARIOS = permiso('acceso.usuarios');
const ROLES = permiso('acceso.roles');
const ROLES_LECTURA = permiso('acceso.roles', 'acceso.usuarios');
const AUDITORIA = permiso('acceso.auditoria');
// Spec 1 §2 (Coberturas): the insurers' maintenance screen.
const EPS = permiso('mantenimiento.eps');
// Spec 1 §5-§8 (Admisiones): intake writes; the registered-patients screen reads, changes state and leaders.
const ADMISION_LECTURA = permiso('admisiones.ingreso', 'admisiones.pacientes');
const ADMISION = permiso('admisiones.ingreso');
const PACIENTES_REGISTRADOS = permiso('admisiones.pacientes');
// Spec 1 §2 (Coberturas): service intake registers; authorization management adjusts and cancels; the
// orders report reads and cancels single authorizations; scheduling reads what a session can draw from.
const COBERTURAS_LECTURA = permiso('admisiones.servicios', 'dashboard.gestion-ordenes', 'reportes.ordenes');
const SERVICIOS = permiso('admisiones.servicios');
const GESTION_ORDENES = permiso('dashboard.gestion-ordenes');
const CANCELAR_COBERTURA = permiso('dashboard.gestion-ordenes', 'reportes.ordenes');
const SERVICIOS_DISPONIBLES = permiso('programacion.citas', 'admisiones.servicios');
const TARIFAS = permiso('mantenimiento.tarifas');
// Spec 2 'Catalogues (maintenance)': each screen its permission; the history's verification reads the reason terms,
// and its diagnosis pickers (impression, plan) search CIE-10 and DSM, as the pathologies screen does.
const ESTRATEGIAS = permiso('mantenimiento.estrategias');
const MATERIALES = permiso('mantenimiento.materiales');
// The agenda's evolve form reads the strategies and materials of the session's specialty.
const ESTRATEGIAS_LECTURA = permiso('mantenimiento.estrategias', 'plan.evoluciones');
const MATERIALES_LECTURA = permiso('mantenimiento.materiales', 'plan.evoluciones');
const PATOLOGIAS = permiso('mantenimiento.patologias');
const MOTIVOS_CONSULTA = permiso('mantenimiento.motivos-consulta');
const MOTIVOS_CONSULTA_LECTURA = permiso('mantenimiento.motivos-consulta', 'historia-clinica.historia');
const DIAGNOSTICOS = permiso('historia-clinica.historia', 'mantenimiento.patologias');
// Spec 2 scheduling: the calendar programs and moves; both cancellation screens cancel; the agenda evolves its own
// sessions; all four read sessions (the agenda only the therapist's own, the handler's scope).
const SESIONES_LECTURA = permiso('programacion.citas', 'dashboard.gestion-terapias', 'programacion.cancelar-masivo', 'plan.evoluciones');
const CALENDARIO = permiso('programacion.citas');
const CANCELAR_MASIVO = permiso('programacion.cancelar-masivo');
const EVOLUCIONAR = permiso('plan.evoluciones');
const TERAPEUTAS = permiso('programacion.citas', 'programacion.cancelar-masivo');
// Spec 2 'Clinical history' (/historiaClinica/historia): reads and entries; confidentiality is the handler's (403 with its own words).
// Issue 11: 'Accesos a la historia' is the administrator's (the audit's permission), behind the same door.
const HISTORIA = permiso('historia-clinica.historia');
// Spec 3 §2.4 (money): salary data only for the salaries screen; the payroll and 'Accounting by dates' for /dashboard-nomina;
// discards and the late-evolutions variant for /descargos; copays under Admisiones; each expense screen its own.
const SALARIOS = permiso('dashboard.salarios');
const NOMINA = permiso('dashboard.nomina');
const DESCARGOS = permiso('dashboard.descargos');
// The therapist picker of the payroll and discards screens (names only).
const TERAPEUTAS_DINERO = permiso('dashboard.nomina', 'dashboard.descargos');
const COPAGOS = permiso('admisiones.copagos');
const GASTOS_FIJOS = permiso('dashboard.gastos-fijos');
const GASTOS_VARIABLES = permiso('dashboard.gastos-variables');
const OBJETIVOS = permiso('plan.objetivos-y-logros');
const OBJETIVOS_LECTURA = permiso('plan.objetivos-y-logros', 'plan.objetivos-familia');
// Spec 2 routes: the families' view of objectives (/diarioCampo/objetivos-logros-familia) reads behind its own screen.
const OBJETIVOS_FAMILIA = permiso('plan.objetivos-familia');
const MI_ESPACIO = permiso('capacidad.mi-espacio', 'dashboard.mi-espacio-admin');

const ESPERADO: Record<string, Esperado> = {
  'get /api/health': PUBLICA,
  'get /api/health/vivo': PUBLICA,
  'get /api/health/listo': PUBLICA,
  'post /api/auth/login': PUBLICA,
  'get /api/auth/permisos': SESION,
  'post /api/auth/cambiar-contrasena': SESION,
  // Signing out revokes whatever token or cookie it is given, and always clears the cookie.
  'post /api/auth/logout': PUBLICA,
  'get /api/sedes': SESION,
  // The server's clock, from which the admin takes today's date (issue 25 item 4).
  'get /api/reloj': SESION,

  'get /api/usuarios': USUARIOS,
  'post /api/usuarios': USUARIOS,
  'get /api/usuarios/:id': USUARIOS,
  'put /api/usuarios/:id': USUARIOS,
  'post /api/usuarios/:id/desactivar': USUARIOS,
  'post /api/usuarios/:id/activar': USUARIOS,
  'get /api/usuarios/:id/imagenes/:imagen': USUARIOS,

  'get /api/roles': ROLES_LECTURA,
  'get /api/roles/:id': ROLES_LECTURA,
  'post /api/roles': ROLES,
  'post /api/roles/:id/desactivar': ROLES,
  'post /api/roles/:id/activar': ROLES,
  'get /api/roles/:id/permisos': ROLES,
  'put /api/roles/:id/permisos/:permisoId': ROLES,

  'get /api/auditoria': AUDITORIA,
  'get /api/auditoria/tipos': AUDITORIA,
  'get /api/auditoria/:id': AUDITORIA,

  'get /api/eps': EPS,
  'get /api/eps/:id': EPS,
  // Issue 28: the insurer lookup of service intake and the rates dialog, open with their own permissions.
  'get /api/aseguradoras': permiso('admisiones.servicios', 'mantenimiento.tarifas', 'mantenimiento.eps'),
  'post /api/eps': EPS,
  'post /api/eps/:id/desactivar': EPS,
  'post /api/eps/:id/activar': EPS,

  'get /api/admisiones/catalogos': ADMISION_LECTURA,
  'get /api/admisiones/departamentos': ADMISION_LECTURA,
  'get /api/admisiones/municipios': ADMISION_LECTURA,
  'get /api/admisiones/aseguradoras': ADMISION_LECTURA,
  'get /api/admisiones/terapeutas': ADMISION_LECTURA,

  'get /api/pacientes': ADMISION_LECTURA,
  'get /api/pacientes/contadores': ADMISION_LECTURA,
  'get /api/pacientes/:id': ADMISION_LECTURA,
  'post /api/pacientes': ADMISION,
  'put /api/pacientes/:id': ADMISION,
  'post /api/pacientes/:id/estado': PACIENTES_REGISTRADOS,
  'post /api/pacientes/:id/lideres': PACIENTES_REGISTRADOS,
  'get /api/pacientes/:id/acudientes': ADMISION_LECTURA,
  'post /api/pacientes/:id/acudientes': ADMISION,
  'delete /api/pacientes/:id/acudientes/:documento': ADMISION,
  'get /api/pacientes/:id/motivos': ADMISION_LECTURA,
  'post /api/pacientes/:id/motivos': ADMISION,
  'post /api/pacientes/:id/documentos': ADMISION,
  'post /api/pacientes/:id/documentos/:tipo': ADMISION,
  'get /api/pacientes/:id/documentos/:tipo': ADMISION_LECTURA,

  'get /api/coberturas': COBERTURAS_LECTURA,
  'get /api/coberturas/:id': COBERTURAS_LECTURA,
  'get /api/coberturas/:id/historial': COBERTURAS_LECTURA,
  'post /api/coberturas/ordenes': SERVICIOS,
  'post /api/coberturas/autorizaciones': SERVICIOS,
  'post /api/coberturas/particulares': SERVICIOS,
  'post /api/coberturas/convenios': SERVICIOS,
  'post /api/coberturas/:id/ajustar': GESTION_ORDENES,
  'post /api/coberturas/:id/cancelar': CANCELAR_COBERTURA,
  'get /api/pacientes/:id/ordenes-activas': SERVICIOS,
  'get /api/pacientes/:id/servicios-disponibles': SERVICIOS_DISPONIBLES,
  'get /api/especialidades': SESION,
  'put /api/especialidades/:codigo': TARIFAS,
  'get /api/tarifas': TARIFAS,
  'get /api/tarifas/:id': TARIFAS,
  'post /api/tarifas': TARIFAS,
  'put /api/tarifas/:id': TARIFAS,

  'get /api/catalogos/estrategias': ESTRATEGIAS_LECTURA,
  'get /api/catalogos/estrategias/:id': ESTRATEGIAS_LECTURA,
  'post /api/catalogos/estrategias': ESTRATEGIAS,
  'post /api/catalogos/estrategias/:id/desactivar': ESTRATEGIAS,
  'post /api/catalogos/estrategias/:id/activar': ESTRATEGIAS,
  'get /api/catalogos/materiales': MATERIALES_LECTURA,
  'get /api/catalogos/materiales/:id': MATERIALES_LECTURA,
  'post /api/catalogos/materiales': MATERIALES,
  'post /api/catalogos/materiales/:id/desactivar': MATERIALES,
  'post /api/catalogos/materiales/:id/activar': MATERIALES,
  'get /api/catalogos/patologias': PATOLOGIAS,
  'get /api/catalogos/patologias/:id': PATOLOGIAS,
  'post /api/catalogos/patologias': PATOLOGIAS,
  'post /api/catalogos/patologias/:id/desactivar': PATOLOGIAS,
  'post /api/catalogos/patologias/:id/activar': PATOLOGIAS,
  'get /api/catalogos/motivos-consulta': MOTIVOS_CONSULTA_LECTURA,
  'get /api/catalogos/motivos-consulta/:id': MOTIVOS_CONSULTA_LECTURA,
  'post /api/catalogos/motivos-consulta': MOTIVOS_CONSULTA,
  'post /api/catalogos/motivos-consulta/:id/desactivar': MOTIVOS_CONSULTA,
  'post /api/catalogos/motivos-consulta/:id/activar': MOTIVOS_CONSULTA,
  'get /api/cie10': DIAGNOSTICOS,
  'get /api/dsm': DIAGNOSTICOS,

  // The history's patient search serves both objectives screens too (names and documents, site rules).
  'get /api/historia-clinica/pacientes': permiso('historia-clinica.historia', 'plan.objetivos-y-logros', 'plan.objetivos-familia'),
  'get /api/historia-clinica/pacientes/:id': permiso('historia-clinica.historia', 'plan.objetivos-y-logros', 'plan.objetivos-familia'),
  'get /api/pacientes/:id/historia': HISTORIA,
  'get /api/pacientes/:id/historia/foto': HISTORIA,
  'get /api/pacientes/:id/historia/motivos': HISTORIA,
  'post /api/pacientes/:id/historia/motivos': HISTORIA,
  'post /api/pacientes/:id/historia/motivos/:motivoId/verificar': HISTORIA,
  'get /api/pacientes/:id/historia/antecedentes': HISTORIA,
  'post /api/pacientes/:id/historia/antecedentes': HISTORIA,
  'get /api/pacientes/:id/historia/impresiones': HISTORIA,
  'post /api/pacientes/:id/historia/impresiones': HISTORIA,
  'post /api/pacientes/:id/historia/diagnostico': HISTORIA,
  'get /api/pacientes/:id/historia/examenes': HISTORIA,
  'post /api/pacientes/:id/historia/examenes': HISTORIA,
  'get /api/pacientes/:id/historia/examenes/:examenId/archivo': HISTORIA,
  'get /api/pacientes/:id/historia/planes': HISTORIA,
  'post /api/pacientes/:id/historia/planes': HISTORIA,
  'get /api/pacientes/:id/historia/evoluciones': HISTORIA,
  'get /api/pacientes/:id/historia/accesos': AUDITORIA,
  'get /api/pacientes/:id/historia/estado-evaluacion': HISTORIA,

  'get /api/sesiones': SESIONES_LECTURA,
  'get /api/sesiones/:id': SESIONES_LECTURA,
  // The patient's photo on the agenda's and the calendar's events (spec 2 url_foto): whoever reads the session.
  'get /api/sesiones/:id/foto': SESIONES_LECTURA,
  // Issue 27 item 8: the session's history, to whoever reads the session and to the audit (within its site).
  'get /api/sesiones/:id/historial': permiso(
    'programacion.citas',
    'dashboard.gestion-terapias',
    'programacion.cancelar-masivo',
    'plan.evoluciones',
    'acceso.auditoria',
  ),
  'post /api/sesiones/programar': CALENDARIO,
  'post /api/sesiones/programar/previsualizar': CALENDARIO,
  // Issue 27 items 5 to 7 (decision 0041): a series with its clashes before programming, moving across days, the therapist's other sites greyed.
  'post /api/sesiones/programar-serie': CALENDARIO,
  'post /api/sesiones/programar-serie/previsualizar': CALENDARIO,
  'post /api/sesiones/:id/mover': CALENDARIO,
  'get /api/sesiones/ocupacion': CALENDARIO,
  'post /api/sesiones/cancelar-masivo': CANCELAR_MASIVO,
  // Issue 28 item 15: each cancellation screen has its route and its rule (decision 0034).
  'post /api/sesiones/:id/cancelar': CALENDARIO,
  'post /api/sesiones/:id/cancelar-en-gestion': permiso('dashboard.gestion-terapias'),
  'post /api/sesiones/:id/aceptar-cyt': CALENDARIO,
  'post /api/sesiones/:id/horario': CALENDARIO,
  'post /api/sesiones/:id/terapeuta': CALENDARIO,
  'post /api/sesiones/:id/evolucion': EVOLUCIONAR,

  'get /api/salarios': SALARIOS,
  'get /api/salarios/:usuarioId': SALARIOS,
  'put /api/salarios/:usuarioId': SALARIOS,
  'get /api/nomina': NOMINA,
  'get /api/dashboard/nomina': NOMINA,
  'get /api/finanzas/terapeutas': TERAPEUTAS_DINERO,
  'get /api/descargos': DESCARGOS,
  'get /api/descargos/:id': DESCARGOS,
  'post /api/descargos': DESCARGOS,
  'post /api/descargos/:id/anular': DESCARGOS,
  'delete /api/descargos/:id': DESCARGOS,
  'get /api/evoluciones-atrasadas': DESCARGOS,
  'get /api/copagos': COPAGOS,
  'get /api/copagos/:id': COPAGOS,
  'post /api/copagos': COPAGOS,
  'post /api/copagos/:id/anular': COPAGOS,
  'delete /api/copagos/:id': COPAGOS,
  'get /api/gastos-fijos': GASTOS_FIJOS,
  'get /api/gastos-fijos/:id': GASTOS_FIJOS,
  'post /api/gastos-fijos': GASTOS_FIJOS,
  'post /api/gastos-fijos/:id/anular': GASTOS_FIJOS,
  'delete /api/gastos-fijos/:id': GASTOS_FIJOS,
  'get /api/gastos-variables': GASTOS_VARIABLES,
  'get /api/gastos-variables/:id': GASTOS_VARIABLES,
  'post /api/gastos-variables': GASTOS_VARIABLES,
  'post /api/gastos-variables/:id/anular': GASTOS_VARIABLES,
  'delete /api/gastos-variables/:id': GASTOS_VARIABLES,
  'get /api/terapeutas': TERAPEUTAS,

  // Spec 3 §2.3 main dashboard and §2.2 reports (issue 16): each behind its screen's permission; the site is the handler's scope.
  'get /api/dashboard/hoy': permiso('dashboard.avanti'),
  'get /api/dashboard/resumen': permiso('dashboard.avanti'),
  'get /api/dashboard/alertas': permiso('dashboard.avanti'),
  'get /api/reportes/maestro': permiso('reportes.maestro'),
  'get /api/reportes/cancelaciones': permiso('reportes.cancelaciones'),
  'get /api/reportes/asistencia-por-fecha': permiso('reportes.asistencia-por-fecha'),
  'get /api/reportes/autorizaciones-vencimiento': permiso('reportes.informe-autorizaciones'),
  'get /api/reportes/pacientes': permiso('reportes.pacientes'),
  'get /api/reportes/ordenes': permiso('reportes.ordenes'),
  // Items 5, 9 and 10: each behind its screen's permission (roles 1, 8, 13 and 14 by default); site scoping is the handler's.
  'get /api/reportes/autorizaciones': permiso('reportes.autorizaciones'),
  'get /api/reportes/asistencia-usuarios': permiso('reportes.asistencia-usuarios'),
  // The attendance screens' totals row (items 8 and 9): what each screen's list may see.
  'get /api/reportes/asistencia-usuarios/totales': permiso('reportes.asistencia-usuarios'),
  'get /api/reportes/asistencia-por-fecha/totales': permiso('reportes.asistencia-por-fecha'),
  'get /api/reportes/sesiones-terapeuticas': permiso('reportes.sesiones-terapeuticas'),
  // Objectives and achievements (item 3, both variants) and evolutions without objective achievement (item 11).
  'get /api/reportes/objetivos-y-logros': permiso('reportes.objetivos-y-logros'),
  'get /api/reportes/objetivos-y-logros/trimestre': permiso('reportes.objetivos-y-logros'),
  'get /api/reportes/objetivos-y-logros/personas': permiso('reportes.objetivos-y-logros'),
  'get /api/reportes/evoluciones-sin-logro': permiso('reportes.evoluciones-sin-logro'),
  // Issue 25 item 3: each report's getOne (GET /api/reportes/<reporte>/:id) and the pivot's totals row, behind the report's own permission.
  'get /api/reportes/maestro/:id': permiso('reportes.maestro'),
  'get /api/reportes/cancelaciones/:id': permiso('reportes.cancelaciones'),
  'get /api/reportes/asistencia-por-fecha/:id': permiso('reportes.asistencia-por-fecha'),
  'get /api/reportes/autorizaciones-vencimiento/:id': permiso('reportes.informe-autorizaciones'),
  'get /api/reportes/pacientes/:id': permiso('reportes.pacientes'),
  'get /api/reportes/autorizaciones/:id': permiso('reportes.autorizaciones'),
  'get /api/reportes/asistencia-usuarios/:id': permiso('reportes.asistencia-usuarios'),
  'get /api/reportes/sesiones-terapeuticas/:id': permiso('reportes.sesiones-terapeuticas'),
  'get /api/reportes/sesiones-terapeuticas/totales': permiso('reportes.sesiones-terapeuticas'),
  'get /api/reportes/objetivos-y-logros/:id': permiso('reportes.objetivos-y-logros'),
  'get /api/reportes/objetivos-y-logros/trimestre/:id': permiso('reportes.objetivos-y-logros'),
  'get /api/reportes/evoluciones-sin-logro/:id': permiso('reportes.evoluciones-sin-logro'),
  // Evaluation report (item 14): its screen lists; the PDF is asked from that screen or from the clinical history's
  // export modal (whoever reads the history); site and confidentiality are the handler's (404 / 403 with the spec's words).
  'get /api/reportes/valoraciones': permiso('reportes.valoraciones'),
  'get /api/reportes/valoraciones/pacientes': permiso('reportes.valoraciones'),
  // The log of exported reports (item 12).
  'get /api/reportes/registro-informes': permiso('reportes.registro-informes'),
  'post /api/reportes/valoracion': permiso('reportes.valoraciones', 'historia-clinica.historia'),
  'get /api/reportes/valoracion/requisitos': permiso('reportes.valoraciones', 'historia-clinica.historia'),
  // Patient reports ('Informes', item 13): preview and PDFs behind the screen's permission (roles 1, 8, 13, 14); site (404) and the
  // history's lock (403 with its words) are the handler's. The quarter variant's period PDF (item 3) behind the objectives report's.
  'get /api/reportes/informe-evolucion': permiso('reportes.informe-evolucion'),
  'get /api/reportes/informe-evolucion/pacientes': permiso('reportes.informe-evolucion'),
  'post /api/reportes/informes-paciente': permiso('reportes.informe-evolucion'),
  'post /api/reportes/objetivos-y-logros/pdf': permiso('reportes.objetivos-y-logros'),

  // Spec 2 'Objectives and achievements' and 'Therapist personal space'; psychology confidentiality is the handler's (403 with its own words).
  'get /api/objetivos': OBJETIVOS_LECTURA,
  'get /api/objetivos/:id': OBJETIVOS_LECTURA,
  'post /api/objetivos': OBJETIVOS,
  'post /api/objetivos/:id/calificar': OBJETIVOS,
  'post /api/objetivos/:id/extender': OBJETIVOS,
  'get /api/pacientes/:id/objetivos/resumen': OBJETIVOS_LECTURA,
  'get /api/pacientes/:id/objetivos/familia': OBJETIVOS_FAMILIA,
  'get /api/mi-espacio': MI_ESPACIO,
  'get /api/mi-espacio/sesiones-realizadas': MI_ESPACIO,

  // Issue 26 (billing): the RIPS screen; its configuration in maintenance, read by both screens.
  'get /api/facturacion/aseguradoras': permiso('facturacion.rips'),
  'get /api/facturacion/rips/vista-previa': permiso('facturacion.rips'),
  'get /api/facturacion/rips': permiso('facturacion.rips'),
  'post /api/facturacion/rips': permiso('facturacion.rips'),
  'get /api/facturacion/rips/:id': permiso('facturacion.rips'),
  'get /api/facturacion/rips/:id/archivo': permiso('facturacion.rips'),
  'get /api/facturacion/prestadores': permiso('mantenimiento.facturacion', 'facturacion.rips'),
  'put /api/facturacion/prestadores/:sede': permiso('mantenimiento.facturacion'),
  'get /api/facturacion/servicios-rips': permiso('mantenimiento.facturacion', 'facturacion.rips'),
  'put /api/facturacion/servicios-rips/:especialidad/:tipoSesion': permiso('mantenimiento.facturacion'),

  // An export checks the permission of the list it exports; its file, that it is the requester's.
  'post /api/exportaciones': SESION,
  'get /api/exportaciones/:id': SESION,
  'get /api/exportaciones/:id/archivo': SESION,
};

interface Ruta {
  metodo: string;
  ruta: string;
}
const clave = (r: Ruta) => `${r.metodo} ${r.ruta}`;
const legible = (r: Ruta) => `${r.metodo.toUpperCase()} ${r.ruta}`;

/** The routes the Express router really serves under /api (the OpenAPI documentation aside). */
function rutasDelRouter(app: AppDePrueba): Ruta[] {
  const express = app.app.getHttpAdapter().getInstance() as { router?: { stack: unknown[] }; _router?: { stack: unknown[] } };
  const pila = (express.router ?? express._router)!.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  return pila
    .filter((capa) => capa.route && String(capa.route.path).startsWith('/api/') && !String(capa.route.path).startsWith('/api/docs'))
    .flatMap((capa) => Object.keys(capa.route!.methods).map((metodo) => ({ metodo, ruta: String(capa.route!.path) })));
}

const UUID_AJENO = '00000000-0000-4000-8000-000000000000';
/** Harmless values for path parameters: nothing with these ids exists. */
const concretar = (ruta: string, id = UUID_AJENO) =>
  ruta
    .replace(/\/roles\/:id/, '/roles/999999')
    .replace(':permisoId', 'dashboard.avanti')
    .replace(':imagen', 'foto')
    .replace(':tipo', 'consentimiento')
    .replace(':documento', '52111222')
    .replace(':id', id)
    .replace(/:[A-Za-z]+/g, UUID_AJENO);

const USUARIOS_POR_ROL = [{ usuario: 'admin', rol: 1 }, ...USUARIOS_DEMO_ROLES.map((rol) => ({ usuario: `rol${rol}`, rol }))];
const permisosDe = (rol: number) => new Set(ROLES_PREDETERMINADOS.find((r) => r.numero === rol)?.permisos ?? []);

// The guard and the handlers' refusals do not depend on the engine (every HTTP suite runs both), and the
// matrix is the suite's longest walk: it runs once, on PostgreSQL when it answers (as served), else PGlite.
const motores = [(await motoresDisponibles()).includes('postgres') ? 'postgres' : 'pglite'] as const;

describe.each(motores)('Matriz de autorización rol × ruta × sede (%s)', (motor) => {
  let app: AppDePrueba;
  let rutas: Ruta[];
  const llamar = (r: Ruta, token?: string, id?: string) => {
    const req = (app.http as unknown as Record<string, (ruta: string) => import('supertest').Test>)[r.metodo](concretar(r.ruta, id));
    if (token) req.set('authorization', token);
    return r.metodo === 'get' || r.metodo === 'delete' ? req : req.send({});
  };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    rutas = rutasDelRouter(app);
  });
  afterAll(() => app.cerrar());

  it('cada ruta servida tiene su expectativa escrita desde el spec, y cada expectativa una ruta', () => {
    expect(rutas.length).toBeGreaterThan(40);
    const sinExpectativa = rutas.filter((r) => !(clave(r) in ESPERADO)).map(legible);
    if (sinExpectativa.length) {
      throw new Error(
        `Rutas nuevas sin expectativa en la matriz de autorización:\n  ${sinExpectativa.join('\n  ')}\n` +
          'Declare en ESPERADO (test/acceso/matriz-autorizacion.test.ts) el permiso que el spec les exige, o PUBLICA / SESION.',
      );
    }
    const servidas = new Set(rutas.map(clave));
    expect(Object.keys(ESPERADO).filter((k) => !servidas.has(k))).toEqual([]);
    const desconocidos = Object.values(ESPERADO)
      .flatMap((e) => ('permisos' in e ? e.permisos : []))
      .filter((p) => !esPermisoConocido(p));
    expect(desconocidos).toEqual([]);
  });

  it('sin token: las públicas responden, las demás dan 401', async () => {
    const fallos: string[] = [];
    for (const r of rutas) {
      const res = await llamar(r);
      const publica = 'publica' in (ESPERADO[clave(r)] ?? {});
      if ((res.status === 401) === publica) fallos.push(`${legible(r)} → ${res.status}`);
    }
    expect(fallos).toEqual([]);
  });

  it('cada rol sembrado: 403 del guardia exactamente donde su rol no tiene ninguno de los permisos que el spec pide', async () => {
    const fallos: string[] = [];
    let llamadas = 0;
    let denegadas = 0;
    for (const { usuario, rol } of USUARIOS_POR_ROL) {
      const token = await app.ingresar(usuario);
      const permisos = permisosDe(rol);
      for (const r of rutas) {
        const e = ESPERADO[clave(r)];
        if (!e || 'publica' in e) continue;
        const esperado403 = 'permisos' in e && !e.permisos.some((p) => permisos.has(p));
        const res = await llamar(r, token);
        llamadas++;
        if (esperado403) denegadas++;
        const denegadaPorElGuardia = res.status === 403 && res.body?.mensaje === MENSAJE_SIN_PERMISO;
        if (denegadaPorElGuardia !== esperado403 || res.status === 401 || res.status >= 500) {
          fallos.push(`rol ${rol} ${legible(r)} → ${res.status} (esperado ${esperado403 ? '403' : 'distinto de 403'})`);
        }
      }
    }
    expect(fallos).toEqual([]);
    expect(llamadas).toBeGreaterThan(USUARIOS_POR_ROL.length * 30);
    expect(denegadas).toBeGreaterThan(USUARIOS_POR_ROL.length * 10);
    expect(denegadas).toBeLessThan(llamadas);
  }, 300_000);

  it('un rol con un único permiso: cada ruta lo admite exactamente si el spec se lo pide (un permiso cambiado en una ruta no pasa)', async () => {
    const admin = await app.ingresar('admin');
    const usados = [...new Set(Object.values(ESPERADO).flatMap((e) => ('permisos' in e ? e.permisos : [])))];
    const fallos: string[] = [];
    for (const p of usados) {
      const rol = await app.http
        .post('/api/roles')
        .set('authorization', admin)
        .send({ nombre: `Solo ${p}` });
      expect(rol.status).toBe(201);
      expect((await app.http.put(`/api/roles/${rol.body.id}/permisos/${p}`).set('authorization', admin).send({ estado: 1 })).status).toBe(200);
      const usuario = `solo-${p.replace(/\W/g, '-')}`;
      const alta = await app.http
        .post('/api/usuarios')
        .set('authorization', admin)
        .send({ nombres: 'Solo', apellidos: p, usuario, password: 'clave-matriz-1', rol: rol.body.id, sede: 'principal' });
      expect(alta.status).toBe(201);
      await app.infra.proyecciones.ponerAlDia();
      const token = await app.ingresar(usuario, 'clave-matriz-1');
      for (const r of rutas) {
        const e = ESPERADO[clave(r)];
        if (!e || !('permisos' in e)) continue;
        const res = await llamar(r, token);
        const esperado403 = !e.permisos.includes(p);
        if ((res.status === 403 && res.body?.mensaje === MENSAJE_SIN_PERMISO) !== esperado403) {
          fallos.push(`solo ${p}: ${legible(r)} → ${res.status} (esperado ${esperado403 ? '403' : 'distinto de 403'})`);
        }
      }
    }
    expect(fallos).toEqual([]);
    // One role per permission, each walking every route: minutes on a loaded machine.
  }, 300_000);

  it('un usuario de otra sede recibe 404 o 403 en toda ruta de un paciente ajeno, y no lo ve en la lista', async () => {
    await crearUsuario(app, 'admision-norte', 7, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const norte = await app.ingresar('admision-norte');
    const admitido = await app.http
      .post('/api/pacientes')
      .set('authorization', norte)
      .send(pacienteValido({ primerNombre: 'norteño' }));
    expect(admitido.status).toBe(201);
    const ajeno = admitido.body.id as string;
    await app.infra.proyecciones.ponerAlDia();
    expect((await app.http.get(`/api/pacientes/${ajeno}`).set('authorization', norte)).status).toBe(200);

    const fallos: string[] = [];
    const deUnPaciente = rutas.filter((r) => r.ruta.startsWith('/api/pacientes/:id'));
    expect(deUnPaciente.length).toBeGreaterThan(8);
    // Roles 7 (intake), 9 and 14 of the main site hold the admissions permissions but not every site.
    for (const usuario of ['rol7', 'rol9', 'rol14']) {
      const token = await app.ingresar(usuario);
      for (const r of deUnPaciente) {
        const res = await llamar(r, token, ajeno);
        // As if it did not exist: the same answer as for an id nobody has (an empty body may be refused first, 400).
        const inexistente = await llamar(r, token, UUID_AJENO);
        const igual = res.status === inexistente.status && JSON.stringify(res.body) === JSON.stringify(inexistente.body);
        const negada = res.status === 404 || res.status === 403 || (r.metodo !== 'get' && res.status === 400);
        if (!igual || !negada) fallos.push(`${usuario} ${legible(r)} → ${res.status} ${JSON.stringify(res.body)} (inexistente: ${inexistente.status})`);
      }
      const lista = await app.http
        .get('/api/pacientes')
        .query({ filter: JSON.stringify({ q: 'norteño' }) })
        .set('authorization', token);
      if (lista.status !== 200 || lista.body.length !== 0) fallos.push(`${usuario} GET /api/pacientes lo muestra (${lista.status})`);
    }
    expect(fallos).toEqual([]);
    const d = await app.http.get(`/api/pacientes/${ajeno}`).set('authorization', norte);
    expect(d.body).toMatchObject({ estado: 1, lideres: { fisioterapia: null } });
    expect((await app.http.get(`/api/pacientes/${ajeno}`).set('authorization', await app.ingresar('admin'))).status).toBe(200);
  });
});
