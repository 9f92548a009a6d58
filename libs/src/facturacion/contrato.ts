/**
 * The billing context's contract (issue 26, RIPS in JSON, Res. 2275 de 2023): the code tables of the
 * technical annex that Avanti reports, the request and response shapes of /api/facturacion/*, and the
 * Spanish messages and labels the admin shows. Plain TypeScript (the browser imports it through
 * admin/src/contratos.ts): no package, no node, no server code.
 */
import type { Opcion } from '../contratos/opciones.js';

export const PERMISO_RIPS = 'facturacion.rips';
/** The configuration screen in maintenance (provider per site, services). */
export const PERMISO_CONFIGURACION_RIPS = 'mantenimiento.facturacion';
/** The default role that only bills (issue 26). */
export const ROL_FACTURACION = 24;

// ─── Code tables of the annex (SISPRO reference tables; see docs/decisiones/0042-rips-json.md) ───

/** tipoDocumentoIdentificacion (TipoIDPISIS): the patient's and the professional's document. */
export const TIPOS_DOCUMENTO_RIPS: readonly Opcion<string>[] = [
  { codigo: 'CC', nombre: 'Cédula de ciudadanía' },
  { codigo: 'CE', nombre: 'Cédula de extranjería' },
  { codigo: 'CD', nombre: 'Carné diplomático' },
  { codigo: 'PA', nombre: 'Pasaporte' },
  { codigo: 'SC', nombre: 'Salvoconducto' },
  { codigo: 'PE', nombre: 'Permiso especial de permanencia' },
  { codigo: 'PT', nombre: 'Permiso por protección temporal' },
  { codigo: 'RC', nombre: 'Registro civil' },
  { codigo: 'TI', nombre: 'Tarjeta de identidad' },
  { codigo: 'CN', nombre: 'Certificado de nacido vivo' },
  { codigo: 'AS', nombre: 'Adulto sin identificación' },
  { codigo: 'MS', nombre: 'Menor sin identificación' },
  { codigo: 'DE', nombre: 'Documento extranjero' },
  { codigo: 'SI', nombre: 'Sin identificación' },
];

/** Avanti's document types (intake) → the annex's; NUIP, NIT and RUT have no equivalent for a person served. */
export const DOCUMENTO_A_RIPS: Readonly<Record<string, string>> = { CC: 'CC', CE: 'CE', PA: 'PA', TI: 'TI', RC: 'RC', PPT: 'PT' };

/** tipoUsuario (RIPSTipoUsuarioVersion2). */
export const TIPOS_USUARIO_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Contributivo cotizante' },
  { codigo: '02', nombre: 'Contributivo beneficiario' },
  { codigo: '03', nombre: 'Contributivo adicional' },
  { codigo: '04', nombre: 'Subsidiado' },
  { codigo: '05', nombre: 'No afiliado' },
  { codigo: '06', nombre: 'Especial o excepción cotizante' },
  { codigo: '07', nombre: 'Especial o excepción beneficiario' },
  { codigo: '08', nombre: 'Personas privadas de la libertad a cargo del Fondo Nacional de Salud' },
  { codigo: '09', nombre: 'Tomador / amparado ARL' },
  { codigo: '10', nombre: 'Tomador / amparado SOAT' },
  { codigo: '11', nombre: 'Tomador / amparado planes voluntarios de salud' },
  { codigo: '12', nombre: 'Particular' },
  { codigo: '13', nombre: 'Especial o excepción no cotizante Ley 352 de 1997' },
];

/** codSexo: M, F, I (the 'Sexo' table's reporting value). */
export const SEXOS_RIPS: readonly Opcion<string>[] = [
  { codigo: 'M', nombre: 'Masculino' },
  { codigo: 'F', nombre: 'Femenino' },
  { codigo: 'I', nombre: 'Indeterminado' },
];

/** codZonaTerritorialResidencia (ZonaVersion2). */
export const ZONAS_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Rural' },
  { codigo: '02', nombre: 'Urbano' },
];

/** tipoNota (TipoNota): credit, debit and adjustment notes, and 'RIPS sin factura'. */
export const TIPOS_NOTA_RIPS: readonly Opcion<string>[] = [
  { codigo: 'NC', nombre: 'Nota crédito' },
  { codigo: 'ND', nombre: 'Nota débito' },
  { codigo: 'NA', nombre: 'Nota de ajuste del RIPS' },
  { codigo: 'RS', nombre: 'RIPS sin factura' },
];
/** The notes that may report again a session already reported to an invoice. */
export const NOTAS_QUE_REPORTAN_DE_NUEVO = ['NC', 'ND', 'NA'] as const;

/** modalidadGrupoServicioTecSal (ModalidadAtencion), from the session's place. */
export const MODALIDADES_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Intramural' },
  { codigo: '02', nombre: 'Extramural unidad móvil' },
  { codigo: '03', nombre: 'Extramural domiciliaria' },
  { codigo: '04', nombre: 'Extramural jornada de salud' },
  { codigo: '06', nombre: 'Telemedicina interactiva' },
  { codigo: '07', nombre: 'Telemedicina no interactiva' },
  { codigo: '08', nombre: 'Telemedicina telexperticia' },
  { codigo: '09', nombre: 'Telemedicina telemonitoreo' },
];

/** grupoServicios (GrupoServicios). */
export const GRUPOS_SERVICIOS_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Consulta externa' },
  { codigo: '02', nombre: 'Apoyo diagnóstico y complementación terapéutica' },
  { codigo: '03', nombre: 'Internación' },
  { codigo: '04', nombre: 'Quirúrgico' },
  { codigo: '05', nombre: 'Atención inmediata' },
];

/** finalidadTecnologiaSalud (RIPSFinalidadConsultaVersion2): the ones a therapy clinic reports. */
export const FINALIDADES_RIPS: readonly Opcion<string>[] = [
  { codigo: '15', nombre: 'Diagnóstico' },
  { codigo: '16', nombre: 'Tratamiento' },
  { codigo: '17', nombre: 'Rehabilitación' },
  { codigo: '18', nombre: 'Paliación' },
  { codigo: '44', nombre: 'Otra' },
];

/** causaMotivoAtencion (RIPSCausaExternaVersion2): the ones a therapy clinic reports. */
export const CAUSAS_ATENCION_RIPS: readonly Opcion<string>[] = [
  { codigo: '38', nombre: 'Enfermedad general' },
  { codigo: '39', nombre: 'Enfermedad laboral' },
  { codigo: '21', nombre: 'Accidente de trabajo' },
  { codigo: '26', nombre: 'Otro tipo de accidente' },
];

/** viaIngresoServicioSalud (ViaIngresoUsuario), procedures only. */
export const VIAS_INGRESO_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Demanda espontánea' },
  { codigo: '02', nombre: 'Derivado de consulta externa' },
  { codigo: '13', nombre: 'Referido de otra institución' },
];

/** conceptoRecaudo. */
export const CONCEPTOS_RECAUDO_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Copago' },
  { codigo: '02', nombre: 'Cuota moderadora' },
  { codigo: '03', nombre: 'Pagos compartidos en planes voluntarios de salud' },
  { codigo: '04', nombre: 'Anticipo' },
  { codigo: '05', nombre: 'No aplica' },
];

/** tipoDiagnosticoPrincipal. */
export const TIPOS_DIAGNOSTICO_RIPS: readonly Opcion<string>[] = [
  { codigo: '01', nombre: 'Impresión diagnóstica' },
  { codigo: '02', nombre: 'Confirmado nuevo' },
  { codigo: '03', nombre: 'Confirmado repetido' },
];

/** How a session is reported: a consultation or a procedure (the annex's two lists). */
export type GrupoRips = 'consulta' | 'procedimiento';
export const GRUPOS_RIPS: readonly Opcion<GrupoRips>[] = [
  { codigo: 'consulta', nombre: 'Consulta' },
  { codigo: 'procedimiento', nombre: 'Procedimiento' },
];

/** The session types of the calendar (DOMAIN 'Sessions'), each configured apart. */
export const TIPOS_SESION_RIPS: readonly Opcion<string>[] = [
  { codigo: 'Terapia', nombre: 'Terapia' },
  { codigo: 'Evaluacion', nombre: 'Evaluación' },
  { codigo: 'CYT', nombre: 'CYT' },
  { codigo: 'GTSL', nombre: 'Gestión sin logro de objetivo' },
];

// ─── Configuration ───

/** The provider at a site: the NIT it bills with and its REPS habilitation code (12 digits). */
export interface PrestadorSede {
  id: string;
  sede: string;
  sedeNombre: string;
  nit: string | null;
  codigoHabilitacion: string | null;
  actualizadoEn: string | null;
}

export interface ConfigurarPrestadorSolicitud {
  nit: string;
  codigoHabilitacion: string;
}

/** How one specialty × session type is reported. */
export interface ServicioRips {
  id: string;
  especialidad: number;
  especialidadNombre: string;
  tipoSesion: string;
  cups: string | null;
  grupo: GrupoRips;
  grupoServicios: string;
  codServicio: number | null;
  finalidad: string;
  causaAtencion: string;
  viaIngreso: string;
  /** false while it is only the product's default (not yet saved by anyone). */
  configurado: boolean;
}

export interface ConfigurarServicioRipsSolicitud {
  cups: string;
  grupo: GrupoRips;
  grupoServicios: string;
  codServicio: number;
  finalidad: string;
  causaAtencion: string;
  viaIngreso: string;
}

// ─── Preview and generation ───

/** What a reported problem is about; each one names the screen where it is fixed. */
export type CodigoProblemaRips =
  | 'sin-municipio'
  | 'municipio-invalido'
  | 'sin-diagnostico'
  | 'diagnostico-invalido'
  | 'sin-autorizacion'
  | 'valor-distinto'
  | 'sin-tarifa'
  | 'copago-inconsistente'
  | 'terapeuta-sin-documento'
  | 'sin-cups'
  | 'sin-prestador'
  | 'documento-sin-equivalente'
  | 'sin-vinculacion'
  | 'ya-reportada';

export interface ProblemaRips {
  codigo: CodigoProblemaRips;
  mensaje: string;
  /** The admin's route where it is fixed. */
  enlace: string;
  /** What the link opens, in words ('Editar paciente', 'Historia clínica', ...). */
  accion: string;
}

export interface SesionRipsLeida {
  id: string;
  fecha: string;
  horaInicio: string;
  especialidad: string;
  tipo: string;
  terapeuta: string;
  autorizacion: string | null;
  valor: number;
  copago: number;
  sede: string;
  sedeNombre: string;
  /** Already reported to this invoice (or 'RIPS sin factura'); null when never reported. */
  reportadaEn: string | null;
  problemas: ProblemaRips[];
}

/** One row of /facturacion/rips: a patient and the done sessions the RIPS would report. */
export interface PacienteRips {
  id: string;
  pacienteId: string;
  paciente: string;
  documento: string;
  sesiones: SesionRipsLeida[];
  problemas: number;
  valor: number;
  copago: number;
}

export interface VistaPreviaRips {
  epsId: string;
  epsNombre: string;
  desde: string;
  hasta: string;
  sede: string | null;
  pacientes: PacienteRips[];
  totales: { pacientes: number; sesiones: number; unidades: number; valor: number; copago: number; conProblemas: number; yaReportadas: number };
}

export interface ExclusionRips {
  sesionId: string;
  motivo: string;
}

export interface GenerarRipsSolicitud {
  epsId: string;
  desde: string;
  hasta: string;
  /** A site's id, or null / absent for every site. */
  sede?: string | null;
  /** The invoice number the billing system gave; absent with tipoNota 'RS'. */
  numFactura?: string | null;
  /** 'RS' RIPS sin factura; 'NC', 'ND', 'NA' a note on an invoice already reported. */
  tipoNota?: string | null;
  numNota?: string | null;
  /** Sessions left out on purpose, each with its reason (recorded in the event). */
  excluidas?: ExclusionRips[];
}

export type EstadoGeneracionRips = 'pendiente' | 'generado' | 'fallido';

export interface GeneracionRips {
  id: string;
  epsId: string;
  epsNombre: string;
  desde: string;
  hasta: string;
  sede: string | null;
  numFactura: string | null;
  tipoNota: string | null;
  numNota: string | null;
  estado: EstadoGeneracionRips;
  sesiones: number;
  excluidas: number;
  usuarios: number | null;
  consultas: number | null;
  procedimientos: number | null;
  valorTotal: number | null;
  hash: string | null;
  nombreArchivo: string | null;
  mensaje: string | null;
  usuario: string;
  solicitadaEn: string;
  terminadaEn: string | null;
}

export const ESTADOS_GENERACION_RIPS: readonly Opcion<EstadoGeneracionRips>[] = [
  { codigo: 'pendiente', nombre: 'Generando…' },
  { codigo: 'generado', nombre: 'Generado' },
  { codigo: 'fallido', nombre: 'Falló' },
];

export const MENSAJES_RIPS = {
  epsObligatoria: 'Seleccione la aseguradora',
  epsNoEncontrada: 'No se encontró la aseguradora',
  faltanFechas: 'Seleccione el periodo (desde y hasta)',
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  periodoLargo: 'El periodo de un RIPS no puede pasar de 366 días',
  facturaOSinFactura: "Escriba el número de factura o elija 'RIPS sin factura'",
  facturaInvalida: 'El número de factura admite letras, números y guiones, máximo 20 caracteres',
  notaInvalida: 'El tipo de nota debe ser NC (nota crédito), ND (nota débito), NA (nota de ajuste) o RS (RIPS sin factura)',
  notaSinNumero: 'Escriba el número de la nota',
  notaSinFactura: 'Una nota crédito, débito o de ajuste se refiere a una factura: escriba su número',
  sinSesiones: 'No hay sesiones realizadas de esa aseguradora en el periodo para reportar',
  conProblemas: (n: number) =>
    `Hay ${n} ${n === 1 ? 'sesión' : 'sesiones'} con problemas que el Ministerio rechazaría: corríjalas o exclúyalas indicando el motivo`,
  yaReportadas: (n: number) =>
    `${n} ${n === 1 ? 'sesión ya fue reportada' : 'sesiones ya fueron reportadas'} en otro RIPS: solo se reportan de nuevo con una nota crédito, débito o de ajuste`,
  nitsDistintos: 'Las sedes del periodo facturan con NIT distintos: genere un RIPS por sede',
  exclusionSinMotivo: 'Indique el motivo de cada sesión excluida',
  exclusionAjena: 'Una sesión excluida no pertenece al RIPS pedido',
  generacionNoEncontrada: 'No se encontró el RIPS',
  sinTerminar: 'El RIPS aún se está generando. Espere a que termine para descargarlo.',
  fallido: 'La generación del RIPS falló y no tiene archivo para descargar.',
  archivoNoDisponible: 'El archivo del RIPS ya no está disponible',
  fallaGeneracion: 'No se pudo generar el RIPS; inténtelo de nuevo',
  invalidoContraEsquema: 'El RIPS generado no cumple la estructura del anexo técnico; no se ofrece para descargar',
  nitInvalido: 'El NIT debe tener entre 5 y 15 dígitos, sin dígito de verificación ni guiones',
  habilitacionInvalida: 'El código de habilitación (REPS) debe tener exactamente 12 dígitos',
  sedeNoEncontrada: 'No se encontró la sede',
  especialidadInvalida: 'La especialidad no existe',
  tipoSesionInvalido: 'El tipo de sesión debe ser Terapia, Evaluacion, CYT o GTSL',
  cupsInvalido: 'El código CUPS debe tener 6 caracteres (números y letras mayúsculas)',
  grupoInvalido: "El grupo RIPS debe ser 'consulta' o 'procedimiento'",
  codigoInvalido: (campo: string) => `El código de ${campo} no está en la tabla del anexo técnico`,
  codServicioInvalido: 'El código de servicio (REPS) debe ser un número de 3 o 4 dígitos',
  sinCambios: 'No hay cambios para guardar',
  generado: 'RIPS en generación: se descargará cuando termine',
} as const;

/** The problems' Spanish texts (issue 26), with the screen each one is fixed on. */
export const TEXTOS_PROBLEMA_RIPS: Readonly<Record<CodigoProblemaRips, { mensaje: string; accion: string }>> = {
  'sin-municipio': { mensaje: 'Falta el municipio de residencia del paciente', accion: 'Editar paciente' },
  'municipio-invalido': { mensaje: 'El municipio de residencia del paciente no está en DIVIPOLA', accion: 'Editar paciente' },
  'sin-diagnostico': { mensaje: 'Falta el diagnóstico CIE-10 en la historia clínica (impresión diagnóstica)', accion: 'Historia clínica' },
  'diagnostico-invalido': { mensaje: 'El diagnóstico de la historia clínica no es un código CIE-10 válido', accion: 'Historia clínica' },
  'sin-autorizacion': { mensaje: 'Sesión de un paciente de aseguradora sin número de autorización', accion: 'Gestión de autorizaciones' },
  'valor-distinto': { mensaje: 'El valor de la sesión es distinto de la tarifa de la aseguradora para la especialidad', accion: 'Tarifas' },
  'sin-tarifa': { mensaje: 'La aseguradora no tiene tarifa para la especialidad', accion: 'Tarifas' },
  'copago-inconsistente': { mensaje: 'El copago de la sesión no coincide con el de la tarifa o supera su valor', accion: 'Tarifas' },
  'terapeuta-sin-documento': { mensaje: 'El terapeuta no tiene número de documento (cédula)', accion: 'Editar usuario' },
  'sin-cups': { mensaje: 'Falta el código CUPS de la especialidad para este tipo de sesión', accion: 'Servicios RIPS' },
  'sin-prestador': { mensaje: 'La sede no tiene NIT ni código de habilitación (REPS)', accion: 'Prestador por sede' },
  'documento-sin-equivalente': { mensaje: 'El tipo de documento del paciente no existe en el RIPS (use RC, TI, CC, CE, PA o PPT)', accion: 'Editar paciente' },
  'sin-vinculacion': {
    mensaje: 'Falta el tipo de vinculación (cotizante, beneficiario o adicional) del paciente del régimen contributivo',
    accion: 'Editar paciente',
  },
  'ya-reportada': { mensaje: 'La sesión ya fue reportada en otro RIPS', accion: 'RIPS generados' },
};

/** A react-admin list opened already searching for a text (`?filter={"q":...}`). */
const listaBuscando = (ruta: string, q: string) => `${ruta}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/** The admin's route that fixes a problem, from the record it is about. */
export function enlaceDeProblema(
  codigo: CodigoProblemaRips,
  ids: { pacienteId: string; pacienteDocumento: string; terapeutaNombre: string; sede: string; coberturaCodigo: string; especialidad: number },
): string {
  switch (codigo) {
    case 'sin-municipio':
    case 'municipio-invalido':
    case 'documento-sin-equivalente':
    case 'sin-vinculacion':
      return listaBuscando('/admisiones/pacientes', ids.pacienteDocumento);
    case 'sin-diagnostico':
    case 'diagnostico-invalido':
      return `/historiaClinica/historia?paciente=${encodeURIComponent(ids.pacienteId)}`;
    case 'sin-autorizacion':
      return `/gestion-ordenes?codigo=${encodeURIComponent(ids.coberturaCodigo)}`;
    case 'valor-distinto':
    case 'sin-tarifa':
    case 'copago-inconsistente':
      return '/ajustar-tarifas';
    case 'terapeuta-sin-documento':
      return listaBuscando('/acceso/usuario', ids.terapeutaNombre);
    case 'sin-cups':
      return `/mantenimiento/facturacion?pestana=servicios&especialidad=${ids.especialidad}`;
    case 'sin-prestador':
      return `/mantenimiento/facturacion?pestana=prestadores&sede=${encodeURIComponent(ids.sede)}`;
    case 'ya-reportada':
      return '/facturacion/rips';
  }
}
