import type { TipoAuditado } from './tipos-de-evento.js';

type Datos = Record<string, unknown>;

/**
 * The fields of each event that hold clinical text (what was written about a patient): the audit shows who did
 * what to which patient and when, never what was written (decision 0027). Read in the history by whoever may.
 */
export const CAMPOS_CLINICOS: Partial<Record<TipoAuditado, readonly string[]>> = {
  MotivoIngresoRegistrado: ['descripcion'],
  MotivoConsultaRegistrado: ['motivo', 'observaciones'],
  MotivoConsultaVerificado: ['terminos', 'observaciones'],
  AntecedenteRegistrado: ['descripcion', 'observacion'],
  ImpresionDiagnosticaRegistrada: ['descripcion', 'diagnosticos'],
  DiagnosticoActualizado: ['diagnosticos'],
  PlanTratamientoRegistrado: ['conclusiones', 'recomendaciones', 'cie10', 'actividadesFamilia'],
  EvolucionRegistrada: ['estrategias', 'material', 'estadoPaciente', 'evolucion', 'requiereExamen'],
  ObjetivoCreado: ['objetivo', 'tareas'],
  PeriodoObjetivoCalificado: ['comentario', 'evidencia'],
};

/** What a patient report's request writes for the PDF (its filter repeats it): summary, concept, recommendations. */
const TEXTO_DE_INFORME = ['resumen', 'concepto', 'recomendacion', 'recomendaciones'];

const sin = (datos: Datos, campos: readonly string[]): Datos => Object.fromEntries(Object.entries(datos).filter(([k]) => !campos.includes(k)));

/** The event's data as the audit keeps and shows it: without the clinical text of CAMPOS_CLINICOS and of patient reports. */
export function sinTextoClinico(tipo: string, datos: Datos): Datos {
  if (tipo === 'ExportacionSolicitada') {
    const filtro = datos.filtro && typeof datos.filtro === 'object' ? sin(datos.filtro as Datos, TEXTO_DE_INFORME) : datos.filtro;
    const informe = datos.informe && typeof datos.informe === 'object' ? sin(datos.informe as Datos, TEXTO_DE_INFORME) : datos.informe;
    return { ...datos, ...(datos.filtro !== undefined ? { filtro } : {}), ...(datos.informe !== undefined ? { informe } : {}) };
  }
  const campos = CAMPOS_CLINICOS[tipo as TipoAuditado];
  return campos ? sin(datos, campos) : datos;
}
