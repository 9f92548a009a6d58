/**
 * The money context's contract (issue 25): the request and response shapes of /api/salarios, /api/copagos,
 * /api/descargos, /api/gastos-fijos, /api/gastos-variables and the payroll reads, the code-to-label catalogues
 * and the Spanish messages the api answers. Plain TypeScript (the browser imports it): no package, no node.
 * libs/src/finanzas/contrato-lecturas.ts re-exports it for the code that still reads the layer-sliced path.
 */
import type { Opcion } from '../contratos/opciones.js';

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

// ─── Messages (the spec's words where it gives them) ───

/** Whole Colombian pesos (DOMAIN 'Money'): an integer from 0 up to a thousand million. */
export const MAXIMO_PESOS = 1_000_000_000;
export const MAX_COMENTARIO_COPAGO = 500;
export const MAX_NOTA_DESCARGO = 500;
export const MAX_CONCEPTO_GASTO = 500;

export const MENSAJES_DINERO = {
  completar: 'Complete los campos requeridos',
  fechas: 'Seleccione las fechas en las que quiere ver la información',
  rangoInvertido: 'La fecha final no puede se menor a la fecha inicial',
  error: 'Ocurrió un error, intentelo de nuevo.',
} as const;

export const MENSAJES_COPAGO = {
  completar: 'Complete los campos requeridos: fecha, monto y tipo',
  monto: 'El monto debe ser un valor en pesos, sin puntos ni decimales, mayor que cero',
  tipo: 'El tipo de pago debe ser 1 Efectivo o 2 Transferencia',
  paciente: 'Seleccione el paciente',
  entidad: 'No se encontró la entidad',
  comentario: `El comentario admite máximo ${MAX_COMENTARIO_COPAGO} caracteres`,
  noEncontrado: 'No se encontró el copago',
  yaAnulado: 'El copago ya fue eliminado',
  registrado: 'REGISTRADO CON ÉXITO',
  anulado: 'Copago eliminado con éxito',
} as const;

export const MENSAJES_DESCARGO = {
  completar: MENSAJES_DINERO.completar,
  concepto: 'El concepto debe ser Informe atrasado u Objetivos y logros',
  fecha: 'La fecha del descargo no es válida',
  nota: `La nota admite máximo ${MAX_NOTA_DESCARGO} caracteres`,
  sesion: 'La sesión del descargo no es válida',
  noEncontrado: 'No se encontró el descargo',
  yaAnulado: 'El descargo ya fue eliminado',
  registrado: 'REGISTRADO CON ÉXITO',
  anulado: 'Descargo eliminado con éxito',
} as const;

export const MENSAJES_GASTO = {
  completar: MENSAJES_DINERO.completar,
  valor: 'El valor debe ser un número en pesos, sin puntos ni decimales, mayor que cero',
  categoria: 'La categoría debe ser 1 Préstamo, 2 Gasto general o 3 Gasto servicios',
  concepto: `El concepto admite máximo ${MAX_CONCEPTO_GASTO} caracteres`,
  usuario: 'No se encontró el usuario',
  noEncontrado: 'No se encontró el gasto',
  yaAnulado: 'El gasto ya fue eliminado',
  registrado: 'REGISTRADO CON ÉXITO',
  anulado: 'Gasto eliminado con éxito',
} as const;

/** What a person reads next to each amount (the messages name the field). */
export const NOMBRES_CAMPO_SALARIO: Readonly<Record<CampoMontoSalario, string>> = {
  salarioFijo: 'Salario fijo',
  transporte: 'Auxilio de transporte',
  pagoPorSesion: 'Pago por sesión',
  pagoPorSesionParticular: 'Pago por sesión particular',
  pagoPorSesionDomicilio: 'Pago por sesión a domicilio',
  pagoPorSesionDomicilioParticular: 'Pago por sesión a domicilio particular',
  pagoPorEvaluacion: 'Pago por evaluación',
  pagoPorEvaluacionDomicilio: 'Pago por evaluación a domicilio',
  eps: 'Caja de compensación (EPS)',
  pension: 'Pensión',
  arl: 'ARL',
};

export const MENSAJES_SALARIO = {
  actualizado: 'Datos actualizados correctamente',
  error: 'Error al actualizar la información',
  tipoContrato: 'Seleccione el tipo de contrato: 1 prestación de servicios, 2 indefinido o 3 término fijo',
  monto: (campo: string) => `${campo}: escriba el valor en pesos, sin puntos ni decimales, y no negativo`,
  usuarioNoEncontrado: 'No se encontró el usuario',
} as const;

// ─── Requests (what the admin and any client send) and answers ───

/** POST /api/copagos */
export interface RegistrarCopagoSolicitud {
  /** aaaa-mm-dd */
  fecha: string;
  /** Whole pesos, more than zero. */
  monto: number;
  /** 1 Efectivo, 2 Transferencia (TIPOS_COPAGO). */
  tipo: number;
  /** The patient's id. */
  paciente: string;
  /** The insurer's id; absent, null or '' for the patient's own (or 'Particulares'). */
  entidad?: string | null;
  comentario?: string | null;
}

/** POST /api/descargos */
export interface RegistrarDescargoSolicitud {
  /** The therapist's user id. */
  terapeuta: string;
  valor: number;
  /** 'Informe atrasado' (by default) or 'Objetivos y logros' (CONCEPTOS_DESCARGO). */
  concepto?: string | null;
  nota?: string | null;
  /** aaaa-mm-dd; today (Bogotá) when absent. */
  fecha?: string | null;
  /** The late session it discounts, when it comes from 'Evoluciones atrasadas'. */
  sesion?: string | null;
}

/** POST /api/gastos-fijos ('Registrar un gasto fijo') */
export interface RegistrarGastoFijoSolicitud {
  valor: number;
  concepto: string;
  /** The user it concerns, optional. */
  usuario?: string | null;
}

/** POST /api/gastos-variables */
export interface RegistrarGastoVariableSolicitud {
  fecha: string;
  valor: number;
  /** 1 Préstamo, 2 Gasto general, 3 Gasto servicios (CATEGORIAS_GASTO). */
  categoria: number;
  concepto: string;
}

/**
 * PUT /api/salarios/{usuarioId}: the record GET served, or only what changes (fields left out keep their value).
 * The contract type is written as it is read, `tipoContratoId`; the read-only fields (`tipoContrato` as its label,
 * names, `salarioNeto`, ...) are accepted and ignored. A number in `tipoContrato` is still read as the contract
 * type (what clients before issue 25 sent).
 */
export interface GuardarSalarioSolicitud extends Partial<Record<CampoMontoSalario, number | null>> {
  /** 1, 2 or 3 (TIPOS_CONTRATO), the name GET uses. */
  tipoContratoId?: number | null;
  /** GET's label of the contract type (ignored), or its number as clients before issue 25 sent it. */
  tipoContrato?: number | string | null;
}

/** What a command that names its outcome answers: the whole record as GET serves it, and the message to show. */
export type ConMensaje<T> = T & { mensaje: string };
export type CopagoRespuesta = ConMensaje<CopagoLeido>;
export type DescargoRespuesta = ConMensaje<DescargoLeido>;
export type GastoRespuesta = ConMensaje<GastoLeido>;
export type SalarioRespuesta = ConMensaje<SalarioLeido>;

/** The resources whose records are deleted by an annulment event (the original stays in the audit). */
export type RecursoAnulable = 'copagos' | 'gastos-fijos' | 'gastos-variables' | 'descargos';
