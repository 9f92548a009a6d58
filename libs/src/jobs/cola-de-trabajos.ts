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
}

export type InformarProgreso = (porcentaje: number) => Promise<void>;
export type Procesador<T = unknown> = (datos: T, progreso: InformarProgreso) => Promise<void>;

export const COLA_ARCHIVOS = 'archivos';
