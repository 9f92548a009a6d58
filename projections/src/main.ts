import { ConfiguracionInvalida, leerConfiguracionSinTokens, type ConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { estadoDeProyecciones } from '@avanti/libs/health/estado-proyecciones';
import { direccionDeSalud, iniciarServidorSalud } from '@avanti/libs/health/servidor-salud';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { medirPool, medirProyectores } from '@avanti/libs/metrics/metricas';
import { configurarRegistro, redirigirConsola } from '@avanti/libs/logging/registro';

/** The projections process of the served mode: follows the event log into the asynchronous read models. */
let config: ConfiguracionSinTokens;
try {
  config = leerConfiguracionSinTokens();
} catch (error) {
  if (!(error instanceof ConfiguracionInvalida)) throw error;
  console.error(`[proyecciones] no se pudo iniciar: ${error.message}`);
  process.exit(1);
}
// JSON lines on stdout (readable on a terminal or with LOG_PRETTY=1); the runner's console lines join them.
configurarRegistro({ nivel: config.nivelRegistro, legible: config.registroLegible, proceso: 'projections' });
redirigirConsola('proyecciones');
if (!config.databaseUrl) {
  console.error('[proyecciones] DATABASE_URL es obligatorio: en modo embebido las proyecciones corren dentro de la api.');
  process.exit(1);
}
const base = await conectarSegunConfiguracion(config);
const proyecciones = new Proyecciones(base.db, new PostgresEventStore(base.db), PROYECTORES, { atascoMs: config.atascoProyeccionesMs });
proyecciones.iniciar(config.intervaloProyeccionesMs);
medirProyectores(base.db, proyecciones.asincronos);
medirPool(base.db);
console.log(`[proyecciones] siguiendo el registro de eventos: ${proyecciones.asincronos.map((p) => p.nombre).join(', ')}`);

/** Each projector's lag and stuck flag (never an error's text); 503 when one is stuck longer than allowed. */
const salud = iniciarServidorSalud(
  config.puertoSalud ?? 3001,
  config.host,
  async () => {
    const estado = await estadoDeProyecciones(base.db, proyecciones.asincronos, { atascoMs: proyecciones.atascoMs });
    return { codigo: estado.status === 'ok' ? 200 : 503, cuerpo: estado };
  },
  { tokenMetricas: config.tokenMetricas },
);
salud.once('listening', () => console.log(`[proyecciones] salud en ${direccionDeSalud(salud)}`));

const apagar = async () => {
  salud.close();
  await proyecciones.detener();
  await base.cerrar();
  process.exit(0);
};
process.once('SIGINT', apagar);
process.once('SIGTERM', apagar);
