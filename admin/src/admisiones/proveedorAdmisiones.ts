import type {
  AcudienteLeido,
  AseguradoraOpcion,
  ContadoresPacientes,
  DepartamentoLeido,
  MotivoLeido,
  MunicipioLeido,
  Opcion,
  PacienteEnLista,
  PacienteLeido,
  RespuestaComando,
  TerapeutaLeido,
} from '../contratos';
import { descargar, enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** The code lists of GET /api/admisiones/catalogos. */
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

/** A row of the list, or the full record when the detail was read. */
export type Paciente = PacienteEnLista & Partial<Omit<PacienteLeido, keyof PacienteEnLista>>;
export type Acudiente = AcudienteLeido;
export type Motivo = MotivoLeido;
export type Contadores = ContadoresPacientes;
export type Terapeuta = TerapeutaLeido;
export type Aseguradora = AseguradoraOpcion;
export type Municipio = MunicipioLeido;
export type Respuesta = RespuestaComando & { id: string };
export type { Opcion };

const pacientes = (...partes: (string | number)[]) => rutaApi('pacientes', ...partes);

/** Multipart upload of the six documents and the photo. */
const guardarDocumentos = (pacienteId: string, archivos: Record<string, File | null>): Promise<Respuesta> => {
  const datos = new FormData();
  for (const [campo, archivo] of Object.entries(archivos)) if (archivo) datos.append(campo, archivo, archivo.name);
  return enviar<Respuesta>(pacientes(pacienteId, 'documentos'), 'POST', datos);
};

/** One document saved on its own (issue 27 item 9): the others stay as saved. */
const guardarDocumento = (pacienteId: string, tipo: string, archivo: File): Promise<Respuesta> => {
  const datos = new FormData();
  datos.append('archivo', archivo, archivo.name);
  return enviar<Respuesta>(pacientes(pacienteId, 'documentos', tipo), 'POST', datos);
};

/** Admissions commands and lookups, named after what staff mean to do. */
export const metodosAdmisiones = {
  catalogosAdmisiones: () => enviar<CatalogosAdmisiones>(rutaApi('admisiones', 'catalogos')),
  departamentos: () => enviar<DepartamentoLeido[]>(rutaApi('admisiones', 'departamentos')),
  municipios: (departamento: string) => enviar<Municipio[]>(rutaApi('admisiones', 'municipios') + parametros({ departamento })),
  aseguradoras: (tipo: number, regimen?: number) =>
    enviar<Aseguradora[]>(rutaApi('admisiones', 'aseguradoras') + parametros({ tipo: String(tipo), regimen: regimen ? String(regimen) : undefined })),
  terapeutas: (sede?: string) => enviar<Terapeuta[]>(rutaApi('admisiones', 'terapeutas') + parametros({ sede })),
  buscarPacientes: (q: string) => enviar<Paciente[]>(pacientes() + parametros({ filter: { q }, range: [0, 49] })),
  obtenerPaciente: (pacienteId: string) => enviar<Paciente>(pacientes(pacienteId)),
  contadoresPacientes: (filtro: Record<string, unknown>) => enviar<Contadores>(pacientes('contadores') + parametros({ filter: filtro })),
  admitirPaciente: (datos: Record<string, unknown>) => enviar<Respuesta>(pacientes(), 'POST', datos),
  actualizarPaciente: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(pacientes(pacienteId), 'PUT', datos),
  cambiarEstadoPaciente: (pacienteId: string, estado: 0 | 1) => enviar<Respuesta>(pacientes(pacienteId, 'estado'), 'POST', { estado }),
  asignarLideres: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(pacientes(pacienteId, 'lideres'), 'POST', datos),
  acudientes: (pacienteId: string) => enviar<Acudiente[]>(pacientes(pacienteId, 'acudientes')),
  registrarAcudiente: (pacienteId: string, datos: Record<string, unknown>) => enviar<Respuesta>(pacientes(pacienteId, 'acudientes'), 'POST', datos),
  desvincularAcudiente: (pacienteId: string, documento: string) => enviar<Respuesta>(pacientes(pacienteId, 'acudientes', documento), 'DELETE'),
  motivos: (pacienteId: string) => enviar<Motivo[]>(pacientes(pacienteId, 'motivos')),
  registrarMotivo: (pacienteId: string, descripcion: string) => enviar<Respuesta>(pacientes(pacienteId, 'motivos'), 'POST', { descripcion }),
  guardarDocumentos,
  guardarDocumento,
  /** A stored document (jpg, png or pdf) with the session's token. */
  documentoPaciente: (pacienteId: string, tipo: string) => descargar(pacientes(pacienteId, 'documentos', tipo), tipo),
};

export type MetodosAdmisiones = typeof metodosAdmisiones;
