import { join, resolve } from 'node:path';

/** What the processes read from the environment, checked once at start-up. */
export interface Configuracion {
  puerto: number;
  /** PostgreSQL server; absent means embedded PGlite under `directorioDatos`. */
  databaseUrl?: string;
  /** Redis for BullMQ; absent means jobs run in-process. */
  redisUrl?: string;
  /** BullMQ key prefix on Redis (QUEUE_PREFIX): several installations or test runs can share one Redis. */
  prefijoColas?: string;
  /** With Redis, the api also runs a BullMQ worker (TRABAJOS_EN_PROCESO=1, single-host setups). */
  trabajosEnProceso?: boolean;
  directorioDatos: string;
  directorioArchivos: string;
  jwtSecret: string;
  jwtDuracion: string;
  demo: boolean;
  adminUsuario?: string;
  adminPassword?: string;
}

export class ConfiguracionInvalida extends Error {}

export function leerConfiguracion(env: NodeJS.ProcessEnv = process.env): Configuracion {
  const puerto = Number(env.PORT ?? 3000);
  if (!Number.isInteger(puerto) || puerto < 0 || puerto > 65535) throw new ConfiguracionInvalida(`PORT inválido: ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const directorioDatos = resolve(env.DATA_DIR ?? './data');
  const jwtSecret = env.JWT_SECRET ?? (databaseUrl ? undefined : 'avanti-embebido-solo-local');
  if (!jwtSecret) throw new ConfiguracionInvalida('JWT_SECRET es obligatorio cuando se usa DATABASE_URL');
  return {
    puerto,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    prefijoColas: env.QUEUE_PREFIX || 'avanti',
    trabajosEnProceso: env.TRABAJOS_EN_PROCESO === '1',
    directorioDatos,
    directorioArchivos: resolve(env.FILES_DIR ?? join(directorioDatos, 'archivos')),
    jwtSecret,
    jwtDuracion: env.JWT_EXPIRES_IN ?? '8h',
    demo: databaseUrl ? env.DEMO === '1' : env.DEMO !== '0',
    adminUsuario: env.ADMIN_USER || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
}
