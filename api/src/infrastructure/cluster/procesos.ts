import { availableParallelism } from 'node:os';

/** How many api processes this start runs (API_PROCESOS, decision 0050), and why when it is not what was asked. */
export interface ProcesosDeLaApi {
  cantidad: number;
  /** Set when API_PROCESOS was given and is not used: the line the start logs. */
  ignorado?: string;
}

/**
 * API_PROCESOS: worker processes of the api under node:cluster, by default one per core but one (`os.availableParallelism() - 1`,
 * at least 1: PostgreSQL, Redis and the workers share the machine; on 2 cores one process answered more, decision 0050);
 * 1 is a single process, as before. Only in the served mode with Redis (DATABASE_URL and REDIS_URL): the signed-in
 * sessions and the sign-in limiter live in Redis there, so any process answers anyone. PGlite (embedded) is one
 * process with one session; PostgreSQL without Redis keeps sessions in the process's memory: both stay at 1.
 * A value that is not a whole number ≥ 1 stops the start with the reason (as every other setting does).
 */
export function procesosDeLaApi(config: { databaseUrl?: string; redisUrl?: string }, env: NodeJS.ProcessEnv = process.env): ProcesosDeLaApi {
  const texto = env.API_PROCESOS?.trim();
  let pedidos: number | undefined;
  if (texto) {
    pedidos = Number(texto);
    if (!Number.isInteger(pedidos) || pedidos < 1 || pedidos > 256) {
      throw new ApiProcesosInvalido(`API_PROCESOS debe ser un número entero entre 1 y 256 (se recibió '${texto}')`);
    }
  }
  if (!config.databaseUrl) {
    return { cantidad: 1, ignorado: pedidos && pedidos > 1 ? 'API_PROCESOS se ignora en el modo embebido: PGlite es de un solo proceso' : undefined };
  }
  if (!config.redisUrl) {
    return {
      cantidad: 1,
      ignorado:
        pedidos && pedidos > 1
          ? 'API_PROCESOS se ignora sin REDIS_URL: las sesiones y el limitador de ingresos quedarían en la memoria de cada proceso'
          : undefined,
    };
  }
  return { cantidad: pedidos ?? Math.max(1, availableParallelism() - 1) };
}

export class ApiProcesosInvalido extends Error {}

/**
 * The pg pool of each process: 20 alone (as before); under the cluster about 40 between them all, never fewer than 3
 * each, so that N processes do not open N × 20 against PostgreSQL's max_connections (100 by default, with the
 * projections and workers processes beside).
 */
export function conexionesPorProceso(procesos: number): number {
  return procesos <= 1 ? 20 : Math.max(3, Math.ceil(40 / procesos));
}
