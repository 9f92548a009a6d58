/**
 * A seeded generator (mulberry32: 32-bit state, passes the usual statistical batteries at this use) and what the
 * generator draws from it: numbers, choices, and UUIDs shaped as version 4. The same seed gives the same network.
 * No dependency: twenty lines do what a seeded-random package would.
 */
export class Azar {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0 || 0x9e3779b9;
  }

  /** [0, 1) */
  siguiente(): number {
    let t = (this.estado = (this.estado + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.siguiente() * (max - min + 1));
  }

  prob(p: number): boolean {
    return this.siguiente() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    return lista[Math.floor(this.siguiente() * lista.length)];
  }

  /** A version-4-shaped UUID drawn from the seed (the product's own ids are random UUIDs: same shape). */
  uuid(): string {
    const h = (n: number) =>
      Math.floor(this.siguiente() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0')
        .slice(0, n);
    const variante = (8 + Math.floor(this.siguiente() * 4)).toString(16);
    return `${h(8)}-${h(4)}-4${h(3)}-${variante}${h(3)}-${h(8)}${h(4)}`;
  }
}
