import type { EventoAlmacenado, EventoNuevo } from '../eventstore/tipos.js';

/** An aggregate as plain functions: fold its events into state; decide new events from a command. */
export interface Agregado<S, E extends EventoNuevo> {
  inicial: S;
  evolucionar(estado: S, evento: E): S;
}

export const plegar = <S, E extends EventoNuevo>(agregado: Agregado<S, E>, eventos: readonly (E | EventoAlmacenado)[]): S =>
  eventos.reduce<S>((estado, e) => agregado.evolucionar(estado, e as E), agregado.inicial);
