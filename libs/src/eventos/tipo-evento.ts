import type { EventoNuevo } from '../eventstore/tipos.js';
import { TIPOS_EVENTO_ACCESO, type EventoAcceso } from '../acceso/eventos.js';
import { TIPOS_EVENTO_PACIENTE, type EventoPaciente } from '../admisiones/eventos.js';
import {
  TIPOS_EVENTO_COBERTURA,
  TIPOS_EVENTO_EPS,
  TIPOS_EVENTO_ESPECIALIDAD,
  TIPOS_EVENTO_TARIFA,
  type EventoCobertura,
  type EventoEps,
  type EventoEspecialidad,
  type EventoTarifa,
} from '../coberturas/eventos.js';
import { TIPOS_EVENTO_CATALOGO, type EventoCatalogo } from '../catalogos/eventos.js';
import { TIPOS_EVENTO_EXPORTACION, type EventoExportacion } from '../exportaciones/eventos.js';
import { TIPOS_EVENTO_SESION, type EventoSesion } from '../programacion/eventos.js';
import { TIPOS_EVENTO_FINANZAS, type EventoFinanzas } from '../finanzas/eventos.js';
import { TIPOS_EVENTO_OBJETIVO, type EventoObjetivo } from '../objetivos/eventos.js';
import { TIPOS_EVENTO_ACCESO_HISTORIA, TIPOS_EVENTO_HISTORIA, type EventoHistoria, type HistoriaConsultada } from '../historia-clinica/eventos.js';
import { TIPOS_EVENTO_FACTURACION, type EventoFacturacion } from '../facturacion/eventos.js';

/** A unique key (a name, a username, a document) taken by a record: bookkeeping, not a person's action. */
export type ClaveReservada = EventoNuevo<'ClaveReservada', { espacio: string; clave: string; registroId: string }>;

/** Every event of the product. A new context adds its union here, and its list to TIPOS_EVENTO. */
export type Evento =
  | EventoAcceso
  | EventoEps
  | EventoPaciente
  | EventoExportacion
  | EventoCobertura
  | EventoEspecialidad
  | EventoTarifa
  | EventoCatalogo
  | EventoHistoria
  | HistoriaConsultada
  | EventoSesion
  | EventoFinanzas
  | EventoObjetivo
  | EventoFacturacion
  | ClaveReservada;

/** Every event type: registries keyed by it (`Record<TipoEvento, ...>`) make the compiler name each place a new event must reach. */
export type TipoEvento = Evento['tipo'];

export const TIPOS_EVENTO = [
  ...TIPOS_EVENTO_ACCESO,
  ...TIPOS_EVENTO_EPS,
  ...TIPOS_EVENTO_PACIENTE,
  ...TIPOS_EVENTO_EXPORTACION,
  ...TIPOS_EVENTO_CATALOGO,
  ...TIPOS_EVENTO_HISTORIA,
  ...TIPOS_EVENTO_ACCESO_HISTORIA,
  ...TIPOS_EVENTO_COBERTURA,
  ...TIPOS_EVENTO_ESPECIALIDAD,
  ...TIPOS_EVENTO_TARIFA,
  ...TIPOS_EVENTO_SESION,
  ...TIPOS_EVENTO_FINANZAS,
  ...TIPOS_EVENTO_OBJETIVO,
  ...TIPOS_EVENTO_FACTURACION,
  'ClaveReservada',
] as const satisfies readonly TipoEvento[];

/** Fails to compile when a context's list leaves out a type of its union. */
type Faltantes = Exclude<TipoEvento, (typeof TIPOS_EVENTO)[number]>;
const listaCompleta: [Faltantes] extends [never] ? true : Faltantes = true;
void listaCompleta;

export const esTipoEvento = (tipo: string): tipo is TipoEvento => (TIPOS_EVENTO as readonly string[]).includes(tipo);
