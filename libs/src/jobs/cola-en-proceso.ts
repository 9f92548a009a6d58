import { INTENTO_UNICO, type ColaDeTrabajos, type InfoTrabajo, type ProcesadorDeTrabajos } from './cola-de-trabajos.js';

const RECORDADOS = 1000;

/** The embedded mode's queue: jobs run in this process, one at a time, with the same processors as the workers. */
export class ColaEnProceso implements ColaDeTrabajos {
  private readonly trabajos = new Map<string, InfoTrabajo>();
  private cadena: Promise<void> = Promise.resolve();
  private cerrada = false;

  constructor(private readonly procesadores: Readonly<Record<string, ProcesadorDeTrabajos>>) {}

  async encolar<T extends object>(nombre: string, id: string, datos: T): Promise<void> {
    const procesador = this.procesadores[nombre];
    if (!procesador) throw new Error(`No hay procesador para los trabajos ${nombre}`);
    if (this.cerrada) throw new Error('La cola está cerrada');
    this.recordar(id, { estado: 'pendiente', progreso: 0 });
    this.cadena = this.cadena.then(() => this.ejecutar(id, procesador, datos));
  }

  private async ejecutar(id: string, procesador: ProcesadorDeTrabajos, datos: unknown): Promise<void> {
    const info = this.trabajos.get(id)!;
    info.estado = 'procesando';
    try {
      await procesador(
        datos as never,
        async (p) => {
          info.progreso = Math.max(0, Math.min(100, Math.round(p)));
        },
        INTENTO_UNICO,
      );
      Object.assign(info, { estado: 'completado', progreso: 100 });
    } catch (error) {
      Object.assign(info, { estado: 'fallido', mensaje: (error as Error).message });
    }
  }

  private recordar(id: string, info: InfoTrabajo): void {
    this.trabajos.set(id, info);
    if (this.trabajos.size > RECORDADOS) this.trabajos.delete(this.trabajos.keys().next().value!);
  }

  async info(id: string): Promise<InfoTrabajo | null> {
    const info = this.trabajos.get(id);
    return info ? { ...info } : null;
  }

  /** Waits for the jobs already queued (tests, shutdown). */
  async vaciar(): Promise<void> {
    await this.cadena;
  }

  async cerrar(): Promise<void> {
    this.cerrada = true;
    await this.cadena;
  }
}
