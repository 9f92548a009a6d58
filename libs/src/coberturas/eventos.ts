import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamEps = (id: string) => `eps-${id}`;

/** 1 EPS, 2 prepaid plan, 3 policy. */
export type TipoEps = 1 | 2 | 3;
/** 1 contributory, 2 subsidised, 3 both; only for tipo 1. */
export type RegimenEps = 1 | 2 | 3;

export type EpsRegistrada = EventoNuevo<
  'EpsRegistrada',
  { id: string; nombre: string; nombreCorto: string; nit: string | null; tipo: TipoEps; regimen: RegimenEps | null }
>;
export type EpsDesactivada = EventoNuevo<'EpsDesactivada', { id: string }>;
export type EpsActivada = EventoNuevo<'EpsActivada', { id: string }>;

export type EventoEps = EpsRegistrada | EpsDesactivada | EpsActivada;
export const TIPOS_EVENTO_EPS = ['EpsRegistrada', 'EpsDesactivada', 'EpsActivada'] as const satisfies readonly EventoEps['tipo'][];

// ─── Coverage: medical orders, authorizations, private services, agreements (DOMAIN.md 'Coverage and the pool') ───

export const streamCobertura = (id: string) => `cobertura-${id}`;
export const streamTarifa = (id: string) => `tarifa-${id}`;
export const streamEspecialidad = (codigo: number) => `especialidad-${codigo}`;

/** Unique-key spaces: a coverage's code, one rate per insurer × specialty. */
export const CLAVE_CODIGO_COBERTURA = 'cobertura-codigo';
export const CLAVE_TARIFA = 'tarifa-par';

/** 0 medical order, 1 authorization, 2 private service (particular), 3 agreement (convenio). */
export type FormatoCobertura = 0 | 1 | 2 | 3;

/** A service line as registered: the specialty's code (2..6), its name and CUPS code, the units granted. */
export interface LineaRegistrada {
  id: string;
  servicio: number;
  especialidad: string;
  cups: string | null;
  cantidad: number;
}

/** What every coverage carries; names travel with the event so projectors read no other tables. */
export interface DatosCobertura {
  id: string;
  codigo: string;
  formato: FormatoCobertura;
  pacienteId: string;
  pacienteNombre: string;
  sede: string;
  /** The insurer's id; null is the spec's entity 16 ('Particulares'). */
  entidadId: string | null;
  entidadNombre: string;
  /** 1 EPS, 2 prepaid, 3 policy; null for entity 16. */
  tipoEntidad: TipoEps | null;
  fecha: string;
  /** Coverage days; null = 'sin vigencia'. */
  cobertura: number | null;
  fechaVencimiento: string | null;
  lineas: LineaRegistrada[];
  observaciones: string | null;
}

export type OrdenMedicaRegistrada = EventoNuevo<'OrdenMedicaRegistrada', DatosCobertura>;
export type AutorizacionRegistrada = EventoNuevo<
  'AutorizacionRegistrada',
  DatosCobertura & {
    /** The order it is loaded against (id and code), null without order. */
    pertenece: string | null;
    perteneceCodigo: string | null;
    sinOrden: boolean;
    codigo90: boolean;
    /** Who typed it (the 'codigo 90' note names this user). */
    registradaPor: string;
    /** The insurer's own authorization number (issue 27 item 9); absent in events written before it existed. */
    numeroAutorizacionEps?: string | null;
  }
>;
export type ServicioParticularRegistrado = EventoNuevo<
  'ServicioParticularRegistrado',
  DatosCobertura & { nombreCliente: string; formaPago: 1 | 2; periodo: number; contrato: string; orden: string | null }
>;
export type ConvenioRegistrado = EventoNuevo<'ConvenioRegistrado', DatosCobertura>;
/** On the order's stream: an authorization was loaded against it (it can no longer be cancelled). */
export type AutorizacionCargada = EventoNuevo<'AutorizacionCargada', { ordenId: string; ordenCodigo: string; autorizacionId: string; codigo: string }>;
export type OrdenAjustada = EventoNuevo<
  'OrdenAjustada',
  {
    id: string;
    codigo: string;
    bolsaAnterior: number;
    bolsaNueva: number;
    vencimientoAnterior: string | null;
    vencimientoNuevo: string | null;
    motivo: string;
    /** Each line's units after the adjustment. */
    lineas: { id: string; cantidad: number }[];
  }
>;
export type CoberturaCancelada = EventoNuevo<'CoberturaCancelada', { id: string; codigo: string; formato: FormatoCobertura }>;
/** The pool: scheduling a session debits its line, cancelling it credits it back. */
export type SesionesDebitadas = EventoNuevo<
  'SesionesDebitadas',
  { coberturaId: string; codigo: string; lineaId: string; cantidad: number; sesionId: string | null }
>;
export type SesionesAcreditadas = EventoNuevo<
  'SesionesAcreditadas',
  { coberturaId: string; codigo: string; lineaId: string; cantidad: number; sesionId: string | null }
>;

export type EventoCobertura =
  | OrdenMedicaRegistrada
  | AutorizacionRegistrada
  | ServicioParticularRegistrado
  | ConvenioRegistrado
  | AutorizacionCargada
  | OrdenAjustada
  | CoberturaCancelada
  | SesionesDebitadas
  | SesionesAcreditadas;

export const TIPOS_EVENTO_COBERTURA = [
  'OrdenMedicaRegistrada',
  'AutorizacionRegistrada',
  'ServicioParticularRegistrado',
  'ConvenioRegistrado',
  'AutorizacionCargada',
  'OrdenAjustada',
  'CoberturaCancelada',
  'SesionesDebitadas',
  'SesionesAcreditadas',
] as const satisfies readonly EventoCobertura['tipo'][];

// ─── Specialties (editable catalogue with CUPS codes) and rates ───

export type EspecialidadDefinida = EventoNuevo<'EspecialidadDefinida', { codigo: number; nombre: string; cups: string | null }>;
export type TarifaRegistrada = EventoNuevo<
  'TarifaRegistrada',
  { id: string; eps: string; epsNombre: string; especialidad: number; especialidadNombre: string; tarifa: number; copago: number }
>;
export type TarifaActualizada = EventoNuevo<
  'TarifaActualizada',
  { id: string; tarifa: number; copago: number; tarifaAnterior: number; copagoAnterior: number; epsNombre: string; especialidadNombre: string }
>;

export type EventoEspecialidad = EspecialidadDefinida;
export type EventoTarifa = TarifaRegistrada | TarifaActualizada;
export const TIPOS_EVENTO_ESPECIALIDAD = ['EspecialidadDefinida'] as const satisfies readonly EventoEspecialidad['tipo'][];
export const TIPOS_EVENTO_TARIFA = ['TarifaRegistrada', 'TarifaActualizada'] as const satisfies readonly EventoTarifa['tipo'][];
