import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';

/** The metadata of an event appended straight to the store in a test (an administrator at the main site). */
export const metadataDePrueba: MetadataEvento = {
  usuarioId: 'u1',
  usuario: 'admin',
  rol: 1,
  sede: 's1',
  correlacionId: 'c1',
  causacionId: null,
  ip: '127.0.0.1',
  fecha: '2026-11-22T10:00:00.000Z',
  versionEsquema: 1,
};
