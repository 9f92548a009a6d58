import { procesadoresDeArchivos } from '@avanti/libs/exportaciones/procesadores';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import type { BaseDeLectura } from '@avanti/libs/database/lectura';
import type { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { ColaBullmq, iniciarTrabajador, lineaDeFalla, type Trabajador } from '@avanti/libs/jobs/cola-bullmq';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { ColaEnProceso } from '@avanti/libs/jobs/cola-en-proceso';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { contadorDeCola, medirCola, medirPdf, medirProcesadores } from '@avanti/libs/metrics/metricas';
import { COLA_ARCHIVOS, type ProcesadorDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { lineaDeRegistro } from './http/errores.filter.js';

/** The job counts of a ColaBullmq's queue, skipped (empty) while Redis is away so a scrape never waits on it. */
export async function contarTrabajos(cola: ColaBullmq): Promise<Record<string, number>> {
  if (!(await cola.disponible())) return {};
  const queue = cola['cola'];
  return queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized');
}

export interface DependenciasCola {
  config: Configuracion;
  base: BaseDeDatos;
  /** The exports' reads (the replica when there is one); their events and the log of exports go to `base`. */
  lectura?: BaseDeLectura;
  store: PostgresEventStore;
  reloj: Reloj;
}

/**
 * BullMQ on REDIS_URL when served (the `workers` process runs the jobs; with TRABAJOS_EN_PROCESO=1
 * this process runs a worker too); otherwise the workers' processors run in this process.
 */
export async function crearCola({ config, base, lectura, store, reloj }: DependenciasCola): Promise<ColaDeTrabajos> {
  // One Chromium for the PDF jobs of this process, launched on the first one and closed with the queue.
  const motorPdf = medirPdf(new MotorPdf({ rutaChromium: config.rutaChromium }));
  // Timed by job name and result for /metrics (exportar-excel, generar-pdf).
  const procesadores = medirProcesadores(
    procesadoresDeArchivos({ db: base.db, dbLectura: lectura?.db, store, reloj, directorioArchivos: config.directorioArchivos, motorPdf }),
  );
  if (!config.redisUrl) {
    // The in-process queue's depth, kept here: queued and not started, and running.
    const contador = contadorDeCola();
    const contados = Object.fromEntries(
      Object.entries(procesadores).map(([nombre, p]) => [
        nombre,
        (async (datos, progreso, intento) => {
          contador.iniciado();
          try {
            await p(datos, progreso, intento);
          } finally {
            contador.terminado();
          }
        }) as ProcesadorDeTrabajos,
      ]),
    );
    const enProceso = new ColaEnProceso(contados);
    const sinMedir = medirCola(COLA_ARCHIVOS, async () => contador.cuentas());
    return {
      async encolar(nombre, id, datos) {
        // Counted before: the job may start as soon as it is chained.
        contador.encolado();
        try {
          await enProceso.encolar(nombre, id, datos);
        } catch (error) {
          contador.iniciado();
          contador.terminado();
          throw error;
        }
      },
      info: (id) => enProceso.info(id),
      async cerrar() {
        sinMedir();
        await enProceso.cerrar();
        await motorPdf.cerrar();
      },
    };
  }
  const opciones = { redisUrl: config.redisUrl, prefijo: config.prefijoColas };
  const cola = new ColaBullmq(opciones);
  // BullMQ's counts by state on each scrape (the Queue object ColaBullmq keeps; read-only use).
  const sinMedir = medirCola(COLA_ARCHIVOS, () => contarTrabajos(cola));
  if (!config.trabajosEnProceso) {
    return {
      encolar: (nombre, id, datos) => cola.encolar(nombre, id, datos),
      info: (id) => cola.info(id),
      disponible: () => cola.disponible(),
      async cerrar() {
        sinMedir();
        await cola.cerrar();
      },
    };
  }
  let trabajador: Trabajador;
  try {
    trabajador = await iniciarTrabajador({
      ...opciones,
      procesadores,
      // The processors throw only their Spanish reason (a failed query's message, with its parameters, stays in the cause).
      alFallar: (t, error) => console.error(`[trabajos] ${lineaDeFalla(t, error)} ${lineaDeRegistro(error, undefined)}`),
    });
  } catch (error) {
    await cola.cerrar();
    await motorPdf.cerrar();
    throw error;
  }
  return {
    encolar: (nombre, id, datos) => cola.encolar(nombre, id, datos),
    info: (id) => cola.info(id),
    disponible: () => cola.disponible(),
    async cerrar() {
      sinMedir();
      await trabajador.cerrar();
      await cola.cerrar();
      await motorPdf.cerrar();
    },
  };
}
