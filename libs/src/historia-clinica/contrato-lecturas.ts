import type { Opcion } from '../contratos/opciones.js';

/** Background types (spec 'Antecedent'). */
export const TIPOS_ANTECEDENTE: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Prenatal' },
  { codigo: 2, nombre: 'Neonatal / perinatal' },
  { codigo: 3, nombre: 'Postnatal' },
  { codigo: 4, nombre: 'Personal' },
  { codigo: 5, nombre: 'Familiar' },
];

/** 0 'Por verificar', 1 'Verificado'. */
export const ESTADOS_MOTIVO: readonly Opcion<number>[] = [
  { codigo: 0, nombre: 'Por verificar' },
  { codigo: 1, nombre: 'Verificado' },
];

/** 1 weekly, 2 monthly. */
export const PERIODOS_PLAN: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Semanal' },
  { codigo: 2, nombre: 'Mensual' },
];

/** Exam formats offered in the history (spec 'Exam': formats 1 to 11 of the scheduler-side list). */
export const TIPOS_EXAMEN: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Terapia ocupacional' },
  { codigo: 2, nombre: 'Psicología infantil' },
  { codigo: 3, nombre: 'Fonoaudiología: función oral faríngea' },
  { codigo: 4, nombre: 'Fonoaudiología: lenguaje' },
  { codigo: 5, nombre: 'Examen físico de neurodesarrollo' },
  { codigo: 6, nombre: 'Desorganización postural' },
  { codigo: 7, nombre: 'Musculoesquelético' },
  { codigo: 8, nombre: 'Psicología de adultos' },
  { codigo: 9, nombre: 'Cognitivo' },
  { codigo: 10, nombre: 'Conductual' },
  { codigo: 11, nombre: 'Revisión por sistemas' },
];

/** Sections of a history, as the read audit names them. */
export const SECCIONES_HISTORIA = [
  'resumen',
  'motivos',
  'antecedentes',
  'impresiones',
  'examenes',
  'archivo de examen',
  'planes',
  'evoluciones',
  'accesos',
  'estado de evaluación',
  'informe de valoración',
] as const;
export type SeccionHistoria = (typeof SECCIONES_HISTORIA)[number];

export const MENSAJES_HISTORIA = {
  confidencial: 'Esta HC es confidencial. Por favor comunicarse con el administrador para solicitar acceso.',
  /** To the therapist of an evaluation of a confidential patient who does not hold the lock (decision 0034). */
  evaluacionConfidencial: (quienBloquea: string | null) =>
    `La historia clínica de este paciente es confidencial: el motivo de consulta, la impresión diagnóstica y el plan de tratamiento los registra ${quienBloquea ? `${quienBloquea}, quien tiene la historia asignada,` : 'quien tiene la historia asignada'} o un coordinador con acceso a historias confidenciales. Cuando estén registrados, usted evoluciona la evaluación desde su agenda.`,
  faltanDatosPaciente: 'Faltan Datos Del Paciente',
  pacienteInactivo: 'Paciente Inactivo',
  motivoObligatorio: 'El motivo de consulta es obligatorio',
  motivoLargo: 'El motivo de consulta admite máximo 500 caracteres',
  observacionesLargas: 'Las observaciones admiten máximo 500 caracteres',
  observacionesObligatorias: 'Las observaciones son obligatorias',
  motivoRegistrado: 'Motivo de consulta registrado con éxito',
  motivoNoEncontrado: 'No se encontró el motivo de consulta',
  motivoYaVerificado: 'El motivo de consulta ya está verificado',
  terminosObligatorios: 'Seleccione al menos un término del catálogo de motivos de consulta',
  terminoInvalido: 'Un término elegido no está en el catálogo de motivos de consulta activos',
  fechaInvalida: 'La fecha no es válida (aaaa-mm-dd)',
  motivoVerificado: 'Motivo de consulta verificado con éxito',
  tipoAntecedenteInvalido: 'El tipo de antecedente debe ser 1 (prenatal), 2 (neonatal/perinatal), 3 (postnatal), 4 (personal) o 5 (familiar)',
  descripcionObligatoria: 'La descripción es obligatoria',
  observacionObligatoria: 'La observación es obligatoria',
  observacionLarga: 'La observación admite máximo 30000 caracteres',
  antecedenteRegistrado: 'Antecedente registrado con éxito',
  impresionObligatoria: 'La impresión general es obligatoria',
  impresionLarga: 'La impresión general admite máximo 30000 caracteres',
  diagnosticoDesconocido: (codigo: string) => `El diagnóstico ${codigo} no existe`,
  impresionRegistrada: 'Anamnesis registrada con éxito',
  diagnosticoActualizado: 'ACTUALIZADO CON ÉXITO',
  errorDiagnostico: 'ERROR AL ACTUALIZAR DX',
  impresionNoEncontrada: 'No se encontró la impresión diagnóstica',
  tipoExamenInvalido: 'El tipo de examen no es válido',
  nombreExamenObligatorio: 'El nombre del examen es obligatorio',
  archivoObligatorio: 'Adjunte el archivo del examen',
  archivoTipo: 'El examen debe ser un archivo JPG, PNG o PDF válido',
  archivoGrande: (mb: number) => `El examen supera el tamaño máximo de ${mb} MB`,
  examenCargado: 'Examen cargado con éxito',
  examenNoEncontrado: 'No se encontró el examen',
  fechaInicioObligatoria: 'La fecha de inicio es obligatoria',
  fechaFinAnterior: 'La fecha final no puede ser anterior a la fecha de inicio',
  conclusionesObligatorias: 'Las conclusiones son obligatorias',
  recomendacionesObligatorias: 'Las recomendaciones son obligatorias',
  periodoInvalido: 'El periodo debe ser 1 (semanal) o 2 (mensual)',
  lineasObligatorias: 'Agregue al menos un servicio con su número de sesiones',
  lineaInvalida: 'Cada servicio necesita una especialidad (2 a 6) y un número de sesiones entre 1 y 500',
  textoLargo: (campo: string, max: number) => `${campo} admite máximo ${max} caracteres`,
  planRegistrado: 'Plan de tratamiento registrado con éxito',
  rangoInvalido: 'El rango de fechas no es válido',
} as const;

export interface DiagnosticoLeido {
  sistema: 'cie10' | 'dsm';
  codigo: string;
  descripcion: string;
}

export interface MotivoHistoriaLeido {
  id: string;
  origen: 'ingreso' | 'historia';
  fecha: string;
  motivo: string;
  observaciones: string | null;
  terapeuta: string | null;
  estado: 0 | 1;
  verificacion: { fecha: string; terminos: { id: string; descripcion: string }[]; observaciones: string | null; terapeuta: string } | null;
}

export interface AntecedenteLeido {
  id: string;
  fecha: string;
  tipo: number;
  descripcion: string;
  observacion: string;
  terapeuta: string;
}

export interface ImpresionLeida {
  id: string;
  fecha: string;
  descripcion: string;
  diagnosticos: DiagnosticoLeido[];
  terapeuta: string;
}

export interface ExamenLeido {
  id: string;
  fecha: string;
  tipo: number;
  nombreExamen: string;
  formato: 'jpg' | 'png' | 'pdf';
  terapeuta: string;
}

export interface PlanLeido {
  id: string;
  fecha: string;
  fechaInicio: string;
  fechaFin: string | null;
  conclusiones: string;
  recomendaciones: string;
  cie10: DiagnosticoLeido[];
  actividadesFamilia: string | null;
  periodo: number;
  lineas: { especialidad: number; sesiones: number }[];
  terapeuta: string;
}

export interface AccesoHistoriaLeido {
  fecha: string;
  usuario: string;
  rol: number | null;
  /** The role's and the site's names, as people read them. */
  rolNombre: string | null;
  sede: string | null;
  sedeNombre: string | null;
  seccion: string;
}

/** The card and the day's checklist of `GET /api/pacientes/:id/historia`. */
export interface ResumenHistoria {
  paciente: {
    id: string;
    nombre: string;
    tipoDocumento: string;
    numeroDocumento: string;
    fechaNacimiento: string;
    edad: { anios: number; meses: number };
    estado: number;
    confidencial: boolean;
    tieneFoto: boolean;
    diagnostico: string | null;
  };
  /** Whether each kind of entry was recorded today (business date). */
  hoy: { motivo: boolean; antecedente: boolean; impresion: boolean; examen: boolean; plan: boolean };
}

/** Tab 6 'Plan de intervención': an evolved session of the patient (from the sessions read model). */
export interface EvolucionHistoriaLeida {
  id: string;
  fecha: string;
  horaInicio: string;
  especialidad: string;
  terapeuta: string;
  /** 'Terapia', 'Evaluacion', 'CYT', 'GTSL'. */
  tipo: string;
  lugar: string;
  estrategias: string[];
  material: string | null;
  estadoPaciente: string | null;
  evolucion: string | null;
  fechaEvolucion: string | null;
  atrasada: boolean;
}
