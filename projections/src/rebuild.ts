import { parseArgs } from 'node:util';
import { leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { PROYECTORES } from '@avanti/libs/proyecciones/proyectores';
import { Proyecciones } from '@avanti/libs/proyecciones/runner/proyecciones';
import { elegirProyectores } from '@avanti/libs/proyecciones/runner/proyector';
import { errorSinDatos } from '@avanti/libs/registro/error-sin-datos';

/**
 * `npm run projections:rebuild`: empties every read model and replays the whole event log into it.
 * `npm run projections:rebuild -- --proyector auditoria` (repeatable): only the projectors named.
 */
let nombres: string[] | undefined;
try {
  const { values } = parseArgs({ options: { proyector: { type: 'string', multiple: true } }, strict: true });
  nombres = values.proyector;
  if (nombres) elegirProyectores(PROYECTORES, nombres);
} catch (error) {
  console.error(`[proyecciones] ${(error as Error).message}`);
  process.exit(2);
}
const config = leerConfiguracionSinTokens();
const base = await conectarSegunConfiguracion(config);
const inicio = performance.now();
let eventos: number;
try {
  eventos = await new Proyecciones(base.db, new PostgresEventStore(base.db), PROYECTORES).reconstruir(nombres);
} catch (error) {
  // The class and frames only: a failed write's message holds the event's data.
  console.error(`[proyecciones] la reconstrucción falló\n${errorSinDatos(error)}`);
  await base.cerrar();
  process.exit(1);
}
const segundos = (performance.now() - inicio) / 1000;
const cuales = nombres ? nombres.join(', ') : 'todas';
console.log(
  `[proyecciones] reconstruidas con ${eventos} eventos (${cuales}) en ${segundos.toFixed(1)} s (${Math.round(eventos / Math.max(segundos, 0.001))} eventos/s)`,
);
await base.cerrar();
