import net from 'node:net';
import { copiaPglite, copiaPostgres, type CopiaDePlantilla, type Plantilla } from './plantillas.js';

export { URL_SERVIDOR_PG } from './plantillas.js';

/** Whether something answers on host:port. */
export function responde(host: string, puerto: number, esperaMs = 800): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port: puerto });
    const fin = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(esperaMs, () => fin(false));
    s.once('connect', () => fin(true));
    s.once('error', () => fin(false));
  });
}

/** In CI (.ci/run sets AVANTI_CI=1) a missing service fails the run instead of skipping what needs it. */
export const enCI = () => process.env.AVANTI_CI === '1';

export function exigirEnCI(servicio: string, disponible: boolean): boolean {
  if (!disponible && enCI()) throw new Error(`AVANTI_CI=1 y ${servicio} no está disponible: las pruebas que lo necesitan no pueden omitirse.`);
  return disponible;
}

export const postgresDisponible = async () => exigirEnCI('PostgreSQL (127.0.0.1:5432)', await responde('127.0.0.1', 5432));
export const redisDisponible = async () => exigirEnCI('Redis (127.0.0.1:6379)', await responde('127.0.0.1', 6379));

export type Motor = 'pglite' | 'postgres';

/** A test that only means something on one engine is declared only there, so that a skipped test is never one of these. */
export const soloEn = (motor: Motor, suMotor: Motor): jest.It => (motor === suMotor ? it : ((() => undefined) as unknown as jest.It));

export type BaseDePrueba = CopiaDePlantilla;

/** A new database with the schema and nothing else: PGlite, or a fresh database on the PostgreSQL server. */
export function abrirBaseDePrueba(motor: Motor, maxConexiones = 20): Promise<BaseDePrueba> {
  return abrirCopia(motor, 'migrada', maxConexiones);
}

/** A new database copied from one of the run's templates (see plantillas.ts). */
export function abrirCopia(motor: Motor, plantilla: Plantilla, maxConexiones = 20): Promise<BaseDePrueba> {
  return motor === 'pglite' ? copiaPglite(plantilla) : copiaPostgres(plantilla, maxConexiones);
}

/** The engines to run a suite on: always PGlite, PostgreSQL when it answers (in CI it must). */
export async function motoresDisponibles(): Promise<Motor[]> {
  return (await postgresDisponible()) ? ['pglite', 'postgres'] : ['pglite'];
}
