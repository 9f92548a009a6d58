import type { EventoNuevo } from '../eventstore/tipos.js';
import type { ArchivoGuardado } from '../admisiones/index.js';

/** A patient's clinical history: one stream per patient, entries are never edited in place. */
export const streamHistoria = (pacienteId: string) => `historia-${pacienteId}`;
/** Reads of a history (custody audit): a stream of their own, appended without a version check. */
export const streamAccesosHistoria = (pacienteId: string) => `accesohc-${pacienteId}`;

/** Who wrote an entry, by name: projectors and the PDF show it without reading the users' table. */
export interface Autor {
  usuarioId: string | null;
  terapeuta: string;
}

export type MotivoConsultaRegistrado = EventoNuevo<
  'MotivoConsultaRegistrado',
  Autor & { pacienteId: string; id: string; fecha: string; motivo: string; observaciones: string | null }
>;
export type MotivoConsultaVerificado = EventoNuevo<
  'MotivoConsultaVerificado',
  Autor & { pacienteId: string; motivoId: string; fecha: string; terminos: { id: string; descripcion: string }[]; observaciones: string | null }
>;
/** 1 prenatal, 2 neonatal/perinatal, 3 postnatal, 4 personal, 5 family. */
export type TipoAntecedente = 1 | 2 | 3 | 4 | 5;
export type AntecedenteRegistrado = EventoNuevo<
  'AntecedenteRegistrado',
  Autor & { pacienteId: string; id: string; fecha: string; tipo: TipoAntecedente; descripcion: string; observacion: string }
>;

/** A diagnosis of an impression: a CIE-10 code or a DSM-IV catalogue item, with its text. */
export interface Diagnostico {
  sistema: 'cie10' | 'dsm';
  codigo: string;
  descripcion: string;
}
export type ImpresionDiagnosticaRegistrada = EventoNuevo<
  'ImpresionDiagnosticaRegistrada',
  Autor & { pacienteId: string; id: string; fecha: string; descripcion: string; diagnosticos: Diagnostico[] }
>;
/** A new diagnosis list for an impression: the impression's text stays, the list is replaced (the old one stays in the log). */
export type DiagnosticoActualizado = EventoNuevo<
  'DiagnosticoActualizado',
  Autor & { pacienteId: string; impresionId: string; fecha: string; diagnosticos: Diagnostico[] }
>;
export type ExamenCargado = EventoNuevo<
  'ExamenCargado',
  Autor & { pacienteId: string; id: string; fecha: string; tipo: number; nombreExamen: string; archivo: ArchivoGuardado }
>;
export interface LineaPlan {
  especialidad: number;
  sesiones: number;
}
export type PlanTratamientoRegistrado = EventoNuevo<
  'PlanTratamientoRegistrado',
  Autor & {
    pacienteId: string;
    id: string;
    fecha: string;
    fechaInicio: string;
    /** null: 'Indefinido'. */
    fechaFin: string | null;
    conclusiones: string;
    recomendaciones: string;
    cie10: Diagnostico[];
    actividadesFamilia: string | null;
    /** 1 weekly, 2 monthly. */
    periodo: 1 | 2;
    lineas: LineaPlan[];
  }
>;

export type EventoHistoria =
  | MotivoConsultaRegistrado
  | MotivoConsultaVerificado
  | AntecedenteRegistrado
  | ImpresionDiagnosticaRegistrada
  | DiagnosticoActualizado
  | ExamenCargado
  | PlanTratamientoRegistrado;

export const TIPOS_EVENTO_HISTORIA = [
  'MotivoConsultaRegistrado',
  'MotivoConsultaVerificado',
  'AntecedenteRegistrado',
  'ImpresionDiagnosticaRegistrada',
  'DiagnosticoActualizado',
  'ExamenCargado',
  'PlanTratamientoRegistrado',
] as const satisfies readonly EventoHistoria['tipo'][];

/** One read of a patient's history (who, role and site are the event's metadata). */
export type HistoriaConsultada = EventoNuevo<'HistoriaConsultada', { pacienteId: string; seccion: string; paciente: string }>;
export const TIPOS_EVENTO_ACCESO_HISTORIA = ['HistoriaConsultada'] as const satisfies readonly HistoriaConsultada['tipo'][];
