import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exigirEnCI, postgresDisponible, redisDisponible } from './bases-de-datos.js';

/** The repository's root: where an operator runs `node api/dist/main.js`. */
export const RAIZ = new URL('../..', import.meta.url).pathname;

/**
 * `describe` when PostgreSQL and Redis answer and the built entry points exist (required in CI), else `describe.skip`
 * with a warning: the served-mode tests start the product as an operator does.
 */
export async function describirServido(compilacion: string, archivos: string[]): Promise<jest.Describe> {
  const compilado = exigirEnCI(
    compilacion,
    archivos.every((a) => existsSync(join(RAIZ, a))),
  );
  const servidores = (await postgresDisponible()) && (await redisDisponible());
  if (!servidores) console.warn('Modo servido omitido: PostgreSQL (5432) y Redis (6379) deben responder en 127.0.0.1.');
  return servidores && compilado ? describe : describe.skip;
}

/** A built entry point started with node (no test NODE_OPTIONS), its stdout and stderr gathered for the failure messages. */
export function lanzar(script: string, env: NodeJS.ProcessEnv): { proceso: ChildProcess; salida: () => string } {
  let salida = '';
  const proceso = spawn(process.execPath, [script], { cwd: RAIZ, env: { ...process.env, NODE_OPTIONS: '', ...env } });
  proceso.stdout?.on('data', (d) => (salida += String(d)));
  proceso.stderr?.on('data', (d) => (salida += String(d)));
  return { proceso, salida: () => salida };
}

/** Polls until `comprobar` gives a value, or fails naming what did not happen. */
export async function hasta<T>(
  comprobar: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  que: string,
  esperaMs = 30_000,
): Promise<T> {
  const limite = Date.now() + esperaMs;
  for (;;) {
    const valor = await comprobar();
    if (valor) return valor;
    if (Date.now() > limite) throw new Error(`No ocurrió a tiempo: ${que}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
