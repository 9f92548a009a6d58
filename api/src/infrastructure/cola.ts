import { procesadoresDeArchivos } from '@avanti/libs/exportaciones/procesadores';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import type { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { ColaBullmq, iniciarTrabajador, lineaDeFalla, type Trabajador } from '@avanti/libs/jobs/cola-bullmq';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { ColaEnProceso } from '@avanti/libs/jobs/cola-en-proceso';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { lineaDeRegistro } from './http/errores.filter.js';

export interface DependenciasCola {
  config: Configuracion;
  base: BaseDeDatos;
  store: PostgresEventStore;
  reloj: Reloj;
}

/**
 * BullMQ on REDIS_URL when served (the `workers` process runs the jobs; with TRABAJOS_EN_PROCESO=1
 * this process runs a worker too); otherwise the workers' processors run in this process.
 */
export async function crearCola({ config, base, store, reloj }: DependenciasCola): Promise<ColaDeTrabajos> {
  // One Chromium for the PDF jobs of this process, launched on the first one and closed with the queue.
  const motorPdf = new MotorPdf({ rutaChromium: config.rutaChromium });
  const procesadores = procesadoresDeArchivos({ db: base.db, store, reloj, directorioArchivos: config.directorioArchivos, motorPdf });
  if (!config.redisUrl) {
    const enProceso = new ColaEnProceso(procesadores);
    return {
      encolar: (nombre, id, datos) => enProceso.encolar(nombre, id, datos),
      info: (id) => enProceso.info(id),
      async cerrar() {
        await enProceso.cerrar();
        await motorPdf.cerrar();
      },
    };
  }
  const opciones = { redisUrl: config.redisUrl, prefijo: config.prefijoColas };
  const cola = new ColaBullmq(opciones);
  if (!config.trabajosEnProceso) return cola;
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
      await trabajador.cerrar();
      await cola.cerrar();
      await motorPdf.cerrar();
    },
  };
}
