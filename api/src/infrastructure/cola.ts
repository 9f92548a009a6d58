import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import type { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { ColaEnProceso } from '@avanti/libs/jobs/cola-en-proceso';
import type { Reloj } from '@avanti/libs/reloj/reloj';

export interface DependenciasCola {
  config: Configuracion;
  base: BaseDeDatos;
  store: PostgresEventStore;
  reloj: Reloj;
}

/** BullMQ on REDIS_URL when served; otherwise the workers' processors run in this process. */
export async function crearCola(_: DependenciasCola): Promise<ColaDeTrabajos> {
  return new ColaEnProceso({});
}
