import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  COLA_ARCHIVOS,
  ColaNoDisponible,
  FallaDefinitiva,
  type ColaDeTrabajos,
  type EstadoTrabajo,
  type InfoTrabajo,
  type ProcesadorDeTrabajos,
} from './cola-de-trabajos.js';

/** Where the queue lives: the Redis server, the queue's name and the key prefix (one per installation or test run). */
export interface OpcionesBullmq {
  redisUrl: string;
  /** Defaults to COLA_ARCHIVOS. */
  nombreCola?: string;
  /** Redis key prefix; defaults to BullMQ's `bull`. */
  prefijo?: string;
  /** Attempts per job and the first backoff (doubled each retry); REINTENTOS_POR_DEFECTO unless a test shortens it. */
  reintentos?: { intentos: number; esperaMs: number };
}

/** A job that fails for a passing reason (database restarting, disk full a moment) runs twice more: after 5 s, then 10 s. */
export const REINTENTOS_POR_DEFECTO = { intentos: 3, esperaMs: 5_000 };
/** How long a request waits for Redis to take a job or answer a ping before the queue counts as unavailable. */
const ESPERA_REDIS_MS = 2_000;
/** ioredis states in which a command would wait in its offline queue instead of reaching Redis. */
const SIN_CONEXION = new Set(['reconnecting', 'close', 'end']);

/** Rejects with ColaNoDisponible when `promesa` does not settle within `ms`. */
function conLimite<T>(promesa: Promise<T>, ms: number): Promise<T> {
  let temporizador: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, rechazar) => {
    temporizador = setTimeout(() => rechazar(new ColaNoDisponible()), ms);
  });
  return Promise.race([promesa, limite]).finally(() => clearTimeout(temporizador));
}

/** Finished jobs stay a day (their state and progress remain readable), at most this many. */
const CONSERVAR_COMPLETADOS = { age: 24 * 3600, count: 5000 };
const CONSERVAR_FALLIDOS = { age: 7 * 24 * 3600, count: 5000 };

const ESTADOS: Record<string, EstadoTrabajo> = {
  waiting: 'pendiente',
  delayed: 'pendiente',
  prioritized: 'pendiente',
  'waiting-children': 'pendiente',
  active: 'procesando',
  completed: 'completado',
  failed: 'fallido',
};

const porcentaje = (valor: unknown): number => (typeof valor === 'number' && Number.isFinite(valor) ? Math.max(0, Math.min(100, Math.round(valor))) : 0);

/** The served mode's queue: jobs go to Redis and a `workers` process (or several) runs them. */
export class ColaBullmq implements ColaDeTrabajos {
  private readonly conexion: Redis;
  private readonly cola: Queue;

  constructor(opciones: OpcionesBullmq) {
    // Not a blocking connection: a request that enqueues must fail rather than wait forever for Redis.
    this.conexion = new Redis(opciones.redisUrl, { maxRetriesPerRequest: 1 });
    this.conexion.on('error', () => undefined); // ioredis reconnects; the failing command reports the error
    const { intentos, esperaMs } = opciones.reintentos ?? REINTENTOS_POR_DEFECTO;
    this.cola = new Queue(opciones.nombreCola ?? COLA_ARCHIVOS, {
      connection: this.conexion,
      prefix: opciones.prefijo,
      defaultJobOptions: {
        attempts: intentos,
        backoff: { type: 'exponential', delay: esperaMs },
        removeOnComplete: CONSERVAR_COMPLETADOS,
        removeOnFail: CONSERVAR_FALLIDOS,
      },
    });
    this.cola.on('error', () => undefined);
  }

  /** Refused at once (ColaNoDisponible) while Redis is away, or after ESPERA_REDIS_MS when it does not answer. */
  async encolar<T extends object>(nombre: string, id: string, datos: T): Promise<void> {
    if (SIN_CONEXION.has(this.conexion.status)) throw new ColaNoDisponible();
    try {
      await conLimite(this.cola.add(nombre, datos, { jobId: id }), ESPERA_REDIS_MS);
    } catch (error) {
      throw error instanceof ColaNoDisponible ? error : new ColaNoDisponible({ cause: error });
    }
  }

  async disponible(): Promise<boolean> {
    if (SIN_CONEXION.has(this.conexion.status)) return false;
    return conLimite(this.conexion.ping(), ESPERA_REDIS_MS).then(
      (r) => r === 'PONG',
      () => false,
    );
  }

  async info(id: string): Promise<InfoTrabajo | null> {
    const trabajo = await this.cola.getJob(id);
    if (!trabajo) return null;
    const estado = ESTADOS[await trabajo.getState()];
    if (!estado) return null;
    const info: InfoTrabajo = { estado, progreso: estado === 'completado' ? 100 : porcentaje(trabajo.progress) };
    if (estado === 'fallido' && trabajo.failedReason) info.mensaje = trabajo.failedReason;
    return info;
  }

  async cerrar(): Promise<void> {
    await this.cola.close();
    await this.conexion.quit().catch(() => this.conexion.disconnect());
  }
}

export interface OpcionesTrabajador extends OpcionesBullmq {
  procesadores: Readonly<Record<string, ProcesadorDeTrabajos>>;
  /** Jobs run at once by this process; 1 by default (Excel rendering is CPU and memory bound). */
  concurrencia?: number;
  /** Called on each failed attempt; `final` when no retry follows (the processor then recorded the failure as an event). */
  alFallar?: (trabajo: { id?: string; name: string; intento: number; final: boolean }, error: Error) => void;
}

/** A failed attempt as the logs say it: job name and id, attempt, whether it retries, and the processor's Spanish reason. */
export function lineaDeFalla(t: { id?: string; name: string; intento: number; final: boolean }, error: Error): string {
  return `el trabajo ${t.name} ${t.id ?? ''} falló en el intento ${t.intento}${t.final ? '' : ' (se reintentará)'}: ${error.message}`;
}

/** What the workers' health reports: the Redis connection and how the last job ended, and when. */
export interface EstadoTrabajador {
  redis: 'conectado' | 'desconectado';
  ultimoTrabajo: { estado: 'completado' | 'fallido'; fecha: string } | null;
}

export interface Trabajador {
  worker: Worker;
  estado(): EstadoTrabajador;
  /** Waits for the active jobs to finish, at most `plazoMs`; after it, gives the jobs back to the queue (BullMQ retries them) and leaves. */
  cerrar(plazoMs?: number): Promise<void>;
}

/** A BullMQ worker that runs our processors by job name (the `workers` process, single-host api, tests). */
export async function iniciarTrabajador(opciones: OpcionesTrabajador): Promise<Trabajador> {
  // BullMQ needs `maxRetriesPerRequest: null` on a worker's connection (it blocks waiting for jobs).
  const conexion = new Redis(opciones.redisUrl, { maxRetriesPerRequest: null });
  conexion.on('error', () => undefined);
  const worker = new Worker(
    opciones.nombreCola ?? COLA_ARCHIVOS,
    async (trabajo: Job) => {
      const procesador = opciones.procesadores[trabajo.name];
      if (!procesador) throw new Error(`No hay procesador para los trabajos ${trabajo.name}`);
      let ultimo = -1;
      const numero = trabajo.attemptsMade + 1;
      try {
        await procesador(
          trabajo.data as never,
          async (p) => {
            const valor = porcentaje(p);
            if (valor === ultimo) return;
            ultimo = valor;
            await trabajo.updateProgress(valor);
          },
          { numero, ultimo: numero >= (trabajo.opts.attempts ?? 1) },
        );
      } catch (error) {
        // BullMQ retries any error but this one; its message (the Spanish reason) becomes the job's failedReason.
        if (error instanceof FallaDefinitiva) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection: conexion,
      prefix: opciones.prefijo,
      concurrency: opciones.concurrencia ?? 1,
      removeOnComplete: CONSERVAR_COMPLETADOS,
      removeOnFail: CONSERVAR_FALLIDOS,
    },
  );
  worker.on('error', () => undefined); // connection errors: BullMQ reconnects
  let ultimoTrabajo: EstadoTrabajador['ultimoTrabajo'] = null;
  worker.on('completed', () => {
    ultimoTrabajo = { estado: 'completado', fecha: new Date().toISOString() };
  });
  worker.on('failed', (trabajo, error) => {
    const intento = trabajo?.attemptsMade ?? 1;
    const final = error instanceof UnrecoverableError || intento >= (trabajo?.opts.attempts ?? 1);
    if (final) ultimoTrabajo = { estado: 'fallido', fecha: new Date().toISOString() };
    opciones.alFallar?.({ id: trabajo?.id, name: trabajo?.name ?? '', intento, final }, error);
  });
  await worker.waitUntilReady();
  return {
    worker,
    estado: () => ({ redis: SIN_CONEXION.has(conexion.status) ? 'desconectado' : 'conectado', ultimoTrabajo }),
    async cerrar(plazoMs = Number.POSITIVE_INFINITY) {
      const drenado = worker.close().then(() => true);
      const aTiempo = Number.isFinite(plazoMs) ? await Promise.race([drenado, esperar(plazoMs).then(() => false)]) : await drenado;
      if (!aTiempo) await Promise.race([worker.close(true), esperar(2_000)]);
      // quit waits for Redis's answer, which never comes while the connection is reconnecting.
      await Promise.race([conexion.quit().catch(() => undefined), esperar(2_000)]);
      conexion.disconnect();
    },
  };
}

const esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
