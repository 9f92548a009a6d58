import type { EventStore } from '../eventstore/event-store.js';
import { ConflictoDeVersion, type CambioDeStream, type EventoAlmacenado, type EventoNuevo, type MetadataEvento } from '../eventstore/tipos.js';
import { plegar, type Agregado } from './agregado.js';
import { ReglaIncumplida } from './errores.js';

export const MENSAJE_CONFLICTO = 'El registro fue modificado por otra persona al mismo tiempo. Intente de nuevo.';

/** One stream a decision reads: where it lives and how its events fold into state. */
export interface StreamLeido<S = unknown, E extends EventoNuevo = EventoNuevo> {
  streamId: string;
  agregado: Agregado<S, E>;
}

/** Any stream of any aggregate: `evolucionar` is a method, so its parameters accept every aggregate's state and events. */
export type CualquierStream = StreamLeido<unknown, EventoNuevo>;

type EstadoDe<L> = L extends { agregado: { inicial: infer S } } ? S : never;
type EventoDe<L> = L extends { agregado: { evolucionar(estado: never, evento: infer E): unknown } } ? E : never;

export type Estados<L extends Record<string, CualquierStream>> = { [K in keyof L]: EstadoDe<L[K]> };

export interface DecisionMultiple<L extends Record<string, CualquierStream>> {
  /** New events per stream read; a stream left out (or with none) is not appended to. */
  eventos: { [K in keyof L]?: EventoDe<L[K]>[] };
  /** Streams not read, appended in the same transaction (unique-key reservations, ...). */
  ademas?: CambioDeStream[];
}

export interface OrdenMultiple<L extends Record<string, CualquierStream>> {
  streams: L;
  /** Pure: the states of every stream read → the events to append. Throw ReglaIncumplida to refuse. */
  decidir: NoInfer<(estados: Estados<L>) => DecisionMultiple<L>>;
  metadata: () => MetadataEvento;
  /** A conflict on an extra stream that is a business refusal (a key already taken), not a race. */
  alChocarClave?: (streamId: string) => ReglaIncumplida | null;
}

/** How long contention may be absorbed before the user hears of it. */
export interface PoliticaDeReintentos {
  /** Total time allowed for retries, from the first attempt. */
  plazoMs: number;
  /** First backoff ceiling; it doubles per conflict up to `topeMs`. The wait is uniform in [0, ceiling]. */
  baseMs: number;
  topeMs: number;
}

export const REINTENTOS_POR_DEFECTO: PoliticaDeReintentos = { plazoMs: 3000, baseMs: 2, topeMs: 100 };

const dormir = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Decisions of this process on the same stream take turns: contention inside one process becomes a
 * short queue instead of a storm of conflicts. Between processes the versions still decide.
 */
const turnosPorStore = new WeakMap<object, Map<string, Promise<void>>>();

async function tomarTurnos(store: object, streamIds: string[]): Promise<() => void> {
  let turnos = turnosPorStore.get(store);
  if (!turnos) turnosPorStore.set(store, (turnos = new Map()));
  const liberar: (() => void)[] = [];
  // Always in the same order, so two decisions over the same pair of streams cannot wait on each other.
  for (const id of [...new Set(streamIds)].sort()) {
    const anterior = turnos.get(id) ?? Promise.resolve();
    let soltar!: () => void;
    const propio = new Promise<void>((r) => (soltar = r));
    const cola = anterior.then(() => propio);
    turnos.set(id, cola);
    liberar.push(() => {
      soltar();
      if (turnos!.get(id) === cola) turnos!.delete(id);
    });
    await anterior;
  }
  return () => liberar.forEach((l) => l());
}

/**
 * Emmett/Marten's loop over several streams: read every stream, fold each, decide on all states,
 * append every change with the version read, in one transaction. A concurrent writer on any of them
 * makes the append fail as a whole: read everything again and decide again, after a jittered wait,
 * while the time allowed lasts. The rule is checked on fresh state at every attempt, so contention
 * never turns into a wrong decision, and a refusal is the rule's own.
 */
export async function decidirEnVarios<L extends Record<string, CualquierStream>>(
  store: Pick<EventStore, 'leerStream' | 'anexar'>,
  orden: OrdenMultiple<L>,
  politica: PoliticaDeReintentos = REINTENTOS_POR_DEFECTO,
): Promise<EventoAlmacenado[]> {
  const claves = Object.keys(orden.streams) as (keyof L & string)[];
  const leidos = new Set(claves.map((k) => orden.streams[k].streamId));
  const soltar = await tomarTurnos(store, [...leidos]);
  try {
    return await intentar(store, orden, politica, claves, leidos);
  } finally {
    soltar();
  }
}

async function intentar<L extends Record<string, CualquierStream>>(
  store: Pick<EventStore, 'leerStream' | 'anexar'>,
  orden: OrdenMultiple<L>,
  politica: PoliticaDeReintentos,
  claves: (keyof L & string)[],
  leidos: Set<string>,
): Promise<EventoAlmacenado[]> {
  const limite = Date.now() + politica.plazoMs;
  for (let conflictos = 0; ; conflictos++) {
    const historias = await Promise.all(claves.map((k) => store.leerStream(orden.streams[k].streamId)));
    const estados = {} as Estados<L>;
    const versiones = new Map<string, number>();
    claves.forEach((k, i) => {
      const h = historias[i];
      estados[k] = plegar(orden.streams[k].agregado, h) as Estados<L>[typeof k];
      versiones.set(k, h.length ? h[h.length - 1].version : 0);
    });
    const decision = orden.decidir(estados);
    const cambios: CambioDeStream[] = claves
      .filter((k) => (decision.eventos[k]?.length ?? 0) > 0)
      .map((k) => ({ streamId: orden.streams[k].streamId, versionEsperada: versiones.get(k)!, eventos: decision.eventos[k]! }));
    cambios.push(...(decision.ademas ?? []));
    if (cambios.every((c) => c.eventos.length === 0)) return [];
    try {
      return await store.anexar(cambios, orden.metadata());
    } catch (error) {
      if (!(error instanceof ConflictoDeVersion)) throw error;
      if (!leidos.has(error.streamId)) {
        const rechazo = orden.alChocarClave?.(error.streamId);
        if (rechazo) throw rechazo;
      }
      const techo = Math.min(politica.topeMs, politica.baseMs * 2 ** Math.min(conflictos, 20));
      const espera = Math.random() * techo;
      if (Date.now() + espera >= limite) throw new ReglaIncumplida(MENSAJE_CONFLICTO, 'conflicto');
      await dormir(espera);
    }
  }
}
