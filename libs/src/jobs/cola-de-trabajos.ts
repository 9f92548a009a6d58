/** Background jobs (Excel and PDF files). BullMQ on Redis when served; the same processors in-process when embedded. */
export type EstadoTrabajo = 'pendiente' | 'procesando' | 'completado' | 'fallido';

export interface InfoTrabajo {
  estado: EstadoTrabajo;
  /** 0 to 100. */
  progreso: number;
  mensaje?: string;
}

export interface ColaDeTrabajos {
  encolar<T extends object>(nombre: string, id: string, datos: T): Promise<void>;
  /** null when the queue no longer knows the job (finished long ago, or the process restarted). */
  info(id: string): Promise<InfoTrabajo | null>;
  cerrar(): Promise<void>;
  /** Whether the queue can take a job now (Redis connected and answering); absent for the in-process queue. */
  disponible?(): Promise<boolean>;
}

export type InformarProgreso = (porcentaje: number) => Promise<void>;
/** Which attempt runs: on the last one a processor records the failure; before it, the queue retries after a backoff. */
export interface IntentoTrabajo {
  numero: number;
  ultimo: boolean;
}
export type Procesador<T = unknown> = (datos: T, progreso: InformarProgreso, intento: IntentoTrabajo) => Promise<void>;

/**
 * Any job's processor, as a queue holds them by name: each takes its own data shape, so the registry accepts them
 * all (a parameter of type never) and the queue hands each the data its job was enqueued with.
 */
export type ProcesadorDeTrabajos = Procesador<never>;

/** The only attempt of a queue that does not retry (the in-process queue). */
export const INTENTO_UNICO: IntentoTrabajo = { numero: 1, ultimo: true };

export const MENSAJE_COLA_NO_DISPONIBLE = 'El servicio de reportes no está disponible; intente en unos minutos';

/** The queue cannot take a job now (Redis down or not answering): the api answers 503 at once. */
export class ColaNoDisponible extends Error {
  constructor(options?: ErrorOptions) {
    super(MENSAJE_COLA_NO_DISPONIBLE, options);
    this.name = 'ColaNoDisponible';
  }
}

/** A failure a retry cannot mend (a rule refused the job): the queue marks the job failed without retrying. */
export class FallaDefinitiva extends Error {
  constructor(mensaje: string, options?: ErrorOptions) {
    super(mensaje, options);
    this.name = 'FallaDefinitiva';
  }
}

export const COLA_ARCHIVOS = 'archivos';
