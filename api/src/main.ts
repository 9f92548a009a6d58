import cluster from 'node:cluster';
import { ConfiguracionInvalida, leerConfiguracion, type Configuracion } from '@avanti/libs/config/configuracion';
import { conectar, conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { iniciarRespaldos } from '@avanti/libs/backup/en-proceso';
import { escucharPedidosDeReconstruccion } from '@avanti/libs/projections/control';
import { configurarRegistro, redirigirConsola, registroDe } from '@avanti/libs/logging/registro';
import { Logger } from '@nestjs/common';
import { ApiProcesosInvalido, conexionesPorProceso, procesosDeLaApi, type ProcesosDeLaApi } from './infrastructure/cluster/procesos.js';
import { metricasDelCluster, numeroDeTrabajador } from './infrastructure/cluster/trabajador.js';
import { RegistroNest } from './infrastructure/registro-nest.js';

let config: Configuracion;
let procesos: ProcesosDeLaApi;
try {
  config = leerConfiguracion();
  procesos = procesosDeLaApi(config);
} catch (error) {
  if (!(error instanceof ConfiguracionInvalida) && !(error instanceof ApiProcesosInvalido)) throw error;
  // What the operator must change, without a stack trace in the way.
  console.error(`[avanti] no se pudo iniciar: ${error.message}`);
  process.exit(1);
}
// One JSON line per event on stdout (readable on a terminal or with LOG_PRETTY=1): the start-up phases, Nest's
// messages, the access log and every console line of a library become lines of the same log.
// A worker of the api's cluster (API_PROCESOS, decision 0050) puts its number and pid on every line.
const trabajador = numeroDeTrabajador();
configurarRegistro({
  nivel: config.nivelRegistro,
  legible: config.registroLegible,
  proceso: 'api',
  campos: trabajador === undefined ? undefined : { trabajador, pid: process.pid },
});
redirigirConsola('api');
Logger.overrideLogger(new RegistroNest());
if (procesos.ignorado) registroDe('procesos').warn(procesos.ignorado);
if (cluster.isPrimary && procesos.cantidad > 1) {
  // The primary forks the workers and watches them; it opens no database and loads no Nest module.
  const { dirigirProcesos } = await import('./infrastructure/cluster/primario.js');
  dirigirProcesos({ procesos: procesos.cantidad, proyeccionesEnProceso: config.proyeccionesEnProceso });
} else {
  await servir();
}

/** The api itself: one process, or one worker of the cluster. */
async function servir(): Promise<void> {
  if (trabajador !== undefined) metricasDelCluster();
  // The database opens (PGlite compiles and starts, migrations are checked) while Nest's modules load.
  const abriendo =
    trabajador !== undefined && config.databaseUrl
      ? conectar({ databaseUrl: config.databaseUrl, maxConexiones: conexionesPorProceso(procesos.cantidad) })
      : conectarSegunConfiguracion(config);
  abriendo.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
  const { crearAplicacion } = await import('./aplicacion.js');
  const base = await abriendo;
  console.log(`[avanti] módulos y base de datos: ${Math.round(performance.now())} ms`);
  const { app, infra } = await crearAplicacion({ config, base });
  await app.listen(config.puerto, config.host);
  // Embedded: this process owns DATA_DIR/pg, so it takes the daily backup and those `npm run respaldo` asks for.
  const respaldos = config.databaseUrl ? undefined : await iniciarRespaldos({ config, base, reloj: infra.reloj, socket: true });
  // Embedded: `npm run projections:rebuild` asks this process (which owns DATA_DIR/pg) for the rebuild (decision 0045).
  const reconstrucciones = config.databaseUrl ? undefined : await escucharPedidosDeReconstruccion(config.directorioDatos, infra.proyecciones);
  if (respaldos)
    console.log(
      `[avanti] respaldos en ${config.directorioRespaldos}${config.horaRespaldo ? `, diario a las ${config.horaRespaldo} (Bogotá)` : ', sin respaldo diario (RESPALDO_HORA=no)'}`,
    );
  const modo = config.databaseUrl ? 'servido (PostgreSQL)' : `embebido (PGlite en ${config.directorioDatos})`;
  const direccion = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`[avanti] api en http://${direccion}:${config.puerto} — modo ${modo}${config.demo ? ', datos de demostración' : ''}`);
  console.log(`[avanti] lista en ${Math.round(performance.now())} ms desde el inicio del proceso`);
  if (config.host === '127.0.0.1' || config.host === 'localhost')
    console.log('[avanti] solo este equipo puede conectarse: HOST=0.0.0.0 abre la red de la clínica (vea el README)');
  const apagar = async () => {
    await app.close();
    await respaldos?.cerrar();
    await reconstrucciones?.cerrar();
    await infra.cerrar();
    await base.cerrar();
    process.exit(0);
  };
  if (trabajador === undefined) {
    process.once('SIGINT', apagar);
    process.once('SIGTERM', apagar);
    return;
  }
  // A worker drains once: on a terminal, Ctrl-C reaches it both from the terminal and through the primary. If the
  // primary goes away (its IPC channel closes), the worker drains too instead of serving on alone.
  let drenando: Promise<void> | undefined;
  const drenar = () => void (drenando ??= apagar());
  process.on('SIGINT', drenar);
  process.on('SIGTERM', drenar);
}
