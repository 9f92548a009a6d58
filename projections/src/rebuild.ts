import { leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { PROYECTORES } from '@avanti/libs/proyecciones/proyectores';
import { Proyecciones } from '@avanti/libs/proyecciones/runner/proyecciones';

/** `npm run projections:rebuild`: empties every read model and replays the whole event log into it. */
const config = leerConfiguracionSinTokens();
const base = await conectarSegunConfiguracion(config);
const inicio = performance.now();
const eventos = await new Proyecciones(base.db, new PostgresEventStore(base.db), PROYECTORES).reconstruir();
const segundos = (performance.now() - inicio) / 1000;
console.log(`[proyecciones] reconstruidas con ${eventos} eventos en ${segundos.toFixed(1)} s (${Math.round(eventos / Math.max(segundos, 0.001))} eventos/s)`);
await base.cerrar();
