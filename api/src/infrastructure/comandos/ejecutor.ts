import { Inject, Injectable } from '@nestjs/common';
import type { Agregado } from '@avanti/libs/dominio/agregado';
import {
  decidirEnVarios,
  MENSAJE_CONFLICTO,
  REINTENTOS_POR_DEFECTO,
  type OrdenMultiple,
  type PoliticaDeReintentos,
  type CualquierStream,
} from '@avanti/libs/dominio/decision';
import type { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { CambioDeStream, EventoAlmacenado, EventoNuevo, MetadataEvento } from '@avanti/libs/eventstore/tipos';
import type { Reloj } from '@avanti/libs/clock/reloj';
import type { ContextoPeticion } from '../http/contexto.js';
import { EVENT_STORE, RELOJ } from '../tokens.js';

export { MENSAJE_CONFLICTO };

export interface Decision<E extends EventoNuevo> {
  eventos: E[];
  /** Other streams appended in the same transaction (unique-key reservations, ...). */
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

/** A decision over several streams (schedule a session and debit its coverage line). */
export type OrdenDeComandoMultiple<L extends Record<string, CualquierStream>> = Omit<OrdenMultiple<L>, 'metadata'> & {
  contexto: ContextoPeticion;
};

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
 * Load the streams a decision needs, fold them, decide, append with the versions read, in one
 * transaction. A concurrent writer makes the append fail: read and decide again on fresh state,
 * with jittered backoff, for a bounded time (then 409). See libs/src/dominio/decision.ts.
 */
@Injectable()
export class EjecutorDeComandos {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  /** How long contention is absorbed before a 409 (about 3 s by default). */
  politica: PoliticaDeReintentos = REINTENTOS_POR_DEFECTO;

  /** Several streams read and decided on together. */
  ejecutarEnVarios<L extends Record<string, CualquierStream>>(orden: OrdenDeComandoMultiple<L>): Promise<EventoAlmacenado[]> {
    const { contexto, ...resto } = orden;
    return decidirEnVarios(this.store, { ...resto, metadata: () => metadataDe(contexto, this.reloj) }, this.politica);
  }

  /** One stream: the common case, the same loop over a single stream. */
  ejecutar<S, E extends EventoNuevo>(orden: OrdenDeComando<S, E>): Promise<EventoAlmacenado[]> {
    return this.ejecutarEnVarios({
      streams: { principal: { streamId: orden.streamId, agregado: orden.agregado } },
      decidir: ({ principal }) => {
        const resultado = orden.decidir(principal as S);
        const decision: Decision<E> = Array.isArray(resultado) ? { eventos: resultado } : resultado;
        return { eventos: { principal: decision.eventos }, ademas: decision.ademas };
      },
      alChocarClave: orden.alChocarClave,
      contexto: orden.contexto,
    });
  }
}
