import { Redis } from 'ioredis';

/**
 * Failed sign-ins counted per user and per address over a window (spec 3 issue 3: login is
 * rate-limited). In memory for one process; in Redis when REDIS_URL is set, so every api replica
 * shares the counts. Failures are also recorded as IngresoFallido events (the audit).
 */
export interface LimitadorIngresos {
  /** Whether any of these keys reached its limit within the window. */
  bloqueado(claves: readonly ClaveIngreso[]): Promise<boolean>;
  registrarFallo(claves: readonly ClaveIngreso[]): Promise<void>;
  /** A successful sign-in clears the user's count (never the address's). */
  limpiar(clave: ClaveIngreso): Promise<void>;
  cerrar(): Promise<void>;
}

export type ClaveIngreso = { tipo: 'usuario' | 'direccion'; valor: string };

export interface LimitesIngreso {
  porUsuario: number;
  porDireccion: number;
  ventanaMs: number;
}

/** 5 failures of one user, or 20 from one address (a clinic behind one NAT), in 15 minutes. */
export const LIMITES_INGRESO: LimitesIngreso = { porUsuario: 5, porDireccion: 20, ventanaMs: 15 * 60_000 };

export const MENSAJE_DEMASIADOS_INTENTOS = 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.';

const limiteDe = (clave: ClaveIngreso, limites: LimitesIngreso) => (clave.tipo === 'usuario' ? limites.porUsuario : limites.porDireccion);
const texto = (clave: ClaveIngreso) => `${clave.tipo === 'usuario' ? 'u' : 'ip'}:${clave.valor.slice(0, 200)}`;

export class LimitadorEnMemoria implements LimitadorIngresos {
  private readonly cuentas = new Map<string, { n: number; vence: number }>();

  constructor(
    private readonly ahora: () => number = Date.now,
    private readonly limites: LimitesIngreso = LIMITES_INGRESO,
  ) {}

  private vigente(clave: ClaveIngreso) {
    const c = this.cuentas.get(texto(clave));
    if (c && c.vence <= this.ahora()) {
      this.cuentas.delete(texto(clave));
      return undefined;
    }
    return c;
  }

  async bloqueado(claves: readonly ClaveIngreso[]): Promise<boolean> {
    return claves.some((c) => (this.vigente(c)?.n ?? 0) >= limiteDe(c, this.limites));
  }

  async registrarFallo(claves: readonly ClaveIngreso[]): Promise<void> {
    if (this.cuentas.size > 100_000) this.purgar();
    for (const c of claves) {
      const actual = this.vigente(c);
      if (actual) actual.n++;
      else this.cuentas.set(texto(c), { n: 1, vence: this.ahora() + this.limites.ventanaMs });
    }
  }

  async limpiar(clave: ClaveIngreso): Promise<void> {
    this.cuentas.delete(texto(clave));
  }

  private purgar() {
    const ahora = this.ahora();
    for (const [k, v] of this.cuentas) if (v.vence <= ahora) this.cuentas.delete(k);
  }

  async cerrar(): Promise<void> {}
}

/** Fixed window per key: INCR, and the expiry set by the first failure. */
export class LimitadorRedis implements LimitadorIngresos {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefijo = 'avanti',
    private readonly limites: LimitesIngreso = LIMITES_INGRESO,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.redis.on('error', () => undefined); // ioredis reconnects; the failing command reports the error
  }

  private clave(c: ClaveIngreso) {
    return `${this.prefijo}:ingresos:${texto(c)}`;
  }

  async bloqueado(claves: readonly ClaveIngreso[]): Promise<boolean> {
    if (!claves.length) return false;
    const valores = await this.redis.mget(...claves.map((c) => this.clave(c)));
    return claves.some((c, i) => Number(valores[i] ?? 0) >= limiteDe(c, this.limites));
  }

  async registrarFallo(claves: readonly ClaveIngreso[]): Promise<void> {
    const tx = this.redis.multi();
    for (const c of claves) {
      tx.incr(this.clave(c));
      tx.pexpire(this.clave(c), this.limites.ventanaMs, 'NX');
    }
    await tx.exec();
  }

  async limpiar(clave: ClaveIngreso): Promise<void> {
    await this.redis.del(this.clave(clave));
  }

  async cerrar(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
