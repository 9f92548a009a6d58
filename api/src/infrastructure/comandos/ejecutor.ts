import { Inject, Injectable } from '@nestjs/common';
import { plegar, type Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { ConflictoDeVersion, type CambioDeStream, type EventoAlmacenado, type EventoNuevo, type MetadataEvento } from '@avanti/libs/eventstore/tipos';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import type { ContextoPeticion } from '../http/contexto.js';
import { EVENT_STORE, RELOJ } from '../tokens.js';

export interface Decision<E extends EventoNuevo> {
  eventos: E[];
  /** Other streams appended in the same transaction (unique-key reservations, a debited pool, ...). */
  ademas?: CambioDeStream[];
}

export interface OrdenDeComando<S, E extends EventoNuevo> {
  streamId: string;
  agregado: Agregado<S, E>;
  decidir: (estado: S) => E[] | Decision<E>;
  contexto: ContextoPeticion;
  /** A conflict on one of these extra streams is a business refusal, not a race to retry. */
  alChocarClave?: (streamId: string) => ReglaIncumplida | null;
}

const REINTENTOS = 3;
export const MENSAJE_CONFLICTO = 'El registro fue modificado por otra persona al mismo tiempo. Intente de nuevo.';

export function metadataDe(contexto: ContextoPeticion, reloj: Reloj): MetadataEvento {
  const u = contexto.usuario;
  return {
    usuarioId: u?.id ?? null,
    usuario: u?.usuario ?? 'sistema',
    rol: u?.rol ?? null,
    sede: u?.sede ?? null,
    correlacionId: contexto.correlacionId,
    causacionId: contexto.causacionId,
    ip: contexto.ip,
    fecha: reloj.ahora().toISOString(),
    versionEsquema: 1,
  };
}

/**
 * Load the aggregate's events, fold them, decide, append with the version read.
 * A concurrent writer makes the append fail: decide again on fresh state, a few times, then 409.
 */
@Injectable()
export class EjecutorDeComandos {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async ejecutar<S, E extends EventoNuevo>(orden: OrdenDeComando<S, E>): Promise<EventoAlmacenado[]> {
    for (let intento = 1; ; intento++) {
      const historia = await this.store.leerStream(orden.streamId);
      const estado = plegar(orden.agregado, historia);
      const version = historia.length ? historia[historia.length - 1].version : 0;
      const resultado = orden.decidir(estado);
      const decision: Decision<E> = Array.isArray(resultado) ? { eventos: resultado } : resultado;
      try {
        return await this.store.anexar(
          [{ streamId: orden.streamId, versionEsperada: version, eventos: decision.eventos }, ...(decision.ademas ?? [])],
          metadataDe(orden.contexto, this.reloj),
        );
      } catch (error) {
        if (!(error instanceof ConflictoDeVersion)) throw error;
        const clave = error.streamId !== orden.streamId ? orden.alChocarClave?.(error.streamId) : null;
        if (clave) throw clave;
        if (intento >= REINTENTOS) throw new ReglaIncumplida(MENSAJE_CONFLICTO, 'conflicto');
      }
    }
  }
}
