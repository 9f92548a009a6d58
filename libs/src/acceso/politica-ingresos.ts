import { esperaDe, esperaRestante, type ClaveIngreso, type EstadoClave, type LimitesIngreso } from './limitador-ingresos.js';

/** The three keys of one sign-in attempt: pair, address, account (the address ones only when it is known). */
export function clavesDeIngreso(usuario: string, ip: string | null): { par: ClaveIngreso; direccion: ClaveIngreso | null; cuenta: ClaveIngreso } {
  return {
    par: { tipo: 'par', valor: `${usuario}|${ip ?? '-'}` },
    direccion: ip ? { tipo: 'direccion', valor: ip } : null,
    cuenta: { tipo: 'cuenta', valor: usuario },
  };
}

export interface EstadosIngreso {
  par: EstadoClave;
  direccion: EstadoClave;
  cuenta: EstadoClave;
}

/**
 * Milliseconds this attempt must still wait before its password is even checked. The account's own
 * slow-down does not apply to an address with no recent failures: whoever knows the password gets in
 * from a clean address, so guessing from elsewhere never locks the owner (the administrator included) out.
 */
export function esperaAntesDeIntentar(limites: LimitesIngreso, e: EstadosIngreso, ahora: number): number {
  const direccionLimpia = e.direccion.fallos === 0 && e.par.fallos === 0;
  return Math.max(
    esperaRestante(limites.par, e.par, ahora),
    esperaRestante(limites.direccion, e.direccion, ahora),
    direccionLimpia ? 0 : esperaRestante(limites.cuenta, e.cuenta, ahora),
  );
}

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
