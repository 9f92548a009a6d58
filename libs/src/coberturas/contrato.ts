/**
 * Coverages' command contract (issue 25 item 1): the request and response shapes of the coverage writes (orders,
 * authorizations, private services, agreements, adjustment, cancellation), the rates and the specialties, written
 * once. The api's DTOs implement them (api/src/coberturas/<agregado>/commands/<verbo>/) and the admin's providers
 * import them as types. Plain TypeScript: no package, no node, no server code. The read shapes and the code tables
 * stay in libs/src/coberturas/contrato-servicios.ts and libs/src/coberturas/contrato-lecturas.ts.
 */
import type { TarifaLeida } from './contrato-servicios.js';

// ─── Coverages: requests ───

/** One service of a coverage: a specialty of the catalogue (2 to 6) and its sessions. */
export interface LineaServicioSolicitud {
  servicio: number;
  cantidad: number;
}

/** What the four registrations share. */
export interface RegistroCoberturaSolicitud {
  /** id del paciente */
  paciente: string;
  /** Issue date, aaaa-mm-dd. */
  fecha: string;
  lineas: LineaServicioSolicitud[];
  observaciones?: string | null;
}

/** POST /api/coberturas/ordenes: a medical order (format 0) of an insurer. */
export interface RegistrarOrdenSolicitud extends RegistroCoberturaSolicitud {
  /** id de la aseguradora */
  entidad: string;
  /** Days: 30, 45, 60, 90, 120, 150 or 180. */
  cobertura: number;
}

/**
 * POST /api/coberturas/autorizaciones: an authorization (format 1) against an order (`pertenece`), without an order
 * (`sinOrden`, the insurer in `entidad` and the typed number in `codigo`) or code 90 (`codigo90`).
 */
export interface RegistrarAutorizacionSolicitud extends RegistroCoberturaSolicitud {
  /** id de la aseguradora (sin orden médica) */
  entidad?: string | null;
  /** id de la orden médica a la que pertenece */
  pertenece?: string | null;
  sinOrden?: boolean;
  codigo90?: boolean;
  /** The number typed by the user (without order or code 90). */
  codigo?: string | null;
  /** 'N.º autorización EPS': the insurer's own number (letters, digits and dashes, at most 30). */
  numeroAutorizacionEps?: string | null;
  /** Days; null = no expiry (only without order). */
  cobertura: number | null;
}

/** POST /api/coberturas/particulares: a private service (format 2). */
export interface RegistrarParticularSolicitud extends RegistroCoberturaSolicitud {
  /** Days: 15, 30, 60, 90 or 120. */
  cobertura: number;
  nombreCliente: string;
  /** 1 Efectivo, 2 Tarjeta. */
  formaPago: number;
  /** Days: 15, 30, 60, 90 or 120. */
  periodo: number;
  contrato: string;
  orden?: string | null;
}

/** POST /api/coberturas/convenios: an agreement (format 3). */
export interface RegistrarConvenioSolicitud extends RegistroCoberturaSolicitud {
  /** Days: 15, 30, 45, 60, 90, 120, 150 or 180. */
  cobertura: number;
}

/** POST /api/coberturas/:id/ajustar: a new pool balance and/or expiry, with its reason. */
export interface AjustarCoberturaSolicitud {
  bolsa?: number | null;
  fechaVencimiento?: string | null;
  motivo: string;
}

// ─── Coverages: responses ───

/** What the four registrations answer: the new coverage's id and its generated (or typed) code. */
export interface CoberturaRegistrada {
  id: string;
  codigo: string;
  mensaje: string;
}

/** What the adjustment and the cancellation answer. */
export interface MensajeCobertura {
  mensaje: string;
}

// ─── Rates ───

/**
 * PUT /api/tarifas/:id: the fee and the copay, in pesos without decimals (copay kept when absent). The rate GET served
 * may be sent whole: its insurer and specialty (and their names) are read-only and ignored.
 */
export interface ActualizarTarifaSolicitud {
  tarifa: number;
  copago?: number | null;
}

/** POST /api/tarifas: one rate per insurer and specialty. */
export interface RegistrarTarifaSolicitud extends ActualizarTarifaSolicitud {
  /** id de la aseguradora */
  eps: string;
  /** Specialty code (2 to 6). */
  especialidad: number;
}

/** What registering and updating a rate answer: the rate as GET /api/tarifas/:id serves it, and the message to show. */
export interface TarifaGuardada extends TarifaLeida {
  mensaje: string;
}

// ─── Specialties ───

/** PUT /api/especialidades/:codigo: a new name and/or CUPS code (null or empty removes it); the code never changes. */
export interface EditarEspecialidadSolicitud {
  nombre: string;
  cups?: string | null;
}

export interface EspecialidadEditada {
  codigo: number;
  mensaje: string;
}
