import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A port nobody listens on now (the OS picks it). */
async function puertoLibre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as { port: number };
  await new Promise((r) => servidor.close(r));
  return port;
}

/**
 * A throwaway Redis of this test only (never the shared one on 6379): no persistence, on its own port, which a
 * test can stop to play an outage and start again on the same port.
 */
export class RedisDesechable {
  private proceso: ChildProcess | null = null;
  private constructor(readonly puerto: number) {}

  static async iniciar(): Promise<RedisDesechable> {
    const redis = new RedisDesechable(await puertoLibre());
    await redis.arrancar();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.puerto}`;
  }

  async arrancar(): Promise<void> {
    if (this.proceso && this.proceso.exitCode === null) return;
    this.proceso = spawn('redis-server', ['--port', String(this.puerto), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const cliente = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    cliente.on('error', () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        if (
          await cliente.connect().then(
            () => cliente.ping(),
            () => null,
          )
        )
          return;
        cliente.disconnect();
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server no arrancó en el puerto ${this.puerto}`);
    } finally {
      cliente.disconnect();
    }
  }

  async detener(): Promise<void> {
    const proceso = this.proceso;
    this.proceso = null;
    if (!proceso || proceso.exitCode !== null) return;
    const salida = new Promise((r) => proceso.once('exit', r));
    proceso.kill('SIGKILL');
    await salida;
  }
}
