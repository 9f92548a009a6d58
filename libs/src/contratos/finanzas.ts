import type { Opcion } from './opciones.js';

/** Spec 3 §9: contract types of the salary record. */
export const TIPOS_CONTRATO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Prestación de servicios' },
  { codigo: 2, nombre: 'Indefinido' },
  { codigo: 3, nombre: 'Término fijo' },
];
export const TIPOS_COPAGO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Efectivo' },
  { codigo: 2, nombre: 'Transferencia' },
];
export const CATEGORIAS_GASTO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Préstamo' },
  { codigo: 2, nombre: 'Gasto general' },
  { codigo: 3, nombre: 'Gasto servicios' },
];
export const CONCEPTOS_DESCARGO: readonly Opcion<string>[] = [
  { codigo: 'Informe atrasado', nombre: 'Informe atrasado' },
  { codigo: 'Objetivos y logros', nombre: 'Objetivos y logros' },
];

export interface MontosSalarioLeidos {
  salarioFijo: number;
  transporte: number;
  pagoPorSesion: number;
  pagoPorSesionParticular: number;
  pagoPorSesionDomicilio: number;
  pagoPorSesionDomicilioParticular: number;
  pagoPorEvaluacion: number;
  pagoPorEvaluacionDomicilio: number;
  eps: number;
  pension: number;
  arl: number;
}

/** A user's row on /ajustar-salarios: every active user of the site, with zeros until a record is saved. */
export interface SalarioLeido extends MontosSalarioLeidos {
  id: string;
  idUsuario: string;
  nombreUsuario: string;
  usuario: string;
  rol: number;
  sede: string;
  tipoContratoId: number;
  tipoContrato: string;
  salarioNeto: number;
  registrado: boolean;
}

export interface DescargoLeido {
  id: string;
  terapeutaId: string;
  terapeuta: string;
  sede: string;
  valor: number;
  concepto: string;
  nota: string | null;
  fecha: string;
  sesionId: string | null;
  registradoPor: string;
}

export interface CopagoLeido {
  id: string;
  fecha: string;
  valor: number;
  tipo: number;
  tipoNombre: string;
  pacienteId: string;
  paciente: string;
  entidadId: string | null;
  entidad: string;
  comentario: string | null;
  sede: string;
  registradoPor: string;
}

export interface GastoLeido {
  id: string;
  clase: 'fijo' | 'variable';
  fecha: string;
  valor: number;
  categoria: number | null;
  categoriaNombre: string | null;
  concepto: string;
  usuarioId: string | null;
  usuario: string | null;
  sede: string;
  registradoPor: string;
}

export interface LineaNominaLeida {
  clase: 'sesion' | 'evaluacion';
  lugar: 'Sede' | 'Domicilio' | 'Virtual';
  particular: boolean;
  atrasada: boolean;
  sesiones: number;
  unidades: number;
  tarifa: number;
  total: number;
}

/** Spec 3 'Therapist payroll': terapeuta, Realizadas, adicionales, deducciones, and the net with its lines. */
export interface NominaTerapeutaLeida {
  id: string;
  terapeutaId: string;
  terapeutaNombre: string;
  realizadas: number;
  sesiones: number;
  adicionales: number;
  deducciones: number;
  neto: number;
  descuentoAtrasadas: number;
  lineas: LineaNominaLeida[];
}

export interface EvolucionAtrasadaLeida {
  id: string;
  terapeutaId: string;
  terapeuta: string;
  paciente: string;
  fecha: string;
  fechaEvolucion: string | null;
  pagado: number;
  precio: number;
}

export interface PersonaNominaLeida {
  usuarioId: string;
  nombre: string;
  tipoContrato: number;
  salarioFijo: number;
  eps: number;
  pension: number;
  arl: number;
  prestaciones: number;
  transporte: number;
  neto: number;
}

/** /dashboard-nomina ('Accounting by dates'): every panel for one range and site. */
export interface DashboardNomina {
  desde: string;
  hasta: string;
  /** Today's-payroll figures over the range: done, not completed, copays, therapist pay. */
  ingresos: { realizadas: number; canceladas: number; copago: number; terapeuta: number };
  gastos: { filas: GastoLeido[]; total: number; fijos: number; variables: number };
  nomina: { filas: PersonaNominaLeida[]; total: number };
  entidades: { nombre: string; realizadas: number; canceladas: number }[];
  especialidades: { especialidad: string; realizadas: number }[];
  terapeutas: NominaTerapeutaLeida[];
  resumen: { realizadas: number; sesiones: number; adicionales: number; deducciones: number; neto: number };
}
