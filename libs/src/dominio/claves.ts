import type { CambioDeStream } from '../eventstore/tipos.js';

/** Upper case, no accents, single spaces: two spellings of one name are one key. */
export const normalizarClave = (valor: string): string =>
  valor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

export const streamClave = (espacio: string, valor: string) => `clave-${espacio}-${normalizarClave(valor)}`;

export const esStreamClave = (streamId: string, espacio: string) => streamId.startsWith(`clave-${espacio}-`);

/**
 * Reserves a unique key (an insurer's name, a username, a patient's document) in the same
 * transaction as the record: a second record with the same key collides on the key's stream.
 */
export function reservarClave(espacio: string, valor: string, registroId: string): CambioDeStream {
  return {
    streamId: streamClave(espacio, valor),
    versionEsperada: 0,
    eventos: [{ tipo: 'ClaveReservada', datos: { espacio, clave: normalizarClave(valor), registroId } }],
  };
}
