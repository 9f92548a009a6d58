import type { Identifier } from 'react-admin';
import type { FilaSesionesTerapeuticas, TotalesAsistencia, VistaInformePaciente } from '../contratos';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** A patient or a therapist offered by a report's search. */
export interface PersonaDeReporte {
  id: string;
  nombre: string;
}

/** Whether the evaluation PDF can be generated, and if not why and where to fix it. */
export interface RequisitosInformeValoracion {
  listo: boolean;
  mensaje?: string;
  arreglo?: { texto: string; ruta: string } | null;
}

export type ReporteConTotales = 'asistencia-usuarios' | 'asistencia-por-fecha' | 'sesiones-terapeuticas';

/** The reports' reads and PDF requests (spec 3 §2.2), reached through useDataProvider. */
export const metodosReportes = {
  /** A report's 'Total' row over the whole filter (items 8, 9 and 10). */
  totalesDeReporte: (reporte: ReporteConTotales, filtro: Record<string, unknown>) =>
    enviar<TotalesAsistencia | FilaSesionesTerapeuticas>(`${rutaApi('reportes', reporte, 'totales')}${parametros({ filter: filtro })}`),
  /** The objectives report's quarter variant: patients or therapists by name. */
  personasObjetivosLogros: (tipo: 'paciente' | 'terapeuta', q: string) =>
    enviar<PersonaDeReporte[]>(`${rutaApi('reportes', 'objetivos-y-logros', 'personas')}${parametros({ tipo, q })}`),
  /** Asks for the PDF of an evaluation period of the objectives report's quarter variant (item 3). */
  solicitarObjetivosPeriodo: (datos: Record<string, unknown>) => enviar<{ id: Identifier }>(rutaApi('reportes', 'objetivos-y-logros', 'pdf'), 'POST', datos),
  /** The patient reports (item 13): the patient select, the preview and the PDF's request (an export's id). */
  pacientesParaInforme: (q: string) => enviar<PersonaDeReporte[]>(`${rutaApi('reportes', 'informe-evolucion', 'pacientes')}${parametros({ q })}`),
  vistaInformePaciente: (filtro: Record<string, unknown>) =>
    enviar<VistaInformePaciente>(`${rutaApi('reportes', 'informe-evolucion')}${parametros({ filter: JSON.stringify(filtro) })}`),
  solicitarInformePaciente: (datos: Record<string, unknown>) => enviar<{ id: Identifier }>(rutaApi('reportes', 'informes-paciente'), 'POST', datos),
  /** The evaluation report (item 14): the patient select, the PDF's requirements and its request. */
  pacientesValoracion: (q: string, sede?: string) =>
    enviar<PersonaDeReporte[]>(`${rutaApi('reportes', 'valoraciones', 'pacientes')}${parametros({ q, sede })}`),
  requisitosInformeValoracion: (paciente: string, fecha: string) =>
    enviar<RequisitosInformeValoracion>(`${rutaApi('reportes', 'valoracion', 'requisitos')}${parametros({ paciente, fecha })}`),
  solicitarInformeValoracion: (datos: { paciente: string; fecha: string; recomendaciones: string }) =>
    enviar<{ id: Identifier }>(rutaApi('reportes', 'valoracion'), 'POST', datos),
};

export type MetodosReportes = typeof metodosReportes;
