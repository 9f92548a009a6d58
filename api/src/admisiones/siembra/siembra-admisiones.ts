import { importarDivipola } from '@avanti/libs/catalogos/index';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { sembrarPacientesDemo } from './pacientes-demo.js';

interface Dependencias {
  store: EventStore;
  db: Db;
  config: Configuracion;
  reloj: Reloj;
}

/** Demo patients: in demo mode, when the configuration asks for them (DEMO_PACIENTES, see configuracion.ts). */
export const conPacientesDemo = (config: Configuracion): boolean => config.demo && config.demoPacientes;

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
