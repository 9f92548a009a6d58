import { Redis } from 'ioredis';

/**
 * The sessions still open (issue 23 item 10): a token serves only while its session is here. Signing out
 * removes it at once; a session unused for longer than the inactivity limit is gone (sliding expiry, on the
 * product's clock). In memory for one process; in Redis when REDIS_URL is set, so every api replica agrees.
 * Infrastructure like the sign-in limiter: not an event, not a read model.
 */
export interface SesionesActivas {
  abrir(id: string): Promise<void>;
  /** True if the session is open and was used within the limit; then its last use becomes now. */
  usar(id: string): Promise<boolean>;
  cerrarSesion(id: string): Promise<void>;
  cerrar(): Promise<void>;
}

export const INACTIVIDAD_MAXIMA_MS = 15 * 60_000;

export class SesionesEnMemoria implements SesionesActivas {
  private readonly ultimoUso = new Map<string, number>();

  constructor(
    private readonly ahora: () => number = Date.now,
    private readonly inactividadMs = INACTIVIDAD_MAXIMA_MS,
  ) {}

  async abrir(id: string): Promise<void> {
    if (this.ultimoUso.size > 100_000) this.purgar();
    this.ultimoUso.set(id, this.ahora());
  }

  async usar(id: string): Promise<boolean> {
    const ultimo = this.ultimoUso.get(id);
    const ahora = this.ahora();
    if (ultimo === undefined) return false;
    if (ahora - ultimo > this.inactividadMs) {
      this.ultimoUso.delete(id);
      return false;
    }
    this.ultimoUso.set(id, Math.max(ultimo, ahora));
    return true;
  }

  async cerrarSesion(id: string): Promise<void> {
    this.ultimoUso.delete(id);
  }

  private purgar() {
    const ahora = this.ahora();
    for (const [id, ultimo] of this.ultimoUso) if (ahora - ultimo > this.inactividadMs) this.ultimoUso.delete(id);
  }

  async cerrar(): Promise<void> {}
}

/**
 * One key per session holding its last use. The time comes from the caller's clock (as the limiter's), so
 * memory and Redis agree under a test clock; Redis' own expiry, a little longer, only reclaims space.
 */
const USAR = `
local ultimo = redis.call('GET', KEYS[1])
if not ultimo then return 0 end
local ahora = tonumber(ARGV[1])
if ahora - tonumber(ultimo) > tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1])
  return 0
end
if ahora > tonumber(ultimo) then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3]) else redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1
`;

export class SesionesRedis implements SesionesActivas {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefijo: string,
    private readonly ahora: () => number = Date.now,
    private readonly inactividadMs = INACTIVIDAD_MAXIMA_MS,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false, commandTimeout: 2_000 });
    this.redis.on('error', () => undefined); // ioredis reconnects; the failing command reports the error
  }

  private clave(id: string) {
    return `${this.prefijo}:sesion:${id}`;
  }

  private get retencionMs() {
    return this.inactividadMs + 60_000;
  }

  async abrir(id: string): Promise<void> {
    await this.redis.set(this.clave(id), String(this.ahora()), 'PX', this.retencionMs);
  }

  async usar(id: string): Promise<boolean> {
    return Number(await this.redis.eval(USAR, 1, this.clave(id), this.ahora(), this.inactividadMs, this.retencionMs)) === 1;
  }

  async cerrarSesion(id: string): Promise<void> {
    await this.redis.del(this.clave(id));
  }

  async cerrar(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
