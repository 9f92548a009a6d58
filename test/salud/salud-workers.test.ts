import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abrirCopia, postgresDisponible, type BaseDePrueba } from '../support/bases-de-datos.js';
import { directorioDeLaCorrida } from '../support/plantillas.js';
import { RedisDesechable } from './redis-desechable.js';

/**
 * The real `workers` process (workers/src/main.ts) on PostgreSQL and this test's own redis-server: its /health
 * follows its Redis connection (503 while Redis is away, 200 again when it is back).
 */
const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const hayPostgres = await postgresDisponible();

(hayPostgres ? describe : describe.skip)('salud del proceso workers', () => {
  let base: BaseDePrueba;
  let redis: RedisDesechable;

  beforeAll(async () => {
    base = await abrirCopia('postgres', 'migrada');
    redis = await RedisDesechable.iniciar();
  });

  afterAll(async () => {
    await redis?.detener();
    await base?.cerrar();
  });

  it('responde 503 mientras Redis no está y 200 cuando vuelve, con el último trabajo y nada más', async () => {
    const proceso = spawn(process.execPath, ['--import', './test/exportaciones/ts-en-node.mjs', 'workers/src/main.ts'], {
      cwd: RAIZ,
      env: {
        PATH: process.env.PATH,
        TZ: 'America/Bogota',
        DATABASE_URL: base.url!,
        REDIS_URL: redis.url,
        QUEUE_PREFIX: 'salud-workers',
        FILES_DIR: mkdtempSync(join(directorioDeLaCorrida(), 'archivos-')),
        HEALTH_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let salida = '';
    proceso.stdout!.on('data', (c: Buffer) => (salida += c.toString()));
    proceso.stderr!.on('data', (c: Buffer) => (salida += c.toString()));
    const fin = new Promise<number | null>((r) => proceso.once('exit', r));
    const hasta = async <T>(revisar: () => Promise<T | null>, que: string, esperaMs = 30_000): Promise<T> => {
      const limite = Date.now() + esperaMs;
      for (;;) {
        const valor = await revisar();
        if (valor !== null) return valor;
        if (proceso.exitCode !== null || Date.now() > limite) throw new Error(`${que}:\n${salida}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // Bounded, so that a hang says where it was and what the process printed instead of the test's timeout.
    const consultar = async (url: string) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return { status: res.status, body: await res.json() };
    };
    try {
      const url = await hasta(async () => /workers: salud en (http:\/\/\S+\/health)/.exec(salida)?.[1] ?? null, 'la dirección de salud');
      expect(await consultar(url)).toEqual({ status: 200, body: { status: 'ok', redis: 'conectado', ultimoTrabajo: null } });

      await redis.detener();
      const caido = await hasta(async () => ((await consultar(url)).status === 503 ? consultar(url) : null), 'el 503 sin Redis', 5_000);
      expect(caido.body).toEqual({ status: 'sin-redis', redis: 'desconectado', ultimoTrabajo: null });

      await redis.arrancar();
      const devuelto = await hasta(async () => ((await consultar(url)).status === 200 ? consultar(url) : null), 'el 200 con Redis de vuelta', 15_000);
      expect(devuelto.body).toEqual({ status: 'ok', redis: 'conectado', ultimoTrabajo: null });
    } finally {
      proceso.kill('SIGTERM');
    }
    // The drain waits at most 20 s for running jobs, then 2 s to hand them back and 2 s for Redis to say goodbye.
    const salio = await Promise.race([fin, new Promise<'sigue'>((r) => setTimeout(() => r('sigue'), 30_000))]);
    if (salio === 'sigue') {
      proceso.kill('SIGKILL');
      throw new Error(`workers no terminó 30 s después de SIGTERM:\n${salida}`);
    }
    expect(salio).toBe(0);
  }, 90_000);
});
