import { ConfiguracionInvalida, leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectar } from '@avanti/libs/database/conexion';
import { conectarLectura } from '@avanti/libs/database/lectura';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { iniciarTrabajador, lineaDeFalla } from '@avanti/libs/jobs/cola-bullmq';
import { COLA_ARCHIVOS } from '@avanti/libs/jobs/cola-de-trabajos';
import { relojDelSistema } from '@avanti/libs/clock/reloj';
import { direccionDeSalud, iniciarServidorSalud } from '@avanti/libs/health/servidor-salud';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { procesadoresDeArchivos } from '@avanti/libs/exportaciones/procesadores';
import { errorSinDatos } from '@avanti/libs/logging/error-sin-datos';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { medirAnexiones, medirColaBullmq, medirPdf, medirPool, medirProcesadores, observadorDeReplica } from '@avanti/libs/metrics/metricas';
import { configurarRegistro, redirigirConsola } from '@avanti/libs/logging/registro';

/**
 * The workers process of the served mode (`npm run start:workers`): runs the jobs of the files queue
 * (Excel, PDF) from Redis against the PostgreSQL of DATABASE_URL, writing files under FILES_DIR.
 * Several can run at once; each takes WORKERS_CONCURRENCY jobs at a time (1 by default).
 */
async function principal(): Promise<void> {
  const config = leerConfiguracionSinTokens();
  // JSON lines on stdout (readable on a terminal or with LOG_PRETTY=1), as the api and projections.
  configurarRegistro({ nivel: config.nivelRegistro, legible: config.registroLegible, proceso: 'workers' });
  redirigirConsola('workers');
  if (!config.databaseUrl) throw new ConfiguracionInvalida('DATABASE_URL es obligatorio para el proceso de workers');
  if (!config.redisUrl) throw new ConfiguracionInvalida('REDIS_URL es obligatorio para el proceso de workers');
  const concurrencia = config.concurrenciaWorkers;

  const base = await conectar({ databaseUrl: config.databaseUrl, maxConexiones: Math.max(4, concurrencia * 2) });
  const store = medirAnexiones(new PostgresEventStore(base.db));
  medirPool(base.db);
  // DATABASE_READ_URL: the files' reads go to the replica while it keeps up (decision 0052); the rest to DATABASE_URL.
  const lectura = conectarLectura({
    primaria: base,
    databaseReadUrl: config.databaseReadUrl,
    retrasoMaximoMs: config.retrasoMaximoReplicaMs,
    maxConexiones: Math.max(4, concurrencia * 2),
    observador: observadorDeReplica,
  });
  if (lectura.conReplica)
    console.log(`[avanti] workers: las exportaciones leen de la réplica mientras su retraso no pase de ${config.retrasoMaximoReplicaMs} ms`);
  // Events appended here (ExportacionCompletada, ...) must update inline read models in their transaction.
  new Proyecciones(base.db, store, PROYECTORES).conectarEnLinea();
  // One warm Chromium for every PDF job of this process (launched on the first one).
  const motorPdf = medirPdf(new MotorPdf({ rutaChromium: config.rutaChromium }));
  // Each attempt timed by job name and result for /metrics.
  const procesadores = medirProcesadores(
    procesadoresDeArchivos({ db: base.db, dbLectura: lectura.db, store, reloj: relojDelSistema, directorioArchivos: config.directorioArchivos, motorPdf }),
  );
  const trabajador = await iniciarTrabajador({
    redisUrl: config.redisUrl,
    prefijo: config.prefijoColas,
    procesadores,
    concurrencia,
    // The processors throw only their Spanish reason; a failed query's message (its parameters) stays in the cause, unlogged.
    alFallar: (t, error) => console.error(`[workers] ${lineaDeFalla(t, error)}\n${errorSinDatos(error)}`),
  });
  trabajador.worker.on('error', (error) => console.error(`[workers] ${errorSinDatos(error)}`));
  // The queue's depth for /metrics, on its own connection; skipped while Redis is away so a scrape never waits.
  const cuentas = medirColaBullmq({ redisUrl: config.redisUrl, prefijo: config.prefijoColas, nombreCola: COLA_ARCHIVOS });
  // 503 while Redis is away; the last job's end (completed or failed, and when) for the operator.
  const salud = iniciarServidorSalud(
    config.puertoSalud ?? 3002,
    config.host,
    async () => {
      const estado = trabajador.estado();
      const conectado = estado.redis === 'conectado';
      return { codigo: conectado ? 200 : 503, cuerpo: { status: conectado ? 'ok' : 'sin-redis', ...estado } };
    },
    { tokenMetricas: config.tokenMetricas },
  );
  salud.once('listening', () => console.log(`[avanti] workers: salud en ${direccionDeSalud(salud)}`));
  console.log(
    `[avanti] workers en la cola ${COLA_ARCHIVOS} (prefijo ${config.prefijoColas}), concurrencia ${concurrencia}, archivos en ${config.directorioArchivos}`,
  );

  // Under compose's stop_grace_period (30 s): a job still running after this is handed back to the queue.
  const PLAZO_DE_APAGADO_MS = 20_000;
  let apagando = false;
  const apagar = async (senal: string) => {
    if (apagando) return;
    apagando = true;
    console.log(`[avanti] workers: ${senal}, terminando los trabajos en curso`);
    try {
      salud.close();
      await trabajador.cerrar(PLAZO_DE_APAGADO_MS);
      await cuentas.cerrar();
      await motorPdf.cerrar();
      await lectura.cerrar();
      await base.cerrar();
      process.exit(0);
    } catch (error) {
      console.error(`[workers] error al apagar: ${errorSinDatos(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void apagar('SIGTERM'));
  process.once('SIGINT', () => void apagar('SIGINT'));
}

principal().catch((error: unknown) => {
  console.error(`[workers] no se pudo iniciar: ${error instanceof ConfiguracionInvalida ? (error as Error).message : errorSinDatos(error)}`);
  process.exit(1);
});
