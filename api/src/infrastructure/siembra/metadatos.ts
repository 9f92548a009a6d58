import { randomUUID } from 'node:crypto';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';
import type { Reloj } from '@avanti/libs/clock/reloj';

/** Who a demo seed's events say did them (a demo user, or 'sistema'), dated by the injectable clock. */
export const metadatosDeSiembra = (reloj: Reloj, usuario = 'sistema', rol: number | null = null): MetadataEvento => ({
  usuarioId: null,
  usuario,
  rol,
  sede: null,
  correlacionId: randomUUID(),
  causacionId: null,
  ip: null,
  fecha: reloj.ahora().toISOString(),
  versionEsquema: 1,
});
