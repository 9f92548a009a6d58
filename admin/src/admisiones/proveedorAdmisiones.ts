import { HttpError } from 'react-admin';
import { cabecerasConToken, errorDesdeRespuesta, httpClient, MENSAJE_SIN_CONEXION } from '../proveedor-datos/httpClient';

const URL_API = '/api';

export interface Opcion<C = string | number> {
  codigo: C;
  nombre: string;
}

export interface CatalogosAdmisiones {
  tiposDocumento: Opcion<string>[];
  tiposCliente: Opcion<number>[];
  sexos: Opcion<number>[];
  regimenes: Opcion<number>[];
  parentescos: Opcion<number>[];
  ocupaciones: Opcion<number>[];
  tiposVinculacion: Opcion<string>[];
  paises: Opcion<string>[];
}

export interface Aseguradora {
  id: string;
  nombre: string;
  nombreCorto: string;
  tipo: number;
  regimen: number | null;
}

export interface Municipio {
  codigo: string;
  departamento: string;
  nombre: string;
}

export interface Lider {
  id: string;
  nombre: string;
}

export interface Paciente {
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
  sede: string;
  bloqueadoPara: string | null;
  edad: { anios: number; meses: number };
  paisOrigen?: string | null;
  departamentoOrigen?: string | null;
  ciudadOrigen?: string | null;
  paisResidencia?: string | null;
  departamentoResidencia?: string | null;
  ciudadResidencia?: string | null;
  barrio?: string | null;
  direccion?: string | null;
  telefono?: string | null;
  regimen?: number;
  eps?: string | null;
  prepagada?: string | null;
  poliza?: string | null;
  tipoVinculacion?: string | null;
  nombreAcompanante?: string | null;
  telefonoAcompanante?: string | null;
  remitente?: string | null;
  lideres?: Record<'fisioterapia' | 'fonoaudiologia' | 'terapiaOcupacional' | 'psicologia' | 'educacionEspecial', Lider | null>;
  confidencial?: boolean;
  documentos?: Record<string, { tipo: string; tamano: number; nombreOriginal: string }>;
}

export interface Acudiente {
  parentesco: number;
  tipoDocumento: string;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  telefono: string;
  correo: string;
  ocupacion: number;
}

export interface Motivo {
  id: string;
  fecha: string;
  descripcion: string;
  estado: number;
}

export interface Contadores {
  activos: number;
  inactivos: number;
  todos: number;
}

export interface Terapeuta {
  id: string;
  nombre: string;
  rol: number;
  sede: string;
}

export interface Respuesta {
  id: string;
  mensaje: string;
  codigo?: string;
}

const enviar = async <T>(ruta: string, metodo: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', cuerpo?: unknown): Promise<T> => {
  const { json } = await httpClient(`${URL_API}${ruta}`, {
    method: metodo,
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  return json as T;
};

const id = (valor: string) => encodeURIComponent(valor);

/** Multipart upload of the six documents and the photo. */
const guardarDocumentos = async (pacienteId: string, archivos: Record<string, File | null>): Promise<Respuesta> => {
  const datos = new FormData();
  for (const [campo, archivo] of Object.entries(archivos)) if (archivo) datos.append(campo, archivo, archivo.name);
  let respuesta: Response;
  try {
    respuesta = await fetch(`${URL_API}/pacientes/${id(pacienteId)}/documentos`, { method: 'POST', body: datos, headers: cabecerasConToken() });
  } catch {
    throw new HttpError(MENSAJE_SIN_CONEXION, 0);
  }
  const cuerpo: unknown = await respuesta.json().catch(() => undefined);
  if (!respuesta.ok) throw errorDesdeRespuesta(respuesta.status, cuerpo, respuesta.statusText);
  return cuerpo as Respuesta;
};

/** Admissions commands and lookups, named after what staff mean to do. */
export const metodosAdmisiones = {
  catalogosAdmisiones: () => enviar<CatalogosAdmisiones>('/admisiones/catalogos'),
  departamentos: () => enviar<Opcion<string>[]>('/admisiones/departamentos').then((l) => l as unknown as { codigo: string; nombre: string }[]),
  municipios: (departamento: string) => enviar<Municipio[]>(`/admisiones/municipios?departamento=${id(departamento)}`),
  aseguradoras: (tipo: number, regimen?: number) =>
    enviar<Aseguradora[]>(`/admisiones/aseguradoras?tipo=${tipo}${regimen ? `&regimen=${regimen}` : ''}`),
  terapeutas: () => enviar<Terapeuta[]>('/admisiones/terapeutas'),
  buscarPacientes: (q: string) =>
    enviar<Paciente[]>(`/pacientes?filter=${id(JSON.stringify({ q }))}&range=${id('[0,49]')}`),
  obtenerPaciente: (pacienteId: string) => enviar<Paciente>(`/pacientes/${id(pacienteId)}`),
  contadoresPacientes: (filtro: Record<string, unknown>) => enviar<Contadores>(`/pacientes/contadores?filter=${id(JSON.stringify(filtro))}`),
  admitirPaciente: (datos: Record<string, unknown>) => enviar<Respuesta>('/pacientes', 'POST', datos),
  actualizarPaciente: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(`/pacientes/${id(pacienteId)}`, 'PUT', datos),
  cambiarEstadoPaciente: (pacienteId: string, estado: 0 | 1) => enviar<Respuesta>(`/pacientes/${id(pacienteId)}/estado`, 'POST', { estado }),
  asignarLideres: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(`/pacientes/${id(pacienteId)}/lideres`, 'POST', datos),
  acudientes: (pacienteId: string) => enviar<Acudiente[]>(`/pacientes/${id(pacienteId)}/acudientes`),
  registrarAcudiente: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(`/pacientes/${id(pacienteId)}/acudientes`, 'POST', datos),
  desvincularAcudiente: (pacienteId: string, documento: string) =>
    enviar<Respuesta>(`/pacientes/${id(pacienteId)}/acudientes/${id(documento)}`, 'DELETE'),
  motivos: (pacienteId: string) => enviar<Motivo[]>(`/pacientes/${id(pacienteId)}/motivos`),
  registrarMotivo: (pacienteId: string, descripcion: string) => enviar<Respuesta>(`/pacientes/${id(pacienteId)}/motivos`, 'POST', { descripcion }),
  guardarDocumentos,
};

export type MetodosAdmisiones = typeof metodosAdmisiones;
