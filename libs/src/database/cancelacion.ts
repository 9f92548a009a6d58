import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The signal of the request a query runs for (issue 29, decision 0046): when the client goes away the signal
 * aborts and the PostgreSQL pool cancels the query that request has on the server (pg_cancel_backend). Set by
 * the api around heavy reads; nothing else needs to pass it along.
 */
export interface LecturaPesada {
  senal: AbortSignal;
  /** statement_timeout of each of its queries on PostgreSQL, in ms (0 = none). */
  limiteMs: number;
}

const lecturas = new AsyncLocalStorage<LecturaPesada>();

export const comoLecturaPesada = <T>(lectura: LecturaPesada, trabajo: () => T): T => lecturas.run(lectura, trabajo);

export const lecturaPesadaActual = (): LecturaPesada | undefined => lecturas.getStore();

/** SQLSTATE 57014: a statement cancelled (by statement_timeout or by pg_cancel_backend). */
export const esConsultaCancelada = (error: unknown): boolean =>
  (error as { code?: unknown })?.code === '57014' || (error as { cause?: { code?: unknown } })?.cause?.code === '57014';

/** The error a query meets when its request's signal had already aborted before it was sent. */
export class ConsultaCancelada extends Error {
  readonly code = '57014';
  constructor() {
    super('consulta cancelada: el cliente se fue');
  }
}
