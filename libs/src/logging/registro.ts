import { pino, type DestinationStream, type Logger } from 'pino';
import { format } from 'node:util';
import { leerRegistro, type NivelRegistro } from '../config/configuracion.js';

/**
 * The processes' log: one JSON object per line on stdout (pino), the same shape in api, projections and workers:
 * `level` (pino's number), `time` (ms), `proceso`, `msg` and the line's own fields. Readable lines only when
 * stdout is a terminal or LOG_PRETTY=1. No line may carry a body, a query's values, a secret or clinical data:
 * fields are chosen by the callers (route templates, ids, counts); the redaction below is a second guard.
 */
export type Registro = Logger;

/** Field names censored wherever they appear (two levels deep): a mistake must not print a credential. */
const OCULTOS = ['password', 'contrasena', 'token', 'authorization', 'cookie', 'jwtSecret', 'secreto', 'databaseUrl', 'tokenMetricas'];
const RUTAS_OCULTAS = OCULTOS.flatMap((c) => [c, `*.${c}`, `*.*.${c}`]);

const NOMBRES_NIVEL: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLORES: Record<number, string> = { 10: '90', 20: '36', 30: '32', 40: '33', 50: '31', 60: '35' };

/** LOG_PRETTY=1 or a terminal: `12:03:04.123 INFO  [api] message key=value`, colours only on a terminal. */
export function destinoLegible(salida: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): DestinationStream {
  const color = Boolean(salida.isTTY) && !process.env.NO_COLOR;
  return {
    write(linea: string) {
      let o: Record<string, unknown>;
      try {
        o = JSON.parse(linea) as Record<string, unknown>;
      } catch {
        return void salida.write(linea);
      }
      const { level, time, proceso, msg, pid: _pid, hostname: _h, ...resto } = o;
      const nivel = (NOMBRES_NIVEL[level as number] ?? String(level)).padEnd(5);
      const hora = new Date(Number(time)).toISOString().slice(11, 23);
      const campos = Object.entries(resto)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ');
      const etiqueta = color ? `\x1b[${COLORES[level as number] ?? '0'}m${nivel}\x1b[0m` : nivel;
      salida.write(`${hora} ${etiqueta} [${String(proceso ?? '-')}] ${String(msg ?? '')}${campos ? ` ${campos}` : ''}\n`);
    },
  };
}

export interface OpcionesRegistro {
  nivel?: NivelRegistro;
  /** true readable, false JSON, undefined: readable when stdout is a terminal. */
  legible?: boolean;
  /** Where lines go (tests); process.stdout by default, written through its stream so a test can read it. */
  destino?: DestinationStream;
  proceso?: string;
  /** Fields on every line besides `proceso` (a cluster worker of the api: its number and pid, decision 0050). */
  campos?: Record<string, string | number>;
}

function crear(opciones: OpcionesRegistro): Registro {
  const desdeEntorno = (() => {
    try {
      return leerRegistro();
    } catch {
      return { nivel: 'info' as NivelRegistro, legible: undefined, sinConfigurar: 'info' as NivelRegistro };
    }
  })();
  const legible = opciones.legible ?? desdeEntorno.legible ?? Boolean(process.stdout.isTTY);
  const destino = opciones.destino ?? (legible ? destinoLegible() : (process.stdout as unknown as DestinationStream));
  return pino(
    {
      level: opciones.nivel ?? desdeEntorno.sinConfigurar,
      base: { proceso: opciones.proceso ?? 'avanti', ...opciones.campos },
      redact: { paths: RUTAS_OCULTAS, censor: '[oculto]' },
      // Errors are never serialized with their message (a failed query's message holds its parameters): callers log errorSinDatos().
      serializers: {},
    },
    destino,
  );
}

let actual: Registro | undefined;
const hijos = new Map<string, Registro>();

/** The process's logger (JSON on stdout unless configured otherwise); LOG_LEVEL from the environment until configured (warn under jest). */
export function registro(): Registro {
  return (actual ??= crear({}));
}

/** A logger for one part of the process (`componente` field), kept until the next configuration. */
export function registroDe(componente: string): Registro {
  let hijo = hijos.get(componente);
  if (!hijo) hijos.set(componente, (hijo = registro().child({ componente })));
  return hijo;
}

/** Called once by each process's entry point (and by tests that read the log): level, format, process name. */
export function configurarRegistro(opciones: OpcionesRegistro): Registro {
  actual = crear(opciones);
  hijos.clear();
  return actual;
}

/**
 * console.log/info/warn/error/debug of every library and older module become log lines at their level, so a
 * process writes nothing but JSON lines on stdout. The text stays as it was (tests and operators look for it).
 */
export function redirigirConsola(componente = 'consola'): void {
  const a =
    (nivel: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const texto = format(...args);
      const r = registroDe(componente);
      r[nivel](texto);
    };
  console.log = a('info');
  console.info = a('info');
  console.warn = a('warn');
  console.error = a('error');
  console.debug = a('debug');
}
