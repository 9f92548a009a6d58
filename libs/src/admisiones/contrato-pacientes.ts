import type { AreaLider, TipoDocumentoPaciente } from './contrato.js';

/** Read shapes of admissions, as the api answers them and the admin shows them. */

/** A patient in the list (HTTP contract of issue 4). */
export interface PacienteEnLista {
  id: string;
  codigo: string;
  tipoDocumento: string;
  numeroDocumento: string;
  primerNombre: string;
  segundoNombre: string | null;
  primerApellido: string;
  segundoApellido: string | null;
  fechaNacimiento: string;
  sexo: number;
  fechaIngreso: string;
  tipoCliente: number;
  diagnostico: string | null;
  estado: number;
  /** The site's id; `sedeNombre` is what people read. */
  sede: string;
  sedeNombre: string | null;
  bloqueadoPara: string | null;
  /** Age in whole years and months at the clock's today (spec: 'years and months'). */
  edad: { anios: number; meses: number };
}

export interface LiderLeido {
  id: string;
  nombre: string;
}

/** Stored file metadata as answered: which documents exist, never the store path. */
export interface DocumentoLeido {
  tipo: 'jpg' | 'png' | 'pdf';
  tamano: number;
  nombreOriginal: string;
}

export interface PacienteLeido extends PacienteEnLista {
  paisOrigen: string | null;
  departamentoOrigen: string | null;
  ciudadOrigen: string | null;
  paisResidencia: string | null;
  departamentoResidencia: string | null;
  ciudadResidencia: string | null;
  barrio: string | null;
  direccion: string | null;
  telefono: string | null;
  regimen: number;
  eps: string | null;
  prepagada: string | null;
  poliza: string | null;
  tipoVinculacion: string | null;
  nombreAcompanante: string | null;
  telefonoAcompanante: string | null;
  remitente: string | null;
  lideres: Record<AreaLider, LiderLeido | null>;
  confidencial: boolean;
  documentos: Partial<Record<TipoDocumentoPaciente, DocumentoLeido>>;
}

/** What admitting and updating a patient answer: the patient as GET /api/pacientes/:id serves it, and the message to show. */
export interface PacienteGuardado extends PacienteLeido {
  mensaje: string;
}

export interface ContadoresPacientes {
  activos: number;
  inactivos: number;
  todos: number;
}

export interface AcudienteLeido {
  pacienteId: string;
  parentesco: number;
  tipoDocumento: string;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  telefono: string;
  correo: string;
  ocupacion: number;
}

export interface MotivoLeido {
  id: string;
  pacienteId: string;
  fecha: string;
  descripcion: string;
  estado: number;
}

/** A therapist who may lead a patient's area (roles 2-6). */
export interface TerapeutaLeido {
  id: string;
  nombre: string;
  rol: number;
  sede: string;
}

export interface DepartamentoLeido {
  codigo: string;
  nombre: string;
}

export interface MunicipioLeido {
  codigo: string;
  departamento: string;
  nombre: string;
}
