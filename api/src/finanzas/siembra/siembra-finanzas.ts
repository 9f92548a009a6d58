import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { conPacientesDemo } from '../../admisiones/siembra/siembra-admisiones.js';
import { sembrarDineroDemo } from './dinero-demo.js';

/** With the demo patients and their sessions: salary records, copays, expenses and discards. */
export async function sembrarFinanzas(
  deps: { store: EventStore; db: Db; reloj: Reloj; config: Configuracion },
  fase: (nombre: string) => void = () => undefined,
): Promise<void> {
  if (!conPacientesDemo(deps.config)) return;
  await sembrarDineroDemo(deps);
  fase('dinero de demostración');
}
