/** Lower case without accents, single spaces: what catalogue and CIE-10 searches compare. */
export const normalizarBusqueda = (texto: string): string =>
  texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
