/**
 * Patient reports ('Informes', spec 3 §2.2 item 13, /reportes/informeEvolucion): the evolution report,
 * the per-patient monthly report and the objectives and achievements report, previewed in tables and
 * printed as PDFs; and the PDF of a chosen evaluation period of the objectives report's quarter variant
 * (item 3). Shapes, messages and labels shared by the api, the workers and the admin.
 */
import type { Opcion } from '../contratos/opciones.js';

export const MENSAJES_INFORMES_PACIENTE = {
  sinLider: 'No se encontró un lider para esta especialidad',
  parametrosIncompletos: 'Parámetros incompletos para la búsqueda',
  parametrosIncompletosObjetivos: 'Parametros incompletos para la busqueda',
  // Ours, where the spec is silent.
  tipoInvalido: 'El tipo de informe debe ser evolucion, mensual u objetivos',
  mesInvalido: 'Seleccione un mes de enero a diciembre',
  especialidadRequerida: 'Seleccione la especialidad del informe',
  especialidadInvalida: 'La especialidad no es válida',
  resumenLargo: 'El resumen admite máximo 1000 caracteres',
  textoLargo: 'El texto admite máximo 20000 caracteres',
  periodoInvalido: "El periodo debe ser 'todos', 1, 2 o 3",
  pacienteInvalido: 'No se encontró el paciente',
} as const;

export type TipoInformePaciente = 'evolucion' | 'mensual' | 'objetivos';

/** The screen's report types (spec: 1 evolution, 2 per patient, 3 objectives and achievements). */
export const TIPOS_INFORME_PACIENTE: readonly Opcion<TipoInformePaciente>[] = [
  { codigo: 'evolucion', nombre: 'Informe de evolución' },
  { codigo: 'mensual', nombre: 'Informe mensual por paciente' },
  { codigo: 'objetivos', nombre: 'Informe de objetivos y logros' },
];

export const MESES: readonly Opcion<number>[] = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
].map((nombre, i) => ({ codigo: i + 1, nombre }));

/** The OyL summary's limit (spec 3 §5). */
export const MAX_RESUMEN_OBJETIVOS = 1000;
/** Any other text input (spec 3 §5). */
export const MAX_TEXTO_INFORME = 20000;

/** 'Sin evaluar' and 'Logro en proceso de confirmación' (spec 3 §2.2 item 13). */
export const TEXTO_SIN_EVALUAR = 'Sin evaluar';
export const TEXTO_LOGRO_EN_CONFIRMACION = 'Logro en proceso de confirmación';

/** The patient block of every patient report (names, never codes). */
export interface PacienteDelInforme {
  id: string;
  nombre: string;
  documento: string;
  fechaNacimiento: string;
  edad: string;
  entidad: string;
  diagnostico: string;
  sedeNombre: string;
}

/** An evolved session of the evolution report. */
export interface EvolucionDelInforme {
  id: string;
  fecha: string;
  hora: string;
  terapeuta: string;
  especialidad: string;
  estrategias: string[];
  estadoPaciente: string | null;
  evolucion: string | null;
  lugar: string;
}

/** A specialty's sessions of the month (per-patient monthly report). */
export interface EspecialidadDelMes {
  especialidad: string;
  realizadas: number;
  canceladas: number;
  pendientes: number;
  total: number;
}

export interface SesionDelMes {
  id: string;
  fecha: string;
  hora: string;
  terapeuta: string;
  especialidad: string;
  estado: string;
  evolucion: string | null;
}

export interface InformeMensual {
  anio: number;
  mes: number;
  mesNombre: string;
  desde: string;
  hasta: string;
  especialidades: EspecialidadDelMes[];
  totales: Omit<EspecialidadDelMes, 'especialidad'>;
  /** Attention index at the month's end capped at today; null shows '--'. */
  indiceAtencion: number | null;
  sesiones: SesionDelMes[];
}

/** An objective of the objectives and achievements report, with its tasks and their ratings by period. */
export interface ObjetivoDelInforme {
  id: string;
  fechaInicio: string;
  fechaFin: string;
  terapeuta: string;
  especialidad: string;
  objetivo: string;
  /** The achievement, 'Sin evaluar' or 'Logro en proceso de confirmación'. */
  logro: string;
  /** null shows 'Sin evaluar'. */
  porcentaje: number | null;
  tareas: { descripcion: string; calificaciones: { periodo: number; puntaje: number }[] }[];
}

/** GET /api/reportes/informe-evolucion: the patient and the asked report's tables. */
export interface VistaInformePaciente {
  tipo: TipoInformePaciente;
  paciente: PacienteDelInforme;
  evoluciones?: EvolucionDelInforme[];
  mensual?: InformeMensual;
  objetivos?: ObjetivoDelInforme[];
}
