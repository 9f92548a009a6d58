/** Who did it, when and from where: carried by every event. */
export interface MetadataEvento {
  usuarioId: string | null;
  usuario: string;
  rol: number | null;
  sede: string | null;
  correlacionId: string;
  causacionId: string | null;
  ip: string | null;
  /** ISO instant of the decision. */
  fecha: string;
  versionEsquema: number;
}

export interface EventoNuevo<T extends string = string, D = unknown> {
  tipo: T;
  datos: D;
  /** Defaults to 1. */
  versionEsquema?: number;
}

export interface EventoAlmacenado<T extends string = string, D = unknown> {
  posicion: number;
  /** Transaction id (xid8) as text: the asynchronous reader orders by it. */
  transaccion: string;
  streamId: string;
  version: number;
  tipo: T;
  datos: D;
  metadata: MetadataEvento;
  registradoEn: Date;
}

/** 0: the stream must not exist yet; N: the stream must be exactly at version N; 'cualquiera': no check. */
export type VersionEsperada = number | 'cualquiera';

export interface CambioDeStream {
  streamId: string;
  versionEsperada: VersionEsperada;
  eventos: EventoNuevo[];
}

/** Where an asynchronous reader has read up to (commit order: transaction, then position). */
export interface Checkpoint {
  transaccion: string;
  posicion: number;
}

export const CHECKPOINT_INICIAL: Checkpoint = { transaccion: '0', posicion: 0 };

export class ConflictoDeVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly versionEsperada: VersionEsperada,
  ) {
    super(`El stream ${streamId} ya no está en la versión ${String(versionEsperada)}`);
    this.name = 'ConflictoDeVersion';
  }
}
