import type { Opcion } from '../contratos/opciones.js';

/** Coverage formats (DOMAIN.md): reports treat 0 as order and every other as authorization. */
export const FORMATOS_COBERTURA: readonly Opcion<number>[] = [
  { codigo: 0, nombre: 'Orden médica' },
  { codigo: 1, nombre: 'Autorización' },
  { codigo: 2, nombre: 'Particular' },
  { codigo: 3, nombre: 'Convenio' },
];

export const ESTADOS_COBERTURA: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Activa' },
  { codigo: 2, nombre: 'Cancelada' },
];

export const FORMAS_PAGO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Efectivo' },
  { codigo: 2, nombre: 'Tarjeta' },
];

export interface LineaCoberturaLeida {
  id: string;
  servicio: number;
  especialidad: string;
  cups: string | null;
  cantidad: number;
  programadas: number;
  restantes: number;
}

/** A coverage in the list (cards, report). */
export interface CoberturaEnLista {
  id: string;
  codigo: string;
  formato: number;
  paciente: string;
  pacienteNombre: string;
  sede: string;
  entidad: string | null;
  entidadNombre: string;
  fecha: string;
  fechaVencimiento: string | null;
  cobertura: number | null;
  bolsa: number;
  estado: number;
  observaciones: string | null;
  pertenece: string | null;
  perteneceCodigo: string | null;
  nombreCliente: string | null;
  codigo90: boolean;
  sinOrden: boolean;
  registradaPor: string;
  /** 'N.º autorización EPS': the insurer's own number of an authorization, null when not typed (issue 27 item 9). */
  numeroAutorizacionEps: string | null;
  /** The site's name (in the list and the report; the detail carries only `sede`). */
  sedeNombre?: string | null;
}

/** GET /api/coberturas/:id. */
export interface CoberturaLeida extends CoberturaEnLista {
  formaPago: number | null;
  periodo: number | null;
  contrato: string | null;
  orden: string | null;
  lineas: LineaCoberturaLeida[];
  /** For an order: the authorizations loaded against it, with their lines. */
  autorizaciones?: (CoberturaEnLista & { lineas: LineaCoberturaLeida[] })[];
}

/** GET /api/pacientes/:id/servicios-disponibles: the lines a session can draw from on a date. */
export interface ServicioDisponible {
  coberturaId: string;
  lineaId: string;
  codigo: string;
  formato: number;
  entidad: string;
  servicio: number;
  especialidad: string;
  restantes: number;
  fechaVencimiento: string | null;
  tarifa: number | null;
  copago: number | null;
}

export interface EspecialidadLeida {
  codigo: number;
  nombre: string;
  cups: string | null;
}

export interface TarifaLeida {
  id: string;
  eps: string;
  epsNombre: string;
  especialidad: number;
  especialidadNombre: string;
  tarifa: number;
  copago: number;
}
