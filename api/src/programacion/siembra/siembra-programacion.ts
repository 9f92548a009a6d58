import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { conPacientesDemo } from '../../admisiones/siembra/siembra-admisiones.js';
import { sembrarSesionesDemo } from './sesiones-demo.js';

/** With the demo patients and their coverage, two months of demo sessions. */
export async function sembrarProgramacion(
  deps: { store: EventStore; db: Db; reloj: Reloj; config: Configuracion },
  fase: (nombre: string) => void = () => undefined,
): Promise<void> {
  if (!conPacientesDemo(deps.config)) return;
  await sembrarSesionesDemo(deps);
  fase('sesiones de demostración');
}
