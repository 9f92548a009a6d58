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
  /**
   * Checks the wait and, if there is none, counts the attempt as a failure in the same atomic step, before
   * the password is hashed: of a burst of simultaneous attempts only the free ones reach the hash.
   */
  reservar(claves: ClavesDeIntento): Promise<Reserva>;
  /** The reserved attempt was right: forgets the pair and gives back the address's and the account's count. */
  liberar(claves: ClavesDeIntento): Promise<void>;
  cerrar(): Promise<void>;
}

export interface ClavesDeIntento {
  par: ClaveIngreso;
  cuenta: ClaveIngreso;
  /** null when the address is unknown. */
  direccion: ClaveIngreso | null;
}
export interface FallosDelIntento {
  par: number;
  cuenta: number;
  direccion: number;
}
/** Either the attempt must wait (nothing counted) or it is counted, with each key's failures including it. */
export type Reserva = { esperaMs: number; fallos: null } | { esperaMs: 0; fallos: FallosDelIntento };

export interface EstadosIngreso {
  par: EstadoClave;
  direccion: EstadoClave;
  cuenta: EstadoClave;
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

/**
 * Milliseconds this attempt must still wait before its password is even checked (decision 0029). Only the
 * account and address pair slows an attempt down: the address alone never does, so failures of other users
 * behind the same address (a clinic's NAT) never slow a right password. The account's own slow-down does not
 * apply from an address with no recent failures: whoever knows the password gets in from a clean address, so
 * guessing from elsewhere never locks the owner (the administrator included) out. LimitadorRedis' RESERVAR
 * script is this same rule in Lua.
 */
export function esperaAntesDeIntentar(limites: LimitesIngreso, e: EstadosIngreso, ahora: number): number {
  const direccionLimpia = e.direccion.fallos === 0 && e.par.fallos === 0;
  return Math.max(esperaRestante(limites.par, e.par, ahora), direccionLimpia ? 0 : esperaRestante(limites.cuenta, e.cuenta, ahora));
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
    return this.contar(claves);
  }

  private contar(claves: readonly ClaveIngreso[]): number[] {
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

  async reservar(claves: ClavesDeIntento): Promise<Reserva> {
    // Read and counted with no await in between: atomic within this process.
    const vacio = { fallos: 0, ultimoMs: 0 };
    const estados = {
      par: this.vigente(claves.par) ?? vacio,
      cuenta: this.vigente(claves.cuenta) ?? vacio,
      direccion: (claves.direccion && this.vigente(claves.direccion)) || vacio,
    };
    const esperaMs = esperaAntesDeIntentar(this.limites, estados, this.ahora());
    if (esperaMs > 0) return { esperaMs, fallos: null };
    const [par, cuenta, direccion = 0] = this.contar([claves.par, claves.cuenta, ...(claves.direccion ? [claves.direccion] : [])]);
    return { esperaMs: 0, fallos: { par, cuenta, direccion } };
  }

  async liberar(claves: ClavesDeIntento): Promise<void> {
    this.cuentas.delete(texto(claves.par));
    for (const c of [claves.cuenta, claves.direccion]) {
      const actual = c && this.vigente(c);
      if (!c || !actual) continue;
      if (actual.fallos <= 1) this.cuentas.delete(texto(c));
      else this.cuentas.set(texto(c), { ...actual, fallos: actual.fallos - 1 });
    }
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

/**
 * `esperaAntesDeIntentar` and then REGISTRAR in one script. KEYS: pair, account and, when known, address;
 * ARGV: window, now, then the pair's and the account's free attempts, base wait and longest wait.
 * Answers {wait} or {0, pair, account, address} with each count including this attempt.
 */
const RESERVAR = `
local ventana, ahora = tonumber(ARGV[1]), tonumber(ARGV[2])
local function estado(k)
  if not k then return 0, 0 end
  local f = tonumber(redis.call('HGET', k, 'fallos') or '0')
  local u = tonumber(redis.call('HGET', k, 'ultimo') or '0')
  if u + ventana <= ahora then return 0, 0 end
  return f, u
end
local function restante(f, u, libres, base, maximo)
  if f == 0 or f < libres then return 0 end
  return math.max(0, u + math.min(base * 2 ^ math.min(f - libres, 30), maximo) - ahora)
end
local fp, up = estado(KEYS[1])
local fc, uc = estado(KEYS[2])
local fd = estado(KEYS[3])
local espera = restante(fp, up, tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]))
if fd ~= 0 or fp ~= 0 then
  espera = math.max(espera, restante(fc, uc, tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])))
end
if espera > 0 then return {math.ceil(espera)} end
local res = {0, 0, 0, 0}
for i, k in ipairs(KEYS) do
  local ultimo = tonumber(redis.call('HGET', k, 'ultimo') or '0')
  if ultimo + ventana <= ahora then redis.call('DEL', k) end
  res[i + 1] = redis.call('HINCRBY', k, 'fallos', 1)
  redis.call('HSET', k, 'ultimo', ahora)
  redis.call('PEXPIRE', k, ventana)
end
return res`;

/** KEYS: pair (forgotten), then the account and the address, whose reserved count is given back. */
const LIBERAR = `
redis.call('DEL', KEYS[1])
for i = 2, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 and redis.call('HINCRBY', KEYS[i], 'fallos', -1) <= 0 then redis.call('DEL', KEYS[i]) end
end
return 1`;

export class LimitadorRedis implements LimitadorIngresos {
  private readonly redis: Redis;
  /** Once a connection failed, commands fail at once until Redis is back (the caller falls back) instead of queueing. */
  private caido = false;

  constructor(
    url: string,
    private readonly prefijo = 'avanti',
    private readonly ahora: () => number = Date.now,
    private readonly limites: LimitesIngreso = LIMITES_INGRESO,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false, commandTimeout: 2_000 });
    this.redis.on('error', () => (this.caido = true)); // ioredis reconnects; the failing command reports the error
    this.redis.on('close', () => (this.caido = true));
    this.redis.on('ready', () => (this.caido = false));
  }

  private disponible(): Redis {
    if (this.caido) throw new Error('Redis no responde');
    return this.redis;
  }

  private claves(c: ClavesDeIntento): string[] {
    return [c.par, c.cuenta, ...(c.direccion ? [c.direccion] : [])].map((k) => this.clave(k));
  }

  async reservar(c: ClavesDeIntento): Promise<Reserva> {
    const { par, cuenta, ventanaMs } = this.limites;
    const reglas = [par, cuenta].flatMap((r) => [r.libres, r.esperaBaseMs, r.esperaMaxMs]);
    const res = ((await this.disponible().eval(RESERVAR, c.direccion ? 3 : 2, ...this.claves(c), ventanaMs, this.ahora(), ...reglas)) as number[]).map(Number);
    if (res[0] > 0) return { esperaMs: res[0], fallos: null };
    return { esperaMs: 0, fallos: { par: res[1], cuenta: res[2], direccion: res[3] } };
  }

  async liberar(c: ClavesDeIntento): Promise<void> {
    await this.disponible().eval(LIBERAR, c.direccion ? 3 : 2, ...this.claves(c));
  }

  private clave(c: ClaveIngreso) {
    return `${this.prefijo}:ingresos:${texto(c)}`;
  }

  async estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]> {
    if (!claves.length) return [];
    const tx = this.disponible().multi();
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
    const res = (await this.disponible().eval(REGISTRAR, claves.length, ...claves.map((c) => this.clave(c)), this.limites.ventanaMs, this.ahora())) as number[];
    return res.map(Number);
  }

  async limpiar(claves: readonly ClaveIngreso[]): Promise<void> {
    if (claves.length) await this.disponible().del(...claves.map((c) => this.clave(c)));
  }

  async cerrar(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
