import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { COLA_ARCHIVOS, type ColaDeTrabajos, type EstadoTrabajo, type InfoTrabajo, type Procesador } from './cola-de-trabajos.js';

/** Where the queue lives: the Redis server, the queue's name and the key prefix (one per installation or test run). */
export interface OpcionesBullmq {
  redisUrl: string;
  /** Defaults to COLA_ARCHIVOS. */
  nombreCola?: string;
  /** Redis key prefix; defaults to BullMQ's `bull`. */
  prefijo?: string;
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

const porcentaje = (valor: unknown): number =>
  typeof valor === 'number' && Number.isFinite(valor) ? Math.max(0, Math.min(100, Math.round(valor))) : 0;

/** The served mode's queue: jobs go to Redis and a `workers` process (or several) runs them. */
export class ColaBullmq implements ColaDeTrabajos {
  private readonly conexion: Redis;
  private readonly cola: Queue;

  constructor(opciones: OpcionesBullmq) {
    // Not a blocking connection: a request that enqueues must fail rather than wait forever for Redis.
    this.conexion = new Redis(opciones.redisUrl, { maxRetriesPerRequest: 3 });
    this.conexion.on('error', () => undefined); // ioredis reconnects; the failing command reports the error
    this.cola = new Queue(opciones.nombreCola ?? COLA_ARCHIVOS, {
      connection: this.conexion,
      prefix: opciones.prefijo,
      defaultJobOptions: { attempts: 1, removeOnComplete: CONSERVAR_COMPLETADOS, removeOnFail: CONSERVAR_FALLIDOS },
    });
    this.cola.on('error', () => undefined);
  }

  async encolar<T extends object>(nombre: string, id: string, datos: T): Promise<void> {
    await this.cola.add(nombre, datos, { jobId: id });
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
  procesadores: Readonly<Record<string, Procesador<any>>>;
  /** Jobs run at once by this process; 1 by default (Excel rendering is CPU and memory bound). */
  concurrencia?: number;
  /** Called when a job fails (the processor already recorded the failure as an event). */
  alFallar?: (trabajo: { id?: string; name: string }, error: Error) => void;
}

export interface Trabajador {
  worker: Worker;
  cerrar(): Promise<void>;
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
      await procesador(trabajo.data, async (p) => {
        const valor = porcentaje(p);
        if (valor === ultimo) return;
        ultimo = valor;
        await trabajo.updateProgress(valor);
      });
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
  if (opciones.alFallar) worker.on('failed', (trabajo, error) => opciones.alFallar!({ id: trabajo?.id, name: trabajo?.name ?? '' }, error));
  await worker.waitUntilReady();
  return {
    worker,
    async cerrar() {
      await worker.close();
      await conexion.quit().catch(() => conexion.disconnect());
    },
  };
}
