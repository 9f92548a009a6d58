import type { Configuracion } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { conectarLectura, type BaseDeLectura } from '@avanti/libs/database/lectura';
import { registroDe } from '@avanti/libs/logging/registro';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { relojDelSistema, type Reloj } from '@avanti/libs/clock/reloj';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { Contrasenas, type CostoDeContrasenas } from '../acceso/contrasenas/contrasenas.js';
import { medirAnexiones, medirPool, medirProyectores, observadorDeReplica } from '@avanti/libs/metrics/metricas';
import { crearCola } from './cola.js';

/** What the api runs on, built before Nest so that tests can hand in their own database or clock. */
export interface Infraestructura {
  config: Configuracion;
  base: BaseDeDatos;
  /** The reads that need no read-your-writes: the replica of DATABASE_READ_URL behind its lag check, or `base` itself. */
  lectura: BaseDeLectura;
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
  const lectura = abrirLectura(config, base);
  const proyecciones = new Proyecciones(base.db, store, PROYECTORES, { atascoMs: config.atascoProyeccionesMs });
  proyecciones.conectarEnLinea();
  const enProceso = o.proyeccionesEnProceso ?? config.proyeccionesEnProceso;
  if (enProceso) proyecciones.iniciar();
  const reloj = o.reloj ?? relojDelSistema;
  const cola = await crearCola({ config, base, lectura, store, reloj });
  // /metrics: the pool's use, and the lag of the projectors this process follows.
  const sinMedir = [medirPool(base.db), enProceso ? medirProyectores(base.db, proyecciones.asincronos) : () => undefined];
  return {
    config,
    base,
    lectura,
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
      await lectura.cerrar();
      if (!o.base) await base.cerrar();
    },
  };
}

/** DATABASE_READ_URL: the read replica in the served mode; one line at start-up says what became of it. */
function abrirLectura(config: Configuracion, base: BaseDeDatos): BaseDeLectura {
  if (config.databaseReadUrl && base.motor !== 'postgres') {
    registroDe('base-de-datos').warn('DATABASE_READ_URL no se usa en el modo embebido (PGlite no tiene réplica): todo se lee de la base local');
  }
  const lectura = conectarLectura({
    primaria: base,
    databaseReadUrl: config.databaseReadUrl,
    retrasoMaximoMs: config.retrasoMaximoReplicaMs,
    observador: observadorDeReplica,
  });
  if (lectura.conReplica) {
    const u = new URL(config.databaseReadUrl!);
    registroDe('base-de-datos').info(
      `informes, tableros, exportaciones y auditoría leen de la réplica ${u.hostname}:${u.port || 5432}${u.pathname} mientras su retraso no pase de ${config.retrasoMaximoReplicaMs} ms`,
    );
  }
  return lectura;
}
