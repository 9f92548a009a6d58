import { esperaDe, type ClavesDeIntento, type LimitesIngreso } from './limitador-ingresos.js';

/** The three keys of one sign-in attempt: pair, address, account (the address ones only when it is known). */
export function clavesDeIngreso(usuario: string, ip: string | null): ClavesDeIntento {
  return {
    par: { tipo: 'par', valor: `${usuario}|${ip ?? '-'}` },
    direccion: ip ? { tipo: 'direccion', valor: ip } : null,
    cuenta: { tipo: 'cuenta', valor: usuario },
  };
}

// The wait before a password is checked lives with the limiters, whose Redis script repeats it.
export { esperaAntesDeIntentar, type EstadosIngreso } from './limitador-ingresos.js';

/**
 * After a failure, with each key's new count: whether it still deserves its own audit event (no key is
 * past the failure that started its slow-down) and, for the failure that starts one, the wait it imposes.
 * One burst thus leaves at most `libres` events per key, however long an attacker keeps trying.
 */
export function registroDelFallo(limites: LimitesIngreso, fallos: { par: number; direccion: number; cuenta: number }) {
  const reglas = [
    [limites.par, fallos.par],
    [limites.direccion, fallos.direccion],
    [limites.cuenta, fallos.cuenta],
  ] as const;
  const enRafaga = reglas.some(([regla, n]) => n > regla.libres);
  const esperaMs = Math.max(...reglas.map(([regla, n]) => (n === regla.libres ? esperaDe(regla, n) : 0)));
  return { registrar: !enRafaga, esperaMs };
}
