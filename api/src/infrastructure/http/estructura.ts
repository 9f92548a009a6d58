/**
 * Limits on the shape of what a request carries, checked before parsing into DTOs and validating:
 * validation cost grows with keys, elements and depth, so a 90 KB array or an object with
 * 8,000 keys is refused here, cheaply, with one Spanish message.
 */
export const LIMITES_ESTRUCTURA = {
  profundidad: 8,
  clavesPorObjeto: 200,
  elementosPorLista: 1000,
  nodos: 5000,
} as const;

export const MENSAJES_ESTRUCTURA = {
  nul: 'La solicitud contiene caracteres no permitidos',
  unicode: 'La solicitud contiene texto con caracteres no válidos',
  profundidad: 'La solicitud tiene demasiados niveles anidados',
  claves: 'La solicitud tiene demasiados campos',
  elementos: 'La solicitud tiene listas demasiado largas',
} as const;

/** String.prototype.isWellFormed (Node 20; the compiler's lib stops at ES2023). */
const bienFormado = (texto: string): boolean => (texto as string & { isWellFormed(): boolean }).isWellFormed();

/** The first problem found in a parsed body, query or params, or null. Iterative: depth cannot overflow the stack. */
export function problemaDeEstructura(valor: unknown): string | null {
  const pendientes: [unknown, number][] = [[valor, 0]];
  let nodos = 0;
  while (pendientes.length) {
    const [v, nivel] = pendientes.pop()!;
    if (++nodos > LIMITES_ESTRUCTURA.nodos) return MENSAJES_ESTRUCTURA.claves;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return MENSAJES_ESTRUCTURA.nul;
      // A lone UTF-16 surrogate (a JSON escape can make one) is no text: PostgreSQL and validator.js fail on it.
      if (!bienFormado(v)) return MENSAJES_ESTRUCTURA.unicode;
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (nivel >= LIMITES_ESTRUCTURA.profundidad) return MENSAJES_ESTRUCTURA.profundidad;
    if (Array.isArray(v)) {
      if (v.length > LIMITES_ESTRUCTURA.elementosPorLista) return MENSAJES_ESTRUCTURA.elementos;
      for (const e of v) pendientes.push([e, nivel + 1]);
      continue;
    }
    const claves = Object.keys(v);
    if (claves.length > LIMITES_ESTRUCTURA.clavesPorObjeto) return MENSAJES_ESTRUCTURA.claves;
    for (const k of claves) {
      if (k.includes('\u0000')) return MENSAJES_ESTRUCTURA.nul;
      if (!bienFormado(k)) return MENSAJES_ESTRUCTURA.unicode;
      pendientes.push([(v as Record<string, unknown>)[k], nivel + 1]);
    }
  }
  return null;
}
