import type { Db } from '../database/conexion.js';
import type { CambioDeStream, Checkpoint, EventoAlmacenado, MetadataEvento } from './tipos.js';

/** Runs inside the append's transaction: inline projections write read models here. */
export type AlAnexar = (tx: Db, eventos: EventoAlmacenado[]) => Promise<void>;

/** After a commit: the events it appended, or nothing when read models changed without one (a rebuild's switch). */
export type AlConfirmar = (eventos?: readonly EventoAlmacenado[]) => void;

export interface EventStore {
  /** Appends to one or several streams atomically; throws ConflictoDeVersion when a stream moved. */
  anexar(cambios: CambioDeStream[], metadata: MetadataEvento): Promise<EventoAlmacenado[]>;
  leerStream(streamId: string): Promise<EventoAlmacenado[]>;
  /** Events committed after the checkpoint, in commit order; never one whose transaction may still commit below it. */
  leerDesde(desde: Checkpoint, limite: number, db?: Db): Promise<EventoAlmacenado[]>;
  /** Called after each append's commit (wakes in-process asynchronous projectors). */
  alConfirmar(escucha: AlConfirmar): void;
}
