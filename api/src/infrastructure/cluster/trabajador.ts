import cluster from 'node:cluster';
import { exponerMetricasDesde, metricasDelProceso } from '@avanti/libs/metrics/metricas';
import { MENSAJES, esMensaje } from './mensajes.js';

/** A scrape waits this long for the primary's sum before failing (the primary waits 3 s for each worker). */
const ESPERA_SUMA_MS = 5_000;

/** This process's number (1…API_PROCESOS) when it is a worker of the api's cluster; undefined for a single process. */
export function numeroDeTrabajador(): number | undefined {
  if (!cluster.isWorker) return undefined;
  const numero = Number(process.env.AVANTI_API_TRABAJADOR);
  return Number.isInteger(numero) && numero > 0 ? numero : cluster.worker?.id;
}

/**
 * In a worker: hands this process's metrics to the primary when it asks, and answers /metrics with the sum of every
 * worker (primario.ts) instead of this process's alone, so that a scrape through the shared port sees the whole api
 * whichever worker takes it (counters never seem to jump back).
 */
export function metricasDelCluster(): void {
  const esperando = new Map<number, { resolver: (texto: string) => void; rechazar: (error: Error) => void }>();
  let siguiente = 0;
  process.on('message', (mensaje: unknown) => {
    if (esMensaje(mensaje, MENSAJES.medir)) {
      void metricasDelProceso().then(
        (metricas) => process.send?.({ tipo: MENSAJES.medidas, id: mensaje.id, metricas }),
        () => process.send?.({ tipo: MENSAJES.medidas, id: mensaje.id, metricas: [] }),
      );
      return;
    }
    if (!esMensaje(mensaje, MENSAJES.texto)) return;
    const pedido = esperando.get(mensaje.id);
    esperando.delete(mensaje.id);
    if (typeof mensaje.texto === 'string') pedido?.resolver(mensaje.texto);
    else pedido?.rechazar(new Error('el proceso principal no pudo sumar las métricas'));
  });
  exponerMetricasDesde(
    () =>
      new Promise<string>((resolver, rechazar) => {
        const id = siguiente++;
        const limite = setTimeout(() => {
          esperando.delete(id);
          rechazar(new Error('el proceso principal no respondió las métricas a tiempo'));
        }, ESPERA_SUMA_MS);
        esperando.set(id, {
          resolver: (texto) => {
            clearTimeout(limite);
            resolver(texto);
          },
          rechazar: (error) => {
            clearTimeout(limite);
            rechazar(error);
          },
        });
        process.send?.({ tipo: MENSAJES.pedir, id });
      }),
  );
}
