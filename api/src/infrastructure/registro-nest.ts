import type { LoggerService, LogLevel } from '@nestjs/common';
import { format } from 'node:util';
import { registroDe } from '@avanti/libs/logging/registro';

/**
 * Nest's logger (its own messages, `new Logger('Errores')` of the error filter) as lines of the process's
 * JSON log, with Nest's context as `componente`. Set by main.ts with Logger.overrideLogger before the app is made.
 */
export class RegistroNest implements LoggerService {
  /** Nest's own levels (crearAplicacion asks for error and warn only: no line per mapped route). */
  private niveles: ReadonlySet<string> = new Set(['error', 'warn', 'fatal']);

  setLogLevels(niveles: LogLevel[]): void {
    this.niveles = new Set(niveles);
  }

  private escribir(nivel: 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal', mensaje: unknown, resto: unknown[]): void {
    const deNest = { info: 'log', trace: 'verbose' }[nivel as string] ?? nivel;
    if (!this.niveles.has(deNest)) return;
    // Nest passes the context last (a string); an error's stack, when given, comes before it.
    const contexto = typeof resto.at(-1) === 'string' ? (resto.pop() as string) : 'nest';
    const texto = [mensaje, ...resto].map((v) => (typeof v === 'string' ? v : format('%o', v))).join('\n');
    registroDe(contexto)[nivel](texto);
  }
  log(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('info', mensaje, resto);
  }
  error(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('error', mensaje, resto);
  }
  warn(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('warn', mensaje, resto);
  }
  debug(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('debug', mensaje, resto);
  }
  verbose(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('trace', mensaje, resto);
  }
  fatal(mensaje: unknown, ...resto: unknown[]) {
    this.escribir('fatal', mensaje, resto);
  }
}
