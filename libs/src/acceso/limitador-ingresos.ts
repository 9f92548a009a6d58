import { Redis } from 'ioredis';

/**
 * Failed sign-ins counted per key (issue 8 item 5): the account and address pair, the address alone
 * (looser: a clinic shares one address) and the account alone (guessing from many addresses). No key
 * ever locks: past its free attempts a key only slows down, each failure doubling the wait before the
 * next attempt, and a quiet window forgets it. In memory for one process; in Redis when REDIS_URL is set,
 * so every api replica shares the counts.
 */
export interface LimitadorIngresos {
  /** The recent failures of each key (0 when forgotten), in the order given. */
  estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]>;
  /** Counts a failure on every key; returns each key's failures including this one. */
  registrarFallo(claves: readonly ClaveIngreso[]): Promise<number[]>;
  limpiar(claves: readonly ClaveIngreso[]): Promise<void>;
  cerrar(): Promise<void>;
}

export type TipoClave = 'par' | 'direccion' | 'cuenta';
export type ClaveIngreso = { tipo: TipoClave; valor: string };
export interface EstadoClave {
  fallos: number;
  /** When the last failure happened (ms since the epoch), 0 with no failures. */
  ultimoMs: number;
}

export interface ReglaEspera {
  /** Failures allowed without any wait. */
  libres: number;
  /** The wait after the failure that uses up the free ones; it doubles with each further failure. */
  esperaBaseMs: number;
  esperaMaxMs: number;
}

export interface LimitesIngreso {
  par: ReglaEspera;
  direccion: ReglaEspera;
  cuenta: ReglaEspera;
  /** Failures are forgotten this long after a key's last failure: longer than any wait, so a burst only ends in quiet. */
  ventanaMs: number;
}

/**
 * 5 free attempts per account and address, then 5 s, 10 s, 20 s... up to 15 minutes; 50 per address
 * (every user behind one clinic address) starting at 1 s up to 5 minutes; 20 per account from any
 * address, which never stops a right password from an address with no recent failures.
 */
export const LIMITES_INGRESO: LimitesIngreso = {
  par: { libres: 5, esperaBaseMs: 5_000, esperaMaxMs: 15 * 60_000 },
  direccion: { libres: 50, esperaBaseMs: 1_000, esperaMaxMs: 5 * 60_000 },
  cuenta: { libres: 20, esperaBaseMs: 5_000, esperaMaxMs: 15 * 60_000 },
  ventanaMs: 30 * 60_000,
};

export const MENSAJE_DEMASIADOS_INTENTOS = 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.';
export const mensajeEspera = (segundos: number) =>
  segundos < 60
    ? `Demasiados intentos fallidos. Espere ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'} e intente de nuevo.`
    : `Demasiados intentos fallidos. Espere ${Math.ceil(segundos / 60)} ${Math.ceil(segundos / 60) === 1 ? 'minuto' : 'minutos'} e intente de nuevo.`;

/** How long after the last failure the key must wait; 0 while free attempts remain. */
export function esperaDe(regla: ReglaEspera, fallos: number): number {
  if (fallos < regla.libres) return 0;
  return Math.min(regla.esperaBaseMs * 2 ** Math.min(fallos - regla.libres, 30), regla.esperaMaxMs);
}

/** Milliseconds still to wait at `ahora`. */
export function esperaRestante(regla: ReglaEspera, estado: EstadoClave, ahora: number): number {
  if (estado.fallos === 0) return 0;
  return Math.max(0, estado.ultimoMs + esperaDe(regla, estado.fallos) - ahora);
}

const texto = (clave: ClaveIngreso) => `${clave.tipo}:${clave.valor.slice(0, 300)}`;

export class LimitadorEnMemoria implements LimitadorIngresos {
  private readonly cuentas = new Map<string, EstadoClave>();

  constructor(
    private readonly ahora: () => number = Date.now,
    private readonly limites: LimitesIngreso = LIMITES_INGRESO,
  ) {}

  private vigente(clave: ClaveIngreso): EstadoClave | undefined {
    const c = this.cuentas.get(texto(clave));
    if (c && c.ultimoMs + this.limites.ventanaMs <= this.ahora()) {
      this.cuentas.delete(texto(clave));
      return undefined;
    }
    return c;
  }

  async estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]> {
    return claves.map((c) => ({ ...(this.vigente(c) ?? { fallos: 0, ultimoMs: 0 }) }));
  }

  async registrarFallo(claves: readonly ClaveIngreso[]): Promise<number[]> {
    if (this.cuentas.size > 100_000) this.purgar();
    const ahora = this.ahora();
    return claves.map((c) => {
      const actual = this.vigente(c) ?? { fallos: 0, ultimoMs: 0 };
      const nuevo = { fallos: actual.fallos + 1, ultimoMs: ahora };
      this.cuentas.set(texto(c), nuevo);
      return nuevo.fallos;
    });
  }

  async limpiar(claves: readonly ClaveIngreso[]): Promise<void> {
    for (const c of claves) this.cuentas.delete(texto(c));
  }

  private purgar() {
    const ahora = this.ahora();
    for (const [k, v] of this.cuentas) if (v.ultimoMs + this.limites.ventanaMs <= ahora) this.cuentas.delete(k);
  }

  async cerrar(): Promise<void> {}
}

/**
 * One hash per key (`fallos`, `ultimo`), updated atomically by a script. The time comes from the
 * caller's clock (the product's Reloj), so memory and Redis agree; Redis' own expiry only reclaims space.
 */
const REGISTRAR = `
local ventana = tonumber(ARGV[1])
local ahora = tonumber(ARGV[2])
local res = {}
for i, k in ipairs(KEYS) do
  local ultimo = tonumber(redis.call('HGET', k, 'ultimo') or '0')
  if ultimo + ventana <= ahora then redis.call('DEL', k) end
  res[i] = redis.call('HINCRBY', k, 'fallos', 1)
  redis.call('HSET', k, 'ultimo', ahora)
  redis.call('PEXPIRE', k, ventana)
end
return res`;

export class LimitadorRedis implements LimitadorIngresos {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefijo = 'avanti',
    private readonly ahora: () => number = Date.now,
    private readonly limites: LimitesIngreso = LIMITES_INGRESO,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.redis.on('error', () => undefined); // ioredis reconnects; the failing command reports the error
  }

  private clave(c: ClaveIngreso) {
    return `${this.prefijo}:ingresos:${texto(c)}`;
  }

  async estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]> {
    if (!claves.length) return [];
    const tx = this.redis.multi();
    for (const c of claves) tx.hmget(this.clave(c), 'fallos', 'ultimo');
    const respuestas = (await tx.exec()) ?? [];
    const ahora = this.ahora();
    return respuestas.map(([error, valores]) => {
      if (error) throw error;
      const [fallos, ultimo] = (valores as (string | null)[]).map((v) => Number(v ?? 0));
      return ultimo + this.limites.ventanaMs <= ahora ? { fallos: 0, ultimoMs: 0 } : { fallos, ultimoMs: ultimo };
    });
  }

  async registrarFallo(claves: readonly ClaveIngreso[]): Promise<number[]> {
    if (!claves.length) return [];
    const res = (await this.redis.eval(REGISTRAR, claves.length, ...claves.map((c) => this.clave(c)), this.limites.ventanaMs, this.ahora())) as number[];
    return res.map(Number);
  }

  async limpiar(claves: readonly ClaveIngreso[]): Promise<void> {
    if (claves.length) await this.redis.del(...claves.map((c) => this.clave(c)));
  }

  async cerrar(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
