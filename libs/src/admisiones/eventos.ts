import type { TipoDocumentoPaciente } from './contrato.js';
import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamPaciente = (id: string) => `paciente-${id}`;

/** Unique-key space of 'one person, one record' (document type + number). */
export const CLAVE_DOCUMENTO_PACIENTE = 'paciente-documento';
export const valorClaveDocumento = (tipoDocumento: string, numeroDocumento: string) => `${tipoDocumento}-${numeroDocumento}`;

/** 1 male, 2 female (spec 1 PacSex). */
export type Sexo = 1 | 2;
/** 1 active, 0 inactive (spec 1 §4). */
export type EstadoPaciente = 0 | 1;

/** What intake records and edit mode may change (every field but the code, the site and the registration date). */
export interface DatosPaciente {
  tipoDocumento: string;
  numeroDocumento: string;
  primerNombre: string;
  segundoNombre: string | null;
  primerApellido: string;
  segundoApellido: string | null;
  fechaNacimiento: string;
  sexo: Sexo;
  /** 2 particular, 3 convenio, 6 EPS, 7 prepagada, 8 póliza. */
  tipoCliente: number;
  diagnostico: string | null;
  paisOrigen: string | null;
  departamentoOrigen: string | null;
  ciudadOrigen: string | null;
  paisResidencia: string | null;
  departamentoResidencia: string | null;
  ciudadResidencia: string | null;
  barrio: string | null;
  direccion: string | null;
  telefono: string | null;
  /** 1 contributivo (default), 2 subsidiado. */
  regimen: 1 | 2;
  /** Insurer ids; null is the spec's code 16 (N/A). */
  eps: string | null;
  prepagada: string | null;
  poliza: string | null;
  tipoVinculacion: string | null;
  nombreAcompanante: string | null;
  telefonoAcompanante: string | null;
  remitente: string | null;
}

export type PacienteAdmitido = EventoNuevo<'PacienteAdmitido', DatosPaciente & { id: string; codigo: string; sede: string; fechaIngreso: string }>;
export type PacienteActualizado = EventoNuevo<'PacienteActualizado', DatosPaciente & { id: string }>;
export type EstadoPacienteCambiado = EventoNuevo<'EstadoPacienteCambiado', { id: string; estado: EstadoPaciente }>;

export interface Lideres {
  fisioterapia: string | null;
  fonoaudiologia: string | null;
  terapiaOcupacional: string | null;
  psicologia: string | null;
  educacionEspecial: string | null;
}
/** `bloqueadoPara`: the user the clinical record is locked to (spec PacBlo), null when not confidential. */
export type LideresAsignados = EventoNuevo<'LideresAsignados', Lideres & { id: string; confidencial: boolean; bloqueadoPara: string | null }>;

export interface DatosAcudiente {
  /** Relationship code 1..9 (spec TerRolCod). */
  parentesco: number;
  tipoDocumento: string;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  telefono: string;
  correo: string;
  /** Occupation code 1..8 (spec OcuCodTer). */
  ocupacion: number;
}
export type AcudienteRegistrado = EventoNuevo<'AcudienteRegistrado', DatosAcudiente & { pacienteId: string }>;
export type AcudienteDesvinculado = EventoNuevo<'AcudienteDesvinculado', { pacienteId: string; numeroDocumento: string }>;

export type MotivoIngresoRegistrado = EventoNuevo<
  'MotivoIngresoRegistrado',
  { pacienteId: string; id: string; fecha: string; descripcion: string; estado: 0 | 1 }
>;

/** The six intake documents and the photo (spec UrlDoc, UrlAcu, UrlCon, UrlOrd, UrlAut, UrlArc, url_foto). */
export { TIPOS_DOCUMENTO_PACIENTE, type TipoDocumentoPaciente } from './contrato.js';

export interface ArchivoGuardado {
  /** Path under the file store, chosen by the product. */
  archivo: string;
  tipo: 'jpg' | 'png' | 'pdf';
  tamano: number;
  nombreOriginal: string;
}
export type DocumentosPacienteGuardados = EventoNuevo<
  'DocumentosPacienteGuardados',
  { pacienteId: string; documentos: Partial<Record<TipoDocumentoPaciente, ArchivoGuardado>> }
>;

export type EventoPaciente =
  | PacienteAdmitido
  | PacienteActualizado
  | EstadoPacienteCambiado
  | LideresAsignados
  | AcudienteRegistrado
  | AcudienteDesvinculado
  | MotivoIngresoRegistrado
  | DocumentosPacienteGuardados;

export const TIPOS_EVENTO_PACIENTE = [
  'PacienteAdmitido',
  'PacienteActualizado',
  'EstadoPacienteCambiado',
  'LideresAsignados',
  'AcudienteRegistrado',
  'AcudienteDesvinculado',
  'MotivoIngresoRegistrado',
  'DocumentosPacienteGuardados',
] as const satisfies readonly EventoPaciente['tipo'][];
