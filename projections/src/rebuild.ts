import { parseArgs } from 'node:util';
import { leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { pedirReconstruccion, ReconstruccionRechazada } from '@avanti/libs/projections/control';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { elegirProyectores } from '@avanti/libs/projections/proyector';
import type { ProgresoReconstruccion } from '@avanti/libs/projections/reconstruccion';
import { errorSinDatos } from '@avanti/libs/logging/error-sin-datos';

/**
 * `npm run projections:rebuild`: rebuilds every read model beside the live one and switches to it at the end,
 * without stopping writes (decision 0045). `-- --proyector auditoria` (repeatable): only the projectors named.
 * Embedded with the api running, the api does it (through DATA_DIR/reconstruccion.sock); otherwise this
 * process opens the database itself. Progress and the time left on the terminal.
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

const miles = (n: number) => Math.round(n).toLocaleString('es-CO');
const duracion = (s: number) => (s >= 90 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${Math.max(0, Math.round(s))} s`);
const enTerminal = Boolean(process.stdout.isTTY);
let ultimoAviso = 0;
function mostrar(p: ProgresoReconstruccion): void {
  const ahora = Date.now();
  if (p.fase === 'copiando' && !enTerminal && ahora - ultimoAviso < 2_000) return;
  ultimoAviso = ahora;
  const porcentaje = p.total > 0 ? Math.min(100, Math.floor((100 * p.eventos) / p.total)) : 100;
  const linea =
    p.fase === 'copiando'
      ? `[proyecciones] copiando ${miles(p.eventos)} de ${miles(p.total)} eventos (${porcentaje} %), ${miles(p.porSegundo)} eventos/s` +
        (p.restanteS !== null ? `, faltan ~${duracion(p.restanteS)}` : '')
      : p.fase === 'cambiando'
        ? '[proyecciones] poniendo al día y cambiando a las tablas nuevas'
        : '[proyecciones] tablas nuevas en uso';
  if (enTerminal && p.fase === 'copiando') process.stdout.write(`\r${linea}\x1b[K`);
  else process.stdout.write(`${enTerminal ? '\r' : ''}${linea}${enTerminal ? '\x1b[K' : ''}\n`);
}

const cuales = nombres ? nombres.join(', ') : 'todas';
const fin = (eventos: number, segundos: number) =>
  console.log(
    `[proyecciones] reconstruidas con ${eventos} eventos (${cuales}) en ${segundos.toFixed(1)} s (${Math.round(eventos / Math.max(segundos, 0.001))} eventos/s)`,
  );

const config = leerConfiguracionSinTokens();
if (!config.databaseUrl) {
  // Embedded: a running api owns DATA_DIR/pg; it rebuilds while it keeps serving.
  try {
    const hecha = await pedirReconstruccion(config.directorioDatos, nombres, mostrar);
    if (hecha) {
      fin(hecha.eventos, hecha.segundos);
      process.exit(0);
    }
  } catch (error) {
    console.error(`[proyecciones] ${(error as Error).message}`);
    process.exit(error instanceof ReconstruccionRechazada ? error.codigo : 1);
  }
}
const base = await conectarSegunConfiguracion(config);
const inicio = performance.now();
let eventos: number;
try {
  eventos = await new Proyecciones(base.db, new PostgresEventStore(base.db), PROYECTORES).reconstruir(nombres, { alProgreso: mostrar });
} catch (error) {
  // The class and frames only: a failed write's message holds the event's data.
  console.error(`[proyecciones] la reconstrucción falló\n${errorSinDatos(error)}`);
  await base.cerrar();
  process.exit(1);
}
fin(eventos, (performance.now() - inicio) / 1000);
await base.cerrar();
