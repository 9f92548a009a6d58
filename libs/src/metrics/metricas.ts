import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { filas, type Db } from '../database/conexion.js';
import type { ObservadorReplica } from '../database/lectura.js';
import { ConflictoDeVersion } from '../eventstore/tipos.js';
import type { ProcesadorDeTrabajos } from '../jobs/cola-de-trabajos.js';
import { contarAtraso } from '../projections/seguidor.js';
import { registroDe } from '../logging/registro.js';

/**
 * The process's Prometheus metrics (prom-client), one registry per process, served at /metrics by the api and by
 * the health ports of projections and workers. Labels are bounded: route templates (never a URL), status codes,
 * job names, projector names. Nothing here carries a person's data.
 */
export const registroMetricas = new Registry();
collectDefaultMetrics({ register: registroMetricas, prefix: 'avanti_' });

const SEGUNDOS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SEGUNDOS_TRABAJO = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export const duracionHttp = new Histogram({
  name: 'avanti_http_request_duration_seconds',
  help: 'Duración de las peticiones HTTP por método, plantilla de ruta y estado',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SEGUNDOS_HTTP,
  registers: [registroMetricas],
});

const anexiones = new Counter({
  name: 'avanti_eventstore_appends_total',
  help: 'Anexiones confirmadas al registro de eventos (transacciones)',
  registers: [registroMetricas],
});
const eventosAnexados = new Counter({
  name: 'avanti_eventstore_events_appended_total',
  help: 'Eventos anexados al registro',
  registers: [registroMetricas],
});
const conflictos = new Counter({
  name: 'avanti_eventstore_conflicts_total',
  help: 'Anexiones rechazadas por conflicto de versión (otro escritor a la vez)',
  registers: [registroMetricas],
});
const duracionAnexion = new Histogram({
  name: 'avanti_eventstore_append_duration_seconds',
  help: 'Duración de una anexión al registro de eventos (con sus proyecciones en línea)',
  buckets: SEGUNDOS_HTTP,
  registers: [registroMetricas],
});

const duracionTrabajo = new Histogram({
  name: 'avanti_job_duration_seconds',
  help: 'Duración de cada intento de un trabajo (exportar-excel: Excel; generar-pdf: PDF) por resultado',
  labelNames: ['job', 'result'] as const,
  buckets: SEGUNDOS_TRABAJO,
  registers: [registroMetricas],
});
const fallasTrabajo = new Counter({
  name: 'avanti_job_failures_total',
  help: 'Intentos de trabajos que fallaron',
  labelNames: ['job'] as const,
  registers: [registroMetricas],
});
const duracionPdf = new Histogram({
  name: 'avanti_pdf_render_duration_seconds',
  help: 'Duración de la impresión de un PDF en Chromium',
  buckets: SEGUNDOS_TRABAJO,
  registers: [registroMetricas],
});

/** Something measured when Prometheus asks (a projector's lag, the queue's depth, the pool's use). */
type Medicion = () => Promise<void>;
const mediciones = new Set<Medicion>();
const medir = async () => {
  await Promise.all([...mediciones].map((m) => m().catch(() => registroDe('metricas').warn('una medición de /metrics falló'))));
};

const atrasoEventos = new Gauge({
  name: 'avanti_projector_lag_events',
  help: 'Eventos confirmados que el proyector aún no aplicó (contados hasta 10 000)',
  labelNames: ['projector'] as const,
  aggregator: 'max',
  registers: [registroMetricas],
});
const atrasoSegundos = new Gauge({
  name: 'avanti_projector_lag_seconds',
  help: 'Antigüedad del evento más viejo que el proyector aún no aplicó (0 al día)',
  labelNames: ['projector'] as const,
  aggregator: 'max',
  registers: [registroMetricas],
});
const profundidadCola = new Gauge({
  name: 'avanti_queue_jobs',
  help: 'Trabajos de la cola por estado (waiting, active, delayed, failed, completed)',
  labelNames: ['queue', 'state'] as const,
  aggregator: 'max',
  registers: [registroMetricas],
});
const conexionesBase = new Gauge({
  name: 'avanti_db_pool_connections',
  help: 'Conexiones del pool de PostgreSQL: total, idle (libres) y waiting (peticiones esperando una)',
  labelNames: ['state'] as const,
  registers: [registroMetricas],
});
const maximoBase = new Gauge({
  name: 'avanti_db_pool_max',
  help: 'Conexiones máximas del pool de PostgreSQL',
  registers: [registroMetricas],
});

const retrasoReplica = new Gauge({
  name: 'avanti_db_replica_lag_seconds',
  help: 'Retraso de la réplica de lectura (DATABASE_READ_URL) frente a la primaria en la última medición; NaN si no respondió',
  aggregator: 'max',
  registers: [registroMetricas],
});
const desviosReplica = new Counter({
  name: 'avanti_db_replica_fallbacks_total',
  help: 'Lecturas destinadas a la réplica que fueron a la primaria: retraso (más atrasada que REPLICA_RETRASO_MAXIMO_MS) o sin-respuesta',
  labelNames: ['reason'] as const,
  registers: [registroMetricas],
});

/** The read replica's lag and the reads sent back to the primary (libs/src/database/lectura.ts). */
export const observadorDeReplica: ObservadorReplica = {
  retraso: (ms) => retrasoReplica.set(ms === null ? Number.NaN : ms / 1000),
  desvio: (motivo) => desviosReplica.inc({ reason: motivo }),
};

/**
 * Several api processes (node:cluster, API_PROCESOS, decision 0050): the primary adds up what each worker hands it.
 * Counters, histograms and the pool's gauges are summed; the gauges every process reads from the same place (a
 * projector's lag, the queue's depth, the replica's lag) take the largest (`aggregator: 'max'` above).
 */
export async function metricasDelProceso(): Promise<Awaited<ReturnType<Registry['getMetricsAsJSON']>>> {
  await medir();
  return registroMetricas.getMetricsAsJSON();
}

/** A cluster worker's /metrics answers every worker's sum, which it asks its primary for; undefined: this process's own. */
let exposicion: (() => Promise<string>) | undefined;
export function exponerMetricasDesde(fuente: (() => Promise<string>) | undefined): void {
  exposicion = fuente;
}

/** Adds a measurement taken on each scrape; returns how to remove it (when its app or process closes). */
export function alMedir(medicion: Medicion): () => void {
  mediciones.add(medicion);
  return () => void mediciones.delete(medicion);
}

/** The event store's appends and conflicts, counted around its `anexar` (the same store object the app uses). */
export function medirAnexiones<S extends { anexar(...a: never[]): Promise<readonly unknown[]> }>(store: S): S {
  const original = store.anexar.bind(store) as S['anexar'];
  store.anexar = (async (...args: unknown[]) => {
    const fin = duracionAnexion.startTimer();
    try {
      const anexados = await original(...(args as never[]));
      anexiones.inc();
      eventosAnexados.inc(anexados.length);
      return anexados;
    } catch (error) {
      if (error instanceof ConflictoDeVersion) conflictos.inc();
      throw error;
    } finally {
      fin();
    }
  }) as S['anexar'];
  return store;
}

/** Each processor timed by job name and result; failures counted. The queue, local or BullMQ, runs these. */
export function medirProcesadores(procesadores: Readonly<Record<string, ProcesadorDeTrabajos>>): Record<string, ProcesadorDeTrabajos> {
  return Object.fromEntries(
    Object.entries(procesadores).map(([nombre, procesador]) => [
      nombre,
      (async (datos, progreso, intento) => {
        const fin = duracionTrabajo.startTimer({ job: nombre });
        try {
          await procesador(datos, progreso, intento);
          fin({ result: 'completed' });
        } catch (error) {
          fin({ result: 'failed' });
          fallasTrabajo.inc({ job: nombre });
          throw error;
        }
      }) as ProcesadorDeTrabajos,
    ]),
  );
}

/** Chromium's printing time, around the PDF engine's `renderizar`. */
export function medirPdf<M extends { renderizar(html: string): Promise<Buffer> }>(motor: M): M {
  const original = motor.renderizar.bind(motor);
  motor.renderizar = async (html: string) => {
    const fin = duracionPdf.startTimer();
    try {
      return await original(html);
    } finally {
      fin();
    }
  };
  return motor;
}

/** Each asynchronous projector's lag in events and in seconds, read from its checkpoint and the log. */
export function medirProyectores(db: Db, proyectores: readonly { nombre: string; modo: string }[]): () => void {
  return alMedir(async () => {
    const asincronos = proyectores.filter((p) => p.modo === 'asincrono');
    const puntos = await filas<{ proyector: string; transaccion: string; posicion: string | number }>(
      db,
      sql`select proyector, transaccion::text as transaccion, posicion from checkpoints
          where proyector = any(${sql.param(asincronos.map((p) => p.nombre))}::text[])`,
    );
    for (const p of asincronos) {
      const c = puntos.find((f) => f.proyector === p.nombre);
      const desde = c ? { transaccion: c.transaccion, posicion: Number(c.posicion) } : { transaccion: '0', posicion: 0 };
      const atraso = await contarAtraso(db, desde);
      let segundos = 0;
      if (atraso > 0) {
        const [primero] = await filas<{ registrado_en: Date | string }>(
          db,
          sql`select registrado_en from eventos where (transaccion, posicion) > (${desde.transaccion}::xid8, ${desde.posicion}::bigint)
              order by transaccion, posicion limit 1`,
        );
        if (primero) segundos = Math.max(0, (Date.now() - new Date(primero.registrado_en).getTime()) / 1000);
      }
      atrasoEventos.set({ projector: p.nombre }, atraso);
      atrasoSegundos.set({ projector: p.nombre }, segundos);
    }
  });
}

/** BullMQ's job counts by state (or the in-process queue's), on each scrape. */
export function medirCola(nombre: string, contar: () => Promise<Record<string, number>>): () => void {
  return alMedir(async () => {
    const cuentas = await contar();
    for (const [estado, n] of Object.entries(cuentas)) profundidadCola.set({ queue: nombre, state: estado }, n);
  });
}

/** A BullMQ queue's depth on its own connection (the workers process); skipped while Redis is away so a scrape never waits. */
export function medirColaBullmq(opciones: { redisUrl: string; prefijo?: string; nombreCola: string }): { cerrar(): Promise<void> } {
  const conexion = new Redis(opciones.redisUrl, { maxRetriesPerRequest: 1 });
  conexion.on('error', () => undefined);
  const cola = new Queue(opciones.nombreCola, { connection: conexion, prefix: opciones.prefijo });
  cola.on('error', () => undefined);
  const quitar = medirCola(opciones.nombreCola, async () =>
    conexion.status === 'ready' ? cola.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized') : {},
  );
  return {
    async cerrar() {
      quitar();
      await cola.close().catch(() => undefined);
      conexion.disconnect();
    },
  };
}

/** The pg pool's use when the database is a PostgreSQL server (PGlite has no pool: one in-process session). */
export function medirPool(db: Db): () => void {
  const pool = (db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number; options?: { max?: number } } }).$client;
  if (!pool || typeof pool.totalCount !== 'number') return () => undefined;
  return alMedir(async () => {
    conexionesBase.set({ state: 'total' }, pool.totalCount ?? 0);
    conexionesBase.set({ state: 'idle' }, pool.idleCount ?? 0);
    conexionesBase.set({ state: 'waiting' }, pool.waitingCount ?? 0);
    if (pool.options?.max) maximoBase.set(pool.options.max);
  });
}

/** A local queue's depth kept by hand: waiting (queued, not started) and active. */
export function contadorDeCola(): { encolado(): void; iniciado(): void; terminado(): void; cuentas(): Record<string, number> } {
  let esperando = 0;
  let activos = 0;
  return {
    encolado: () => void esperando++,
    iniciado: () => {
      esperando = Math.max(0, esperando - 1);
      activos++;
    },
    terminado: () => void (activos = Math.max(0, activos - 1)),
    cuentas: () => ({ waiting: esperando, active: activos }),
  };
}

const esLoopback = (ip: string | undefined | null): boolean => {
  if (!ip) return false;
  const limpia = ip.replace(/^::ffff:/, '');
  return limpia === '::1' || (isIP(limpia) === 4 && limpia.startsWith('127.'));
};

const digerir = (texto: string) => createHash('sha256').update(texto).digest();

/**
 * Who may read /metrics: a client on this machine (loopback) that forwards for nobody, or anyone with
 * `Authorization: Bearer METRICS_TOKEN`. `ip` is the client as the app sees it (TRUST_PROXY applied), so a
 * request a trusted proxy forwards from outside is not loopback. A loopback request carrying X-Forwarded-For
 * or Forwarded comes through an undeclared proxy: refused without the token.
 */
export function puedeLeerMetricas(peticion: { ip?: string | null; headers: IncomingMessage['headers'] }, token: string | undefined): boolean {
  const autorizacion = peticion.headers.authorization;
  if (token && typeof autorizacion === 'string' && autorizacion.startsWith('Bearer ')) {
    return timingSafeEqual(digerir(autorizacion.slice(7).trim()), digerir(token));
  }
  const reenviada = peticion.headers['x-forwarded-for'] !== undefined || peticion.headers.forwarded !== undefined;
  return esLoopback(peticion.ip) && !reenviada;
}

/** Answers GET /metrics: the exposition text, or 403 {mensaje} for anyone else. */
export async function responderMetricas(peticion: IncomingMessage & { ip?: string }, respuesta: ServerResponse, token: string | undefined): Promise<void> {
  const ip = peticion.ip ?? peticion.socket.remoteAddress;
  if (!puedeLeerMetricas({ ip, headers: peticion.headers }, token)) {
    respuesta.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    return void respuesta.end(JSON.stringify({ mensaje: 'No tiene permiso para realizar esta acción' }));
  }
  let texto: string;
  if (exposicion) texto = await exposicion();
  else {
    await medir();
    texto = await registroMetricas.metrics();
  }
  respuesta.writeHead(200, { 'content-type': registroMetricas.contentType, 'cache-control': 'no-store' });
  respuesta.end(texto);
}
