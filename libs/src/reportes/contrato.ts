/** Reports and the main dashboard (spec 3 §2.2, §2.3): shapes, messages and derived labels. */

import type { ConteosAsistencia } from './contrato-asistencia.js';

export const MENSAJES_REPORTES = {
  faltanFechas: 'ERROR: Faltan fechas por seleccionar',
  rangoInvertido: 'La fecha final no puede se menor a la fecha inicial',
  requerido: 'Este campo es requerido',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  sinDatos: 'Aún no hay datos para mostrar.',
  /** getOne of a report's row (GET /api/reportes/<reporte>/:id): no such row, or not visible to the reader. */
  filaNoEncontrada: 'No se encontró el registro en el reporte',
} as const;

/** Master report's type label (spec 3 §2.2 item 4): cancelled → CE; otherwise Evaluacion → EVA, CYT, GTSL, anything else SSR. */
export function etiquetaTipoMaestro(estadoEvento: number, tipo: string): 'CE' | 'EVA' | 'CYT' | 'GTSL' | 'SSR' {
  if (estadoEvento === 2) return 'CE';
  const t = tipo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (t === 'evaluacion') return 'EVA';
  if (t === 'cyt') return 'CYT';
  if (t === 'gtsl') return 'GTSL';
  return 'SSR';
}

const DIA_MS = 86_400_000;

/** Authorizations by expiry (spec 3 §2.2 item 6): the label of the order's expiry seen from today (all aaaa-mm-dd). */
export function etiquetaVencimiento(vencimientoOrden: string | null, hoy: string): string {
  if (!vencimientoOrden) return 'Autorización sin orden';
  const dias = Math.round((Date.parse(`${vencimientoOrden}T00:00:00Z`) - Date.parse(`${hoy}T00:00:00Z`)) / DIA_MS);
  if (dias === 0) return 'Vence hoy';
  if (dias < 0) return 'Vencida';
  return `Faltan ${dias} dia(s) para su vencimiento`;
}

/** A share in percent with two decimals (0 when there is nothing to share). */
export const porcentaje = (parte: number, total: number): number => (total ? Math.round((parte * 10_000) / total) / 100 : 0);

export interface TableroHoy {
  fecha: string;
  pacientes: number;
  programadas: number;
  realizadas: number;
  canceladas: number;
}

export interface TableroResumen {
  desde: string;
  hasta: string;
  realizadas: number;
  canceladas: number;
  pendientes: number;
  porTipoCliente: { eps: number; prepagada: number; poliza: number; particular: number };
  porEntidad: { nombre: string; realizadas: number; canceladas: number }[];
  porEspecialidad: { especialidad: string; realizadas: number; canceladas: number }[];
  /**
   * Sessions done and cancelled per therapist; for a reader who holds the payroll screen (dashboard.nomina) also the
   * payroll's figures of the range (the same rules as /dashboard-nomina): units done (minutes / 30, what the payroll calls Realizadas), extras (evaluations), deductions (discards) and pay (net).
   */
  porTerapeuta: {
    terapeutaId: string;
    nombre: string;
    realizadas: number;
    canceladas: number;
    unidades?: number;
    adicionales?: number;
    deducciones?: number;
    pago?: number;
  }[];
  /** `terapeutas` (therapist pay, the payroll's net) only for a reader who holds the payroll screen. */
  ingresos: { realizadas: number; noRealizados: number; copagos: number; terapeutas?: number };
}

export interface AlertaCobertura {
  id: string;
  codigo: string;
  pacienteNombre: string;
  entidadNombre: string;
  sede: string;
  fechaVencimiento: string | null;
  restantes: number;
  motivos: ('pocas-sesiones' | 'por-vencer')[];
  enlace: string;
}

export interface FilaMaestro {
  id: string;
  nombrePaciente: string;
  tipoDocumento: string;
  documentoPaciente: string;
  entidad: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  sesionesCantidad: number;
  nombreTerapeuta: string;
  especialidad: number;
  especialidadNombre: string;
  lugar: string;
  estadoEvento: number;
  tipo: string;
  etiqueta: string;
  sede: string;
}

export interface FilaCancelacion {
  id: string;
  paciente: string;
  fecha: string;
  hora: string;
  terapeutaNombre: string;
  especialidad: string;
  lugar: string;
  entidad: string;
  motivo: string | null;
  canceladaPor: string | null;
  canceladaEn: string | null;
  sede: string;
}

export interface FilaVencimiento {
  id: string;
  codigo: string;
  paciente: string;
  bolsa: number;
  entidad: string;
  fecha: string;
  fechaVencimiento: string | null;
  orden: string | null;
  ordenVencimiento: string | null;
  estadoVencimiento: string;
  sede: string;
}

export interface FilaAsistencia extends ConteosAsistencia {
  id: string;
  fecha: string;
}

export interface FilaReportePaciente {
  id: string;
  codigo: string;
  nombre: string;
  documento: string;
  fechaNacimiento: string;
  fechaIngreso: string;
  tipoCliente: number;
  tipoClienteNombre: string;
  regimen: number;
  estado: number;
  sede: string;
}
