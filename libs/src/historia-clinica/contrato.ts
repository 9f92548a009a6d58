/**
 * The clinical history's command contract (issue 25 item 1): the request and response shapes of the history's
 * writes (POST /api/pacientes/:id/historia/...), written once. The api's DTOs implement them
 * (api/src/historia-clinica/historia/commands/<verbo>/) and the admin's provider imports them as types. Plain
 * TypeScript. The messages, the code tables and the read shapes stay in libs/src/historia-clinica/contrato-lecturas.ts.
 */

/** POST .../historia/motivos: a new consultation reason, with its observations (spec 2 §5). */
export interface RegistrarMotivoSolicitud {
  motivo: string;
  observaciones: string;
}

/** POST .../historia/motivos/:motivoId/verificar: a reason 'Por verificar' verified with terms of the reasons catalogue. */
export interface VerificarMotivoSolicitud {
  /** aaaa-mm-dd */
  fecha: string;
  /** ids of active terms of the consultation reasons catalogue */
  terminos: string[];
  observaciones?: string | null;
}

/** POST .../historia/antecedentes: 1 prenatal, 2 neonatal/perinatal, 3 postnatal, 4 personal, 5 family. */
export interface RegistrarAntecedenteSolicitud {
  tipo: number;
  descripcion: string;
  observacion: string;
}

/** Diagnoses as an impression takes them: CIE-10 codes (with or without the dot) and ids of active DSM-IV items. */
export interface DiagnosticosSolicitud {
  cie10?: string[];
  dsm?: string[];
}

/** POST .../historia/impresiones: the general impression (anamnesis) and its diagnoses. */
export interface RegistrarImpresionSolicitud extends DiagnosticosSolicitud {
  descripcion: string;
}

/** POST .../historia/diagnostico: an impression's diagnoses replaced. */
export interface ActualizarDiagnosticoSolicitud extends DiagnosticosSolicitud {
  impresionId: string;
}

/**
 * POST .../historia/examenes (multipart/form-data): the exam's format (1 to 11, TIPOS_EXAMEN) and name, with the
 * file (JPG, PNG or PDF, 10 MB) in the field `archivo`.
 */
export interface CargarExamenSolicitud {
  tipo: number;
  nombreExamen: string;
}

/** One service of a treatment plan: a specialty (2 to 6) and its number of sessions (1 to 500). */
export interface LineaPlanSolicitud {
  especialidad: number;
  sesiones: number;
}

/** POST .../historia/planes: a treatment plan; without `fechaFin` it is indefinite. */
export interface RegistrarPlanSolicitud {
  fechaInicio: string;
  fechaFin?: string | null;
  conclusiones: string;
  recomendaciones: string;
  /** CIE-10 codes (with or without the dot) */
  cie10?: string[];
  actividadesFamilia?: string | null;
  /** 1 weekly, 2 monthly */
  periodo: number;
  lineas: LineaPlanSolicitud[];
}

/** What every history write answers: the entry's id (the reason's or the impression's for verify and diagnosis) and the spec's message. */
export interface EntradaHistoriaRespuesta {
  id: string;
  mensaje: string;
}
