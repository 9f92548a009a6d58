import type { Configuracion } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { relojDelSistema, type Reloj } from '@avanti/libs/reloj/reloj';
import { PROYECTORES } from '@avanti/libs/proyecciones/proyectores';
import { Proyecciones } from '@avanti/libs/proyecciones/runner/proyecciones';
import { Contrasenas, type CostoDeContrasenas } from '../acceso/contrasenas/contrasenas.js';
import { medirAnexiones, medirPool, medirProyectores } from '@avanti/libs/metricas/metricas';
import { crearCola } from './cola.js';

/** What the api runs on, built before Nest so that tests can hand in their own database or clock. */
export interface Infraestructura {
  config: Configuracion;
  base: BaseDeDatos;
  store: PostgresEventStore;
  proyecciones: Proyecciones;
  reloj: Reloj;
  relojDeInactividad: Reloj;
  cola: ColaDeTrabajos;
  contrasenas: Contrasenas;
  cerrar(): Promise<void>;
}

export interface OpcionesInfraestructura {
  config: Configuracion;
  reloj?: Reloj;
  /**
   * Tests only: the clock that ages signed-in sessions (15 minutes unused end them). Apart from `reloj` so that
   * suites can move the business date by days without their tokens expiring; in the product both are the system's.
   */
  relojDeInactividad?: Reloj;
  /** An already open database (tests: PGlite in memory, or a fresh PostgreSQL database). */
  base?: BaseDeDatos;
  /** Asynchronous projections in this process: default when embedded; served mode runs them in `projections`. */
  proyeccionesEnProceso?: boolean;
  /** Tests only: a cheaper hash for the users their suites create. The product always uses COSTO_DE_PRODUCCION. */
  costoDeContrasenas?: CostoDeContrasenas;
}

export async function prepararInfraestructura(o: OpcionesInfraestructura): Promise<Infraestructura> {
  const { config } = o;
  const base = o.base ?? (await conectarSegunConfiguracion(config));
  const store = medirAnexiones(new PostgresEventStore(base.db));
  const proyecciones = new Proyecciones(base.db, store, PROYECTORES, { atascoMs: config.atascoProyeccionesMs });
  proyecciones.conectarEnLinea();
  const enProceso = o.proyeccionesEnProceso ?? config.proyeccionesEnProceso;
  if (enProceso) proyecciones.iniciar();
  const reloj = o.reloj ?? relojDelSistema;
  const cola = await crearCola({ config, base, store, reloj });
  // /metrics: the pool's use, and the lag of the projectors this process follows.
  const sinMedir = [medirPool(base.db), enProceso ? medirProyectores(base.db, proyecciones.asincronos) : () => undefined];
  return {
    config,
    base,
    store,
    proyecciones,
    reloj,
    relojDeInactividad: o.relojDeInactividad ?? relojDelSistema,
    cola,
    contrasenas: new Contrasenas(o.costoDeContrasenas),
    async cerrar() {
      for (const quitar of sinMedir) quitar();
      await cola.cerrar();
      await proyecciones.detener();
      if (!o.base) await base.cerrar();
    },
  };
}
