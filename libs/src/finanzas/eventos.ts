import type { MontosSalarioLeidos } from './contrato-lecturas.js';
import type { EventoNuevo } from '../eventstore/tipos.js';

// ─── Money (DOMAIN.md 'Money', spec 3 §2.4): salary records, discards, copays, fixed and variable expenses ───

export const streamSalario = (usuarioId: string) => `salario-${usuarioId}`;
export const streamDescargo = (id: string) => `descargo-${id}`;
export const streamCopago = (id: string) => `copago-${id}`;
export const streamGasto = (id: string) => `gasto-${id}`;

/** 1 prestación de servicios, 2 indefinido, 3 término fijo. */
export type TipoContrato = 1 | 2 | 3;

/** Whole Colombian pesos, every one of them. */
export interface MontosSalario extends MontosSalarioLeidos {
  tipoContrato: TipoContrato;
}

export type SalarioActualizado = EventoNuevo<
  'SalarioActualizado',
  MontosSalario & {
    usuarioId: string;
    usuarioNombre: string;
    sede: string;
    anterior: MontosSalario | null;
    /** The business day (Bogotá) from which the record pays; events saved before it existed lack it. */
    vigenteDesde?: string;
  }
>;

export type ConceptoDescargo = 'Informe atrasado' | 'Objetivos y logros';
export type DescargoRegistrado = EventoNuevo<
  'DescargoRegistrado',
  {
    id: string;
    terapeutaId: string;
    terapeutaNombre: string;
    sede: string;
    valor: number;
    concepto: ConceptoDescargo;
    nota: string | null;
    fecha: string;
    sesionId: string | null;
  }
>;
export type DescargoAnulado = EventoNuevo<'DescargoAnulado', { id: string; terapeutaNombre: string; valor: number; concepto: ConceptoDescargo; fecha: string }>;

/** 1 Efectivo, 2 Transferencia. */
export type TipoCopago = 1 | 2;
export type CopagoRegistrado = EventoNuevo<
  'CopagoRegistrado',
  {
    id: string;
    fecha: string;
    monto: number;
    tipo: TipoCopago;
    pacienteId: string;
    pacienteNombre: string;
    /** The insurer's id; null for 'Particulares'. */
    entidadId: string | null;
    entidadNombre: string;
    comentario: string | null;
    sede: string;
  }
>;
export type CopagoAnulado = EventoNuevo<'CopagoAnulado', { id: string; pacienteNombre: string; monto: number; fecha: string }>;

/** 1 Préstamo, 2 Gasto general, 3 Gasto servicios. */
export type CategoriaGasto = 1 | 2 | 3;
export type GastoFijoRegistrado = EventoNuevo<
  'GastoFijoRegistrado',
  { id: string; valor: number; concepto: string; usuarioId: string | null; usuarioNombre: string | null; sede: string; fecha: string }
>;
export type GastoVariableRegistrado = EventoNuevo<
  'GastoVariableRegistrado',
  { id: string; fecha: string; valor: number; categoria: CategoriaGasto; concepto: string; sede: string }
>;
export type GastoAnulado = EventoNuevo<'GastoAnulado', { id: string; clase: 'fijo' | 'variable'; valor: number; concepto: string; fecha: string }>;

export type EventoSalario = SalarioActualizado;
export type EventoDescargo = DescargoRegistrado | DescargoAnulado;
export type EventoCopago = CopagoRegistrado | CopagoAnulado;
export type EventoGasto = GastoFijoRegistrado | GastoVariableRegistrado | GastoAnulado;
export type EventoFinanzas = EventoSalario | EventoDescargo | EventoCopago | EventoGasto;

export const TIPOS_EVENTO_FINANZAS = [
  'SalarioActualizado',
  'DescargoRegistrado',
  'DescargoAnulado',
  'CopagoRegistrado',
  'CopagoAnulado',
  'GastoFijoRegistrado',
  'GastoVariableRegistrado',
  'GastoAnulado',
] as const satisfies readonly EventoFinanzas['tipo'][];
