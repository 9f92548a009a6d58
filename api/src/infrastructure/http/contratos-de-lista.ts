import type { IdRecursoExportable } from '@avanti/libs/jobs/recursos-exportables';

/**
 * The declared contract of every list the admin reads with ra-data-simple-rest (decision 0047): which `filter`
 * keys it reads, which `sort` fields the server really sorts by, and which filter keys name another resource's
 * record (getManyReference's `target`, by the record's field name: `pacienteId`, `terapeutaId`...).
 *
 * `ConsultaDeLista` reads it by the route's path: an unknown filter key or sort field answers 400 in Spanish
 * before the handler runs, a reference is renamed to the key the handler reads, and the OpenAPI document lists
 * filters and sort fields per resource from it (`openapi.ts`). `id` (one or a list, for getMany) is always a filter.
 * A new list adds one line here; the contract suite (test/contrato/) fails for a resource of the admin without one.
 */
export interface ContratoDeLista {
  /** The filter keys the list reads, besides `id`. */
  filtros: readonly string[];
  /** The fields the server sorts by (the first is the default). */
  orden: readonly string[];
  /**
   * Columns the admin shows as sortable that the server does not sort by yet: accepted (the screen keeps
   * working, in the default order) and listed so that the contract suite and the report count them.
   */
  ordenPendiente?: readonly string[];
  /** getManyReference targets: the record's field name → the filter key the list reads. */
  referencias?: Readonly<Record<string, string>>;
}

const SESIONES_REPORTE = ['fecha', 'horaInicio', 'nombrePaciente', 'paciente', 'nombreTerapeuta', 'terapeutaNombre', 'entidad'] as const;
const REPORTE = ['desde', 'hasta', 'sede', 'q'] as const;
const PACIENTES = {
  filtros: ['q', 'estado', 'sede'],
  orden: [
    'primerApellido',
    'id',
    'codigo',
    'tipoDocumento',
    'numeroDocumento',
    'primerNombre',
    'segundoNombre',
    'segundoApellido',
    'fechaNacimiento',
    'sexo',
    'fechaIngreso',
    'tipoCliente',
    'diagnostico',
    'estado',
    'sede',
    'sedeNombre',
    'edad',
  ],
} as const;
const COBERTURAS = {
  filtros: ['q', 'codigo', 'codigoExacto', 'paciente', 'formato', 'sede', 'desde', 'hasta'],
  orden: ['fecha', 'codigo', 'fechaVencimiento', 'pacienteNombre', 'entidadNombre', 'formato', 'estado', 'bolsa', 'sedeNombre', 'observaciones'],
  referencias: { pacienteId: 'paciente' },
} as const;
const ASISTENCIA_USUARIOS = { filtros: [...REPORTE], orden: ['paciente', 'realizadas', 'canceladas', 'ninguna', 'total'] } as const;
const SESIONES_TERAPEUTICAS = { filtros: ['desde', 'hasta', 'sede', 'estado'], orden: ['especialidad'] } as const;
const OBJETIVOS_REPORTE = ['fechaInicio', 'paciente', 'fechaFin', 'porcentaje', 'terapeuta', 'objetivo'] as const;
const DINERO = ['desde', 'hasta', 'sede'] as const;
const CATALOGO: ContratoDeLista = {
  filtros: ['q', 'especialidad', 'estado', 'tipo'],
  orden: ['descripcion', 'id', 'especialidad', 'tipoPatologia', 'tipoDominio', 'estado', 'tipo', 'codigo'],
};

/** Keyed by the route's path under /api, as Express names it. */
export const CONTRATOS_DE_LISTA: Readonly<Record<string, ContratoDeLista>> = {
  pacientes: PACIENTES,
  'pacientes/contadores': PACIENTES,
  'historia-clinica/pacientes': PACIENTES,
  eps: { filtros: ['q', 'estado', 'tipo', 'regimen'], orden: ['nombre', 'id', 'nombreCorto', 'nit', 'tipo', 'regimen', 'estado'] },
  coberturas: COBERTURAS,
  'reportes/ordenes': COBERTURAS,
  tarifas: {
    filtros: ['q', 'eps', 'especialidad'],
    orden: ['epsNombre', 'id', 'eps', 'especialidad', 'especialidadNombre', 'tarifa', 'copago'],
    referencias: { epsId: 'eps' },
  },
  salarios: {
    filtros: ['q', 'sede'],
    orden: [
      'nombreUsuario',
      'usuario',
      'tipoContratoId',
      'salarioFijo',
      'transporte',
      'pagoPorSesion',
      'pagoPorSesionParticular',
      'pagoPorSesionDomicilio',
      'pagoPorSesionDomicilioParticular',
      'pagoPorEvaluacion',
      'pagoPorEvaluacionDomicilio',
      'eps',
      'pension',
      'arl',
      'tipoContrato',
      'salarioNeto',
    ],
  },
  copagos: { filtros: DINERO, orden: ['fecha', 'valor', 'paciente', 'entidad', 'tipo', 'tipoNombre', 'comentario'] },
  'gastos-variables': {
    filtros: [...DINERO, 'categoria'],
    orden: ['fecha', 'valor', 'categoria', 'categoriaNombre', 'concepto', 'registradoPor'],
  },
  'gastos-fijos': { filtros: DINERO, orden: ['fecha', 'valor', 'categoria', 'concepto', 'sede', 'usuario', 'registradoPor'] },
  descargos: {
    filtros: [...DINERO, 'terapeuta'],
    orden: ['fecha', 'valor', 'terapeuta', 'concepto', 'nota'],
    referencias: { terapeutaId: 'terapeuta' },
  },
  usuarios: {
    filtros: ['q', 'estado', 'rol', 'sede'],
    orden: ['nombres', 'id', 'apellidos', 'usuario', 'rol', 'rolNombre', 'sede', 'sedeNombre', 'correo', 'estado'],
    referencias: { rolId: 'rol', sedeId: 'sede' },
  },
  roles: { filtros: ['q', 'estado'], orden: ['id', 'nombre', 'estado'] },
  auditoria: { filtros: ['q', 'usuario', 'registroId', 'tipo', 'sede', 'desde', 'hasta'], orden: ['posicion', 'fecha'] },
  sesiones: {
    filtros: ['terapeuta', 'sede', 'paciente', 'desde', 'hasta', 'estado', 'tipo'],
    orden: [
      'fecha',
      'id',
      'pacienteId',
      'pacienteNombre',
      'pacienteDocumento',
      'coberturaId',
      'coberturaCodigo',
      'formato',
      'lineaId',
      'entidadNombre',
      'servicio',
      'especialidad',
      'terapeutaId',
      'terapeutaNombre',
      'horaInicio',
      'horaFin',
      'unidades',
      'tipo',
      'lugar',
      'estado',
      'cytAceptada',
      'valor',
      'copago',
      'sede',
      'programadaPor',
      'canceladaPor',
      'motivoCancelacion',
      'atrasada',
      'fechaEvolucion',
    ],
    referencias: { pacienteId: 'paciente', terapeutaId: 'terapeuta' },
  },
  objetivos: {
    filtros: ['estado', 'paciente', 'especialidad', 'terapeuta', 'desde', 'hasta'],
    orden: ['fechaInicio', 'fechaFin', 'especialidad', 'porcentaje', 'paciente', 'terapeuta'],
    referencias: { pacienteId: 'paciente', terapeutaId: 'terapeuta' },
  },
  'reportes/pacientes': {
    filtros: [...REPORTE, 'estado', 'tipoCliente', 'tipoEntidad', 'regimen', 'especialidad', 'entidad'],
    orden: ['nombre', 'fechaIngreso', 'fechaNacimiento', 'documento', 'tipoClienteNombre', 'estado', 'sede'],
  },
  'reportes/maestro': { filtros: REPORTE, orden: SESIONES_REPORTE },
  'reportes/cancelaciones': { filtros: REPORTE, orden: SESIONES_REPORTE },
  'reportes/asistencia-por-fecha': { filtros: REPORTE, orden: ['fecha'] },
  'reportes/asistencia-por-fecha/totales': { filtros: REPORTE, orden: ['fecha'] },
  'reportes/autorizaciones-vencimiento': { filtros: REPORTE, orden: ['fecha', 'codigo', 'paciente', 'fechaVencimiento', 'entidad'] },
  'reportes/autorizaciones': {
    filtros: [...REPORTE, 'variante'],
    orden: ['fecha', 'codigo', 'paciente', 'entidad', 'fechaVencimiento', 'registradaEn', 'bolsa', 'total'],
  },
  'reportes/asistencia-usuarios': ASISTENCIA_USUARIOS,
  'reportes/asistencia-usuarios/totales': ASISTENCIA_USUARIOS,
  'reportes/sesiones-terapeuticas': SESIONES_TERAPEUTICAS,
  'reportes/sesiones-terapeuticas/totales': SESIONES_TERAPEUTICAS,
  'reportes/objetivos-y-logros': { filtros: REPORTE, orden: OBJETIVOS_REPORTE },
  'reportes/objetivos-y-logros/trimestre': { filtros: ['anio', 'trimestre', 'paciente', 'terapeuta', 'sede'], orden: OBJETIVOS_REPORTE },
  'reportes/evoluciones-sin-logro': { filtros: [...REPORTE, 'paciente'], orden: ['fecha', 'nombrePaciente', 'terapeuta', 'especialidad'] },
  'reportes/valoraciones': { filtros: ['paciente', 'sede'], orden: ['fecha'], referencias: { pacienteId: 'paciente' } },
  'reportes/registro-informes': { filtros: [...REPORTE, 'paciente'], orden: ['creado'], referencias: { pacienteId: 'paciente' } },
  ...Object.fromEntries(['estrategias', 'materiales', 'patologias', 'motivos-consulta'].map((c) => [`catalogos/${c}`, CATALOGO])),
};

/** The contract of the list at this Express route path (`/api/catalogos/:catalogo`), if it declares one. */
export function contratoDeRuta(ruta: string | undefined): ContratoDeLista | undefined {
  if (!ruta?.startsWith('/api/')) return undefined;
  const clave = ruta.slice('/api/'.length);
  return Object.hasOwn(CONTRATOS_DE_LISTA, clave) ? CONTRATOS_DE_LISTA[clave] : undefined;
}

/**
 * The list each Excel export reads (null: no react-admin list, e.g. payroll and Mi espacio): the export holds its
 * filter to that list's contract, so that both accept and refuse the same filters (test/contrato/filtros-lista-exportacion).
 */
export const LISTA_DE_EXPORTACION: Readonly<Record<IdRecursoExportable, string | null>> = {
  eps: 'eps',
  pacientes: 'pacientes',
  patologias: 'catalogos/patologias',
  coberturas: 'reportes/ordenes',
  tarifas: 'tarifas',
  copagos: 'copagos',
  'gastos-variables': 'gastos-variables',
  'gastos-fijos': 'gastos-fijos',
  descargos: 'descargos',
  nomina: null,
  'reporte-maestro': 'reportes/maestro',
  'reporte-cancelaciones': 'reportes/cancelaciones',
  'reporte-asistencia-por-fecha': 'reportes/asistencia-por-fecha',
  'reporte-autorizaciones-vencimiento': 'reportes/autorizaciones-vencimiento',
  'reporte-autorizaciones': 'reportes/autorizaciones',
  'reporte-autorizaciones-registro': 'reportes/autorizaciones',
  'reporte-autorizaciones-con-saldo': 'reportes/autorizaciones',
  'reporte-asistencia-usuarios': 'reportes/asistencia-usuarios',
  'reporte-sesiones-terapeuticas': 'reportes/sesiones-terapeuticas',
  'reporte-objetivos-y-logros': 'reportes/objetivos-y-logros',
  'reporte-evoluciones-sin-logro': 'reportes/evoluciones-sin-logro',
  'reporte-pacientes': 'reportes/pacientes',
  'mi-espacio-objetivos': null,
  'mi-espacio-liderados': null,
  'mi-espacio-sesiones': null,
};

/** Keys an export reads besides its list's: the objectives export also serves the quarter variant (`modo`). */
const EXTRAS_DE_EXPORTACION: Partial<Record<IdRecursoExportable, readonly string[]>> = {
  'reporte-objetivos-y-logros': ['modo', ...CONTRATOS_DE_LISTA['reportes/objetivos-y-logros/trimestre'].filtros, 'paciente', 'terapeuta'],
};

/** The first filter key the export's list would refuse, if any. */
export function claveNoAdmitidaEnExportacion(recurso: IdRecursoExportable, filtro: Record<string, unknown>): string | undefined {
  const lista = LISTA_DE_EXPORTACION[recurso];
  const contrato = lista ? CONTRATOS_DE_LISTA[lista] : undefined;
  if (!contrato) return undefined;
  const admitidas = new Set(['id', ...contrato.filtros, ...Object.keys(contrato.referencias ?? {}), ...(EXTRAS_DE_EXPORTACION[recurso] ?? [])]);
  return Object.keys(filtro).find((clave) => !admitidas.has(clave));
}
