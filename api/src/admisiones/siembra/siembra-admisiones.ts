import { importarDivipola } from '@avanti/libs/catalogos/divipola';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { sembrarPacientesDemo } from './pacientes-demo.js';

interface Dependencias {
  store: EventStore;
  db: Db;
  config: Configuracion;
  reloj: Reloj;
}

/**
 * Demo patients are many: they are seeded in demo mode except under jest (NODE_ENV=test), where each
 * suite starts its own app; DEMO_PACIENTES=1 forces them, DEMO_PACIENTES=0 turns them off.
 */
export const conPacientesDemo = (config: Configuracion, env: NodeJS.ProcessEnv = process.env): boolean =>
  config.demo && (env.DEMO_PACIENTES === '1' || (env.DEMO_PACIENTES !== '0' && env.NODE_ENV !== 'test'));

/**
 * Reference data every installation needs (DIVIPOLA), then, in demo mode, demo patients. Nothing happens
 * twice. `fase` is told when each step ends (the start-up logs its phases).
 */
export async function sembrarAdmisiones(deps: Dependencias, fase: (nombre: string) => void = () => undefined): Promise<void> {
  await importarDivipola(deps.db);
  fase('DIVIPOLA');
  if (conPacientesDemo(deps.config)) {
    await sembrarPacientesDemo(deps);
    fase('pacientes de demostración');
  }
}
