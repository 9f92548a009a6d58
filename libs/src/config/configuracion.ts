import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * What the processes read from the environment, checked once at start-up. Nothing else in the
 * server reads `process.env` for settings: a new variable is added here, validated, and documented
 * in the README's configuration table.
 */
export interface Configuracion {
  puerto: number;
  /** Interface the api listens on: 127.0.0.1 unless HOST says otherwise (0.0.0.0 opens it to the clinic's network). */
  host: string;
  /** TRUST_PROXY: addresses or subnets of reverse proxies whose X-Forwarded-For is believed; empty = none. */
  proxiesDeConfianza: string[];
  /** PostgreSQL server; absent means embedded PGlite under `directorioDatos`. */
  databaseUrl?: string;
  /**
   * DATABASE_READ_URL (or DATABASE_READ_URL_FILE): a PostgreSQL streaming replica for the reads that need no
   * read-your-writes (reports, dashboards, exports, the audit list; decision 0052). Absent: everything reads the
   * primary. Ignored in the embedded mode (PGlite has no replica).
   */
  databaseReadUrl?: string;
  /** REPLICA_RETRASO_MAXIMO_MS: a replica further behind the primary than this is skipped (5000 by default). */
  retrasoMaximoReplicaMs: number;
  /** Redis for BullMQ; absent means jobs run in-process. */
  redisUrl?: string;
  /** BullMQ key prefix on Redis (QUEUE_PREFIX): several installations or test runs can share one Redis. */
  prefijoColas?: string;
  /** With Redis, the api also runs a BullMQ worker (TRABAJOS_EN_PROCESO=1, single-host setups). */
  trabajosEnProceso?: boolean;
  /** PROYECCIONES_EN_PROCESO=1: the served-mode api follows the log itself (embedded mode always does). */
  proyeccionesEnProceso: boolean;
  /** PROYECCIONES_INTERVALO_MS: how often the projections poll the log. */
  intervaloProyeccionesMs: number;
  /** PROYECCIONES_ATASCO_MS: a projector failing or behind without moving this long turns health into 503. */
  atascoProyeccionesMs: number;
  /** HEALTH_PORT of the projections and workers processes (each has its own default). */
  puertoSalud?: number;
  /** WORKERS_CONCURRENCY: jobs each workers process takes at a time. */
  concurrenciaWorkers: number;
  directorioDatos: string;
  directorioArchivos: string;
  /** RESPALDOS_DIR: where `npm run respaldo` and the scheduled backups write their archives (./respaldos by default). */
  directorioRespaldos: string;
  /** RESPALDO_HORA: the Bogotá hour (HH:MM) of the daily backup, 02:00 by default; `no` turns it off. */
  horaRespaldo?: string;
  /** RESPALDOS_DIARIOS / _SEMANALES / _MENSUALES: how many archives of distinct days, weeks and months are kept. */
  retencionRespaldos: { diarios: number; semanales: number; mensuales: number };
  /** CHROMIUM_PATH: the Chromium that renders PDF reports (Debian's /usr/bin/chromium by default). */
  rutaChromium: string;
  /** Signs the session tokens. Only the api has one: the other processes sign nothing. */
  jwtSecret: string;
  jwtDuracion: string;
  /** API_DOCS=1: the api publishes its OpenAPI document (/api/docs, /api/docs-json) without a session. Off by default. */
  documentacionApi: boolean;
  demo: boolean;
  /** In demo mode, also the 300 demo patients (and their coverage). */
  demoPacientes: boolean;
  adminUsuario?: string;
  adminPassword?: string;
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  nivelRegistro: NivelRegistro;
  /** LOG_PRETTY=1 forces readable lines; 0 forces JSON; absent: readable only when stdout is a terminal. */
  registroLegible?: boolean;
  /** METRICS_TOKEN (or METRICS_TOKEN_FILE): a bearer token that opens /metrics to a non-loopback scraper. */
  tokenMetricas?: string;
}

export const NIVELES_REGISTRO = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type NivelRegistro = (typeof NIVELES_REGISTRO)[number];

/** The projections and workers processes: everything but the token secret, which they never use. */
export type ConfiguracionSinTokens = Omit<Configuracion, 'jwtSecret'>;

export class ConfiguracionInvalida extends Error {}

/** The embedded mode's token secret: random, made once, kept beside the database, readable only by its owner. */
export const ARCHIVO_SECRETO_JWT = 'secreto-jwt';

/**
 * A setting that may come from a file: `NOMBRE_FILE` names a file (a docker secret under /run/secrets) whose
 * content, without its final line break, is the value; otherwise `NOMBRE` itself. Both at once is an error.
 * Every secret setting goes through here (JWT_SECRET, DATABASE_URL, DATABASE_READ_URL, PGPASSWORD, REDIS_URL, ADMIN_PASSWORD, METRICS_TOKEN).
 */
export function valorOArchivo(env: NodeJS.ProcessEnv, nombre: string): string | undefined {
  const archivo = env[`${nombre}_FILE`]?.trim();
  const directo = env[nombre];
  if (!archivo) return directo || undefined;
  if (directo) throw new ConfiguracionInvalida(`Defina ${nombre} o ${nombre}_FILE, no las dos`);
  let texto: string;
  try {
    texto = readFileSync(archivo, 'utf8');
  } catch (error) {
    throw new ConfiguracionInvalida(`${nombre}_FILE: no se pudo leer ${archivo} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const valor = texto.replace(/(\r?\n)+$/, '');
  if (!valor) throw new ConfiguracionInvalida(`${nombre}_FILE: ${archivo} está vacío`);
  return valor;
}

/** DATABASE_URL, with PGPASSWORD (or PGPASSWORD_FILE) set into it when the URL carries no password of its own. */
function urlDeBase(env: NodeJS.ProcessEnv): string | undefined {
  const url = valorOArchivo(env, 'DATABASE_URL');
  const clave = valorOArchivo(env, 'PGPASSWORD');
  if (!url || !clave) return url;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfiguracionInvalida('DATABASE_URL inválido: no es una dirección postgres://usuario@servidor:puerto/base');
  }
  if (!u.password) u.password = encodeURIComponent(clave);
  return u.toString();
}

/** DATABASE_READ_URL, with PGPASSWORD set into it like DATABASE_URL's (the replica has the primary's roles). */
function urlDeLectura(env: NodeJS.ProcessEnv): string | undefined {
  const url = valorOArchivo(env, 'DATABASE_READ_URL');
  if (!url) return undefined;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfiguracionInvalida('DATABASE_READ_URL inválido: no es una dirección postgres://usuario@servidor:puerto/base');
  }
  if (!/^postgres(ql)?:$/.test(u.protocol))
    throw new ConfiguracionInvalida('DATABASE_READ_URL inválido: no es una dirección postgres://usuario@servidor:puerto/base');
  const clave = valorOArchivo(env, 'PGPASSWORD');
  if (!clave || u.password) return url;
  u.password = encodeURIComponent(clave);
  return u.toString();
}

function nivelDeRegistro(env: NodeJS.ProcessEnv): NivelRegistro {
  const texto = env.LOG_LEVEL?.trim().toLowerCase();
  if (!texto) return 'info';
  if (!(NIVELES_REGISTRO as readonly string[]).includes(texto)) {
    throw new ConfiguracionInvalida(`LOG_LEVEL inválido: ${texto} (${NIVELES_REGISTRO.join(', ')})`);
  }
  return texto as NivelRegistro;
}

/**
 * LOG_LEVEL and LOG_PRETTY alone: what a process needs to log before (or without) its whole configuration.
 * `sinConfigurar`: the level of a logger no entry point configured (code under jest: warn unless LOG_LEVEL says
 * otherwise, so the suite's output is not filled with access lines); a process started by a test still logs info.
 */
export function leerRegistro(env: NodeJS.ProcessEnv = process.env): { nivel: NivelRegistro; legible?: boolean; sinConfigurar: NivelRegistro } {
  const bonito = env.LOG_PRETTY?.trim();
  if (bonito && bonito !== '0' && bonito !== '1') throw new ConfiguracionInvalida(`LOG_PRETTY inválido: ${bonito} (1 legible, 0 JSON)`);
  const nivel = nivelDeRegistro(env);
  return { nivel, legible: bonito ? bonito === '1' : undefined, sinConfigurar: env.LOG_LEVEL?.trim() || env.NODE_ENV !== 'test' ? nivel : 'warn' };
}

function entero(env: NodeJS.ProcessEnv, nombre: string, porDefecto: number | undefined, min: number, max: number): number | undefined {
  const texto = env[nombre];
  if (texto === undefined || texto === '') return porDefecto;
  const n = Number(texto);
  if (!/^\d+$/.test(texto.trim()) || n < min || n > max) throw new ConfiguracionInvalida(`${nombre} inválido: ${texto}`);
  return n;
}

/** A 0/1 setting; empty or absent is off. */
function interruptor(env: NodeJS.ProcessEnv, nombre: string): boolean {
  const texto = env[nombre]?.trim() ?? '';
  if (!['', '0', '1'].includes(texto)) throw new ConfiguracionInvalida(`${nombre} inválido: ${texto} (1 para activarlo, 0 o vacío para no)`);
  return texto === '1';
}

const NOMBRES_DE_RED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxies(texto: string | undefined): string[] {
  if (!texto?.trim()) return [];
  return texto.split(',').map((p) => {
    const valor = p.trim();
    const [ip, prefijo] = valor.split('/');
    const version = isIP(ip);
    const prefijoValido = prefijo === undefined || (/^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 6 ? 128 : 32));
    if (!NOMBRES_DE_RED.has(valor) && !(version && prefijoValido)) {
      throw new ConfiguracionInvalida(`TRUST_PROXY inválido: ${valor} (direcciones IP o subredes separadas por comas)`);
    }
    return valor;
  });
}

/** A token lives at most a working day: a stolen one is not good for longer (JWT_EXPIRES_IN above it stops the start). */
export const DURACION_MAXIMA_TOKEN = '12h';
const DURACION_MAXIMA_TOKEN_S = 12 * 3600;
const SEGUNDOS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** JWT_EXPIRES_IN with its unit (a bare number would be milliseconds to the token library), up to DURACION_MAXIMA_TOKEN. */
function duracionDeToken(texto: string): string {
  const partes = /^(\d+)\s*([smhd])$/.exec(texto.trim());
  const segundos = partes ? Number(partes[1]) * SEGUNDOS[partes[2]] : 0;
  if (!partes || segundos < 1 || segundos > DURACION_MAXIMA_TOKEN_S) {
    throw new ConfiguracionInvalida(
      `JWT_EXPIRES_IN inválido: ${texto}. Indique un número con su unidad (s, m, h o d) de como máximo ${DURACION_MAXIMA_TOKEN}, por ejemplo 8h.`,
    );
  }
  return `${partes[1]}${partes[2]}`;
}

/**
 * JWT_SECRET signs every session: whoever guesses it signs in as anyone. At least 32 bytes, and not a repeated
 * word (at least 10 different characters): randomness itself cannot be checked, a short or uniform one can.
 */
function secretoDelOperador(secreto: string): string {
  if (Buffer.byteLength(secreto, 'utf8') < 32 || new Set(secreto).size < 10) {
    throw new ConfiguracionInvalida(
      'JWT_SECRET es demasiado débil: debe tener al menos 32 bytes aleatorios. Genere uno con `openssl rand -base64 48` y defínalo en JWT_SECRET.',
    );
  }
  return secreto;
}

/** Reads the secret file of DATA_DIR, creating it (0600) the first time. */
export function secretoEmbebido(directorioDatos: string): string {
  const ruta = join(directorioDatos, ARCHIVO_SECRETO_JWT);
  mkdirSync(directorioDatos, { recursive: true });
  try {
    writeFileSync(ruta, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(ruta, 0o600);
  const secreto = readFileSync(ruta, 'utf8').trim();
  if (secreto.length < 32) throw new ConfiguracionInvalida(`El secreto de ${ruta} es demasiado corto: bórrelo para generar uno nuevo`);
  return secreto;
}

/** METRICS_TOKEN opens /metrics to anyone who holds it: as strong as a password (16 bytes at least). */
function tokenDeMetricas(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  if (Buffer.byteLength(token, 'utf8') < 16 || new Set(token).size < 8) {
    throw new ConfiguracionInvalida('METRICS_TOKEN es demasiado débil: al menos 16 bytes aleatorios (`openssl rand -hex 24`).');
  }
  return token;
}

/** RESPALDO_HORA: HH:MM on the Bogotá clock (02:00 when absent); `no` means no scheduled backup. */
function horaDeRespaldo(texto: string | undefined): string | undefined {
  const valor = texto?.trim() || '02:00';
  if (valor === 'no') return undefined;
  const partes = /^(\d{1,2}):(\d{2})$/.exec(valor);
  if (!partes || Number(partes[1]) > 23 || Number(partes[2]) > 59) {
    throw new ConfiguracionInvalida(`RESPALDO_HORA inválido: ${valor} (HH:MM en hora de Bogotá, por ejemplo 02:00, o no para desactivarlo)`);
  }
  return `${partes[1].padStart(2, '0')}:${partes[2]}`;
}

function leerComun(env: NodeJS.ProcessEnv): ConfiguracionSinTokens {
  const puerto = entero(env, 'PORT', 3000, 0, 65535)!;
  const databaseUrl = urlDeBase(env);
  const directorioDatos = resolve(env.DATA_DIR ?? './data');
  const host = env.HOST?.trim() || '127.0.0.1';
  const registro = leerRegistro(env);
  if (!isIP(host) && !/^[A-Za-z0-9.-]{1,253}$/.test(host)) throw new ConfiguracionInvalida(`HOST inválido: ${host}`);
  return {
    puerto,
    host,
    proxiesDeConfianza: proxies(env.TRUST_PROXY),
    databaseUrl,
    databaseReadUrl: urlDeLectura(env),
    retrasoMaximoReplicaMs: entero(env, 'REPLICA_RETRASO_MAXIMO_MS', 5000, 0, 86_400_000)!,
    redisUrl: valorOArchivo(env, 'REDIS_URL'),
    prefijoColas: env.QUEUE_PREFIX || 'avanti',
    trabajosEnProceso: env.TRABAJOS_EN_PROCESO === '1',
    proyeccionesEnProceso: !databaseUrl || env.PROYECCIONES_EN_PROCESO === '1',
    intervaloProyeccionesMs: entero(env, 'PROYECCIONES_INTERVALO_MS', 200, 10, 60_000)!,
    atascoProyeccionesMs: entero(env, 'PROYECCIONES_ATASCO_MS', 60_000, 1_000, 86_400_000)!,
    puertoSalud: entero(env, 'HEALTH_PORT', undefined, 0, 65535),
    concurrenciaWorkers: entero(env, 'WORKERS_CONCURRENCY', 1, 1, 256)!,
    directorioDatos,
    directorioArchivos: resolve(env.FILES_DIR ?? join(directorioDatos, 'archivos')),
    directorioRespaldos: resolve(env.RESPALDOS_DIR || './respaldos'),
    horaRespaldo: horaDeRespaldo(env.RESPALDO_HORA),
    retencionRespaldos: {
      diarios: entero(env, 'RESPALDOS_DIARIOS', 14, 0, 3650)!,
      semanales: entero(env, 'RESPALDOS_SEMANALES', 8, 0, 520)!,
      mensuales: entero(env, 'RESPALDOS_MENSUALES', 12, 0, 1200)!,
    },
    rutaChromium: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    jwtDuracion: env.JWT_EXPIRES_IN || '8h',
    documentacionApi: interruptor(env, 'API_DOCS'),
    demo: databaseUrl ? env.DEMO === '1' : env.DEMO !== '0',
    // Many: seeded in demo mode except under jest (NODE_ENV=test); DEMO_PACIENTES=1 forces them, =0 turns them off.
    demoPacientes: env.DEMO_PACIENTES === '1' || (env.DEMO_PACIENTES !== '0' && env.NODE_ENV !== 'test'),
    adminUsuario: env.ADMIN_USER || undefined,
    adminPassword: valorOArchivo(env, 'ADMIN_PASSWORD'),
    nivelRegistro: registro.nivel,
    registroLegible: registro.legible,
    tokenMetricas: tokenDeMetricas(valorOArchivo(env, 'METRICS_TOKEN')),
  };
}

/** The api's configuration: JWT_SECRET, or in the embedded mode the secret file of DATA_DIR. */
export function leerConfiguracion(env: NodeJS.ProcessEnv = process.env): Configuracion {
  const comun = leerComun(env);
  const jwtDuracion = duracionDeToken(comun.jwtDuracion);
  const secreto = valorOArchivo(env, 'JWT_SECRET');
  const jwtSecret = secreto ? secretoDelOperador(secreto) : comun.databaseUrl ? undefined : secretoEmbebido(comun.directorioDatos);
  if (!jwtSecret) throw new ConfiguracionInvalida('JWT_SECRET es obligatorio cuando se usa DATABASE_URL');
  return { ...comun, jwtDuracion, jwtSecret };
}

/** The projections and workers processes: they sign no tokens and need no secret. */
export function leerConfiguracionSinTokens(env: NodeJS.ProcessEnv = process.env): ConfiguracionSinTokens {
  return leerComun(env);
}
