import type { EventoNuevo } from '../eventstore/tipos.js';
import type { ExclusionRips, GrupoRips } from './contrato.js';

/** The provider at one site (its NIT and REPS habilitation code). */
export const streamPrestador = (sede: string) => `facturacion-prestador-${sede}`;
/** How one specialty × session type is reported. */
export const streamServicioRips = (especialidad: number, tipoSesion: string) => `facturacion-servicio-${especialidad}-${tipoSesion}`;
/**
 * Every RIPS of one insurer: the never-twice rule is decided over this stream, so two generations asked at
 * once for the same sessions cannot both report them (the second one reads the first and refuses).
 */
export const streamRipsDeEps = (epsId: string) => `facturacion-rips-eps-${epsId}`;

export type PrestadorConfigurado = EventoNuevo<'PrestadorConfigurado', { sede: string; sedeNombre: string; nit: string; codigoHabilitacion: string }>;

export type ServicioRipsConfigurado = EventoNuevo<
  'ServicioRipsConfigurado',
  {
    especialidad: number;
    especialidadNombre: string;
    tipoSesion: string;
    cups: string;
    grupo: GrupoRips;
    grupoServicios: string;
    codServicio: number;
    finalidad: string;
    causaAtencion: string;
    viaIngreso: string;
  }
>;

/** What a generation covers: asked by a person; the sessions are held for it until it ends. */
export interface PeticionRips {
  id: string;
  epsId: string;
  epsNombre: string;
  desde: string;
  hasta: string;
  sede: string | null;
  numFactura: string | null;
  tipoNota: string | null;
  numNota: string | null;
  /** The done sessions the file reports. */
  sesiones: string[];
  /** Sessions left out on purpose, each with its reason. */
  excluidas: ExclusionRips[];
  /** The export (log of exported reports) that carries the file. */
  exportacionId: string;
}

export type RipsSolicitado = EventoNuevo<'RipsSolicitado', PeticionRips>;

/** The file was written and validated: who and when are the metadata (the worker acts for whoever asked). */
export type RipsGenerado = EventoNuevo<
  'RipsGenerado',
  {
    id: string;
    epsId: string;
    desde: string;
    hasta: string;
    numFactura: string | null;
    tipoNota: string | null;
    sesiones: string[];
    /** sha256 of the file's bytes, hex. */
    hash: string;
    archivo: string;
    nombreArchivo: string;
    usuarios: number;
    consultas: number;
    procedimientos: number;
    valorTotal: number;
  }
>;

/** The generation failed: its sessions are free again. */
export type RipsFallido = EventoNuevo<'RipsFallido', { id: string; epsId: string; mensaje: string }>;

export type EventoFacturacion = PrestadorConfigurado | ServicioRipsConfigurado | RipsSolicitado | RipsGenerado | RipsFallido;

export const TIPOS_EVENTO_FACTURACION = [
  'PrestadorConfigurado',
  'ServicioRipsConfigurado',
  'RipsSolicitado',
  'RipsGenerado',
  'RipsFallido',
] as const satisfies readonly EventoFacturacion['tipo'][];
