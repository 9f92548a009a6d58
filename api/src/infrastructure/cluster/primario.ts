import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';

/** One process's registry as prom-client's JSON (getMetricsAsJSON), what AggregatorRegistry.aggregate adds up. */
type MetricasJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
import { registroDe } from '@avanti/libs/logging/registro';
import { MENSAJES, esMensaje } from './mensajes.js';

/** What a worker has to finish its requests and close after SIGTERM, under docker's 10 s before SIGKILL. */
export const DRENADO_MS = 8_000;
/** Back-off of a worker's restarts: 0.5 s, 1 s, 2 s … up to 30 s; back to 0.5 s after a minute alive. */
const ESPERA_INICIAL_MS = 500;
const ESPERA_MAXIMA_MS = 30_000;
const VIDA_ESTABLE_MS = 60_000;
/** A worker that does not hand in its metrics in this time is left out of that scrape. */
const ESPERA_METRICAS_MS = 3_000;

interface Ranura {
  numero: number;
  trabajador?: Worker;
  escuchaDesde?: number;
  fallosSeguidos: number;
  reinicio?: NodeJS.Timeout;
}

export interface OpcionesPrimario {
  procesos: number;
  /** PROYECCIONES_EN_PROCESO=1: only worker 1 follows the log (the runner has no lease: one follower per projector). */
  proyeccionesEnProceso: boolean;
}

/**
 * The primary of the api's cluster (API_PROCESOS > 1, decision 0050). It opens no database and serves nothing itself:
 * - forks worker 1 first and the others once it listens: the first runs the migrations (under an advisory lock
 *   anyway) and the seeds alone, the others find them done;
 * - restarts a worker that dies, with a back-off, each restart logged (worker, pid, exit code or signal, wait);
 *   if worker 1 dies before ever listening the start failed (database, port): the primary ends with its code,
 *   as a single process would;
 * - SIGTERM or SIGINT goes to every worker, which drains (main.ts: Nest closes, then the database); the primary
 *   exits 0 once all have left with 0, 1 if one failed or DRENADO_MS passed (the rest get SIGKILL);
 * - /metrics: a worker asks, the primary gathers every worker's registry and answers the sum (prom-client's
 *   AggregatorRegistry.aggregate), with its own two series: workers alive and restarts.
 */
export function dirigirProcesos(opciones: OpcionesPrimario): void {
  const registro = registroDe('procesos');
  const ranuras: Ranura[] = Array.from({ length: opciones.procesos }, (_, numero) => ({ numero: numero + 1, fallosSeguidos: 0 }));
  let algunoEscucho = false;
  let apagando = false;
  let fallo = false;

  const metricasPropias = new Registry();
  const vivos = new Gauge({ name: 'avanti_api_workers', help: 'Procesos de la api vivos (node:cluster, API_PROCESOS)', registers: [metricasPropias] });
  const reinicios = new Counter({
    name: 'avanti_api_worker_restarts_total',
    help: 'Procesos de la api reiniciados tras terminar',
    registers: [metricasPropias],
  });
  vivos.set(0);

  const iniciar = (ranura: Ranura) => {
    ranura.reinicio = undefined;
    const env: Record<string, string> = { AVANTI_API_TRABAJADOR: String(ranura.numero) };
    if (opciones.proyeccionesEnProceso && ranura.numero !== 1) env.PROYECCIONES_EN_PROCESO = '0';
    const trabajador = cluster.fork(env);
    ranura.trabajador = trabajador;
    ranura.escuchaDesde = undefined;
    vivos.set(ranuras.filter((r) => r.trabajador).length);
    trabajador.once('listening', () => {
      ranura.escuchaDesde = Date.now();
      registro.info({ trabajador: ranura.numero, pid: trabajador.process.pid }, `proceso ${ranura.numero} de la api escuchando`);
      if (!algunoEscucho) {
        algunoEscucho = true;
        for (const otra of ranuras) if (!otra.trabajador && !apagando) iniciar(otra);
      }
    });
    trabajador.once('exit', (codigo, senal) => terminado(ranura, trabajador, codigo, senal));
  };

  const terminado = (ranura: Ranura, trabajador: Worker, codigo: number | null, senal: string | null) => {
    if (ranura.trabajador === trabajador) ranura.trabajador = undefined;
    vivos.set(ranuras.filter((r) => r.trabajador).length);
    const pid = trabajador.process.pid;
    if (apagando) {
      if (codigo !== 0) fallo = true;
      registro.info({ trabajador: ranura.numero, pid, codigo, senal }, `proceso ${ranura.numero} de la api terminó`);
      if (ranuras.every((r) => !r.trabajador)) salir(fallo ? 1 : 0);
      return;
    }
    if (!algunoEscucho) {
      registro.error({ trabajador: ranura.numero, pid, codigo, senal }, 'la api no pudo iniciar (vea las líneas anteriores)');
      apagando = true;
      for (const r of ranuras) r.trabajador?.process.kill('SIGTERM');
      salir(codigo || 1);
      return;
    }
    const vivio = ranura.escuchaDesde !== undefined && Date.now() - ranura.escuchaDesde >= VIDA_ESTABLE_MS;
    ranura.fallosSeguidos = vivio ? 0 : ranura.fallosSeguidos + 1;
    const esperaMs = Math.min(ESPERA_MAXIMA_MS, ESPERA_INICIAL_MS * 2 ** Math.max(0, ranura.fallosSeguidos - 1));
    registro.warn(
      { trabajador: ranura.numero, pid, codigo, senal, esperaMs },
      `proceso ${ranura.numero} de la api terminó (${senal ?? `código ${codigo}`}); se reinicia en ${esperaMs} ms`,
    );
    reinicios.inc();
    ranura.reinicio = setTimeout(() => iniciar(ranura), esperaMs);
  };

  const salir = (codigo: number) => {
    // Lets the last lines reach stdout before the process ends.
    setImmediate(() => process.exit(codigo));
  };

  const apagar = (senal: NodeJS.Signals) => {
    if (apagando) return;
    apagando = true;
    registro.info(`${senal}: la api termina sus peticiones en curso (hasta ${DRENADO_MS} ms)`);
    for (const ranura of ranuras) {
      clearTimeout(ranura.reinicio);
      ranura.trabajador?.process.kill(senal);
    }
    if (ranuras.every((r) => !r.trabajador)) return salir(0);
    setTimeout(() => {
      const quedan = ranuras.filter((r) => r.trabajador);
      registro.error({ trabajadores: quedan.map((r) => r.numero) }, `procesos de la api sin terminar tras ${DRENADO_MS} ms: se detienen`);
      for (const r of quedan) r.trabajador?.process.kill('SIGKILL');
      salir(1);
    }, DRENADO_MS).unref();
  };
  process.on('SIGTERM', () => apagar('SIGTERM'));
  process.on('SIGINT', () => apagar('SIGINT'));

  // /metrics: one worker asks, every worker hands in its registry, the sum goes back to the one that asked.
  let siguiente = 0;
  const pendientes = new Map<number, { respuestas: MetricasJson[]; faltan: Set<number>; listo: () => void }>();
  cluster.on('message', (trabajador, mensaje: unknown) => {
    if (esMensaje(mensaje, MENSAJES.medidas)) {
      const pedido = pendientes.get(mensaje.id);
      if (!pedido || !pedido.faltan.delete(trabajador.id)) return;
      pedido.respuestas.push(mensaje.metricas as MetricasJson);
      if (!pedido.faltan.size) pedido.listo();
      return;
    }
    if (!esMensaje(mensaje, MENSAJES.pedir)) return;
    const id = siguiente++;
    const conectados = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected()));
    void new Promise<MetricasJson[]>((resolver) => {
      const pedido = { respuestas: [] as MetricasJson[], faltan: new Set(conectados.map((w) => w.id)), listo: () => resolver(pedido.respuestas) };
      pendientes.set(id, pedido);
      setTimeout(pedido.listo, ESPERA_METRICAS_MS).unref();
      for (const w of conectados) w.send({ tipo: MENSAJES.medir, id });
      if (!pedido.faltan.size) pedido.listo();
    })
      .then(async (respuestas) => {
        pendientes.delete(id);
        const todas = [...respuestas, await metricasPropias.getMetricsAsJSON()];
        const texto = await AggregatorRegistry.aggregate(todas).metrics();
        if (trabajador.isConnected()) trabajador.send({ tipo: MENSAJES.texto, id: mensaje.id, texto });
      })
      .catch(() => {
        registro.warn('no se pudieron sumar las métricas de los procesos de la api');
        if (trabajador.isConnected()) trabajador.send({ tipo: MENSAJES.texto, id: mensaje.id, texto: null });
      });
  });

  registro.info(`api en ${opciones.procesos} procesos (node:cluster, API_PROCESOS); este proceso ${process.pid} los vigila`);
  iniciar(ranuras[0]);
}
