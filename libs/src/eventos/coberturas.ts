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
