import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { conPacientesDemo } from '../../admisiones/siembra/siembra-admisiones.js';
import { sembrarObjetivosDemo } from './objetivos-demo.js';

/** With the demo patients and their sessions: leaders and objectives, some periods rated. */
export async function sembrarObjetivos(
  deps: { store: EventStore; db: Db; reloj: Reloj; config: Configuracion },
  fase: (nombre: string) => void = () => undefined,
): Promise<void> {
  if (!conPacientesDemo(deps.config)) return;
  await sembrarObjetivosDemo(deps);
  fase('objetivos de demostración');
}
