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

/** The salary record's amounts (whole pesos), in the order the salary dialog, the api and the payroll list them. */
export const CAMPOS_MONTO_SALARIO = [
  'salarioFijo',
  'transporte',
  'pagoPorSesion',
  'pagoPorSesionParticular',
  'pagoPorSesionDomicilio',
  'pagoPorSesionDomicilioParticular',
  'pagoPorEvaluacion',
  'pagoPorEvaluacionDomicilio',
  'eps',
  'pension',
  'arl',
] as const;
export type CampoMontoSalario = (typeof CAMPOS_MONTO_SALARIO)[number];

export type MontosSalarioLeidos = Record<CampoMontoSalario, number>;

/** Every amount at zero: a user without a salary record. */
export const MONTOS_SALARIO_EN_CERO: Readonly<MontosSalarioLeidos> = Object.freeze(
  Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, 0])) as MontosSalarioLeidos,
);

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

/** One line of a therapist's payroll: sessions of one type, place, client kind and timeliness. */
export interface LineaNominaLeida {
  clase: 'sesion' | 'evaluacion';
  lugar: 'Sede' | 'Domicilio' | 'Virtual';
  particular: boolean;
  atrasada: boolean;
  sesiones: number;
  unidades: number;
  /** The salary record's rate for one unit. */
  tarifa: number;
  total: number;
}

/** Spec 3 'Therapist payroll': terapeuta, Realizadas, adicionales, deducciones, and the net with its lines. */
export interface NominaTerapeutaLeida {
  id: string;
  terapeutaId: string;
  terapeutaNombre: string;
  /** Units done (a session count is its minutes / 30). */
  realizadas: number;
  /** Pay of therapy sessions (Terapia, CYT, GTSL). */
  sesiones: number;
  /** Pay of evaluations, on top of the sessions. */
  adicionales: number;
  /** Discards (descargos) registered in the range. */
  deducciones: number;
  neto: number;
  /** What late evolutions lost (the half not paid). */
  descuentoAtrasadas: number;
  lineas: LineaNominaLeida[];
  /** The discards behind `deducciones`. */
  descargos: { valor: number; fecha?: string; concepto?: string }[];
}

/** A payroll line in words (the payroll screen and its Excel sheet say the same). */
export const describirLineaNomina = (l: Pick<LineaNominaLeida, 'clase' | 'lugar' | 'particular' | 'atrasada'>) => ({
  tipo: l.clase === 'evaluacion' ? 'Evaluación (adicional)' : 'Sesión',
  modalidad: l.lugar,
  cliente: l.particular ? 'Particular' : 'Aseguradora',
  evolucion: l.atrasada ? 'Atrasada (se paga la mitad)' : 'A tiempo',
});

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
