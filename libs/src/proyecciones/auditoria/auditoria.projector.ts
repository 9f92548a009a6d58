import { eq } from 'drizzle-orm';
import { registroDeStream, TIPOS_NO_AUDITADOS } from '../../auditoria/tipos-de-evento.js';
import type { Db } from '../../database/conexion.js';
import { auditoria, eps, roles, sedes, usuarios } from '../../database/schema/index.js';
import { CAMPOS_SECRETOS } from '../../eventos/acceso.js';
import type { Proyector } from '../runner/proyector.js';
import { describir, type Nombres } from './descripciones.js';

const sinSecretos = (datos: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((datos ?? {}) as Record<string, unknown>).filter(([k]) => !CAMPOS_SECRETOS.has(k)));

function nombres(tx: Db): Nombres {
  return {
    eps: async (id) => (await tx.select({ n: eps.nombre }).from(eps).where(eq(eps.id, id)))[0]?.n ?? null,
    rol: async (id) => (Number.isInteger(id) ? ((await tx.select({ n: roles.nombre }).from(roles).where(eq(roles.id, id)))[0]?.n ?? null) : null),
    usuario: async (id) => (await tx.select({ n: usuarios.usuario }).from(usuarios).where(eq(usuarios.id, id)))[0]?.n ?? null,
  };
}

/**
 * The audit log (who did what, when, from where) with names resolved for reading. Asynchronous:
 * it follows the event log behind its checkpoint, in the projections process when served.
 */
export const proyectorAuditoria: Proyector = {
  nombre: 'auditoria',
  modo: 'asincrono',
  tablas: ['auditoria'],
  tipos: { has: (tipo: string) => !TIPOS_NO_AUDITADOS.has(tipo) },
  async aplicar(tx, e) {
    const m = e.metadata;
    const datos = sinSecretos(e.datos);
    const [rol] = m.rol === null ? [] : await tx.select({ n: roles.nombre }).from(roles).where(eq(roles.id, m.rol));
    const [sede] = m.sede === null ? [] : await tx.select({ n: sedes.nombre }).from(sedes).where(eq(sedes.id, m.sede));
    await tx
      .insert(auditoria)
      .values({
        posicion: e.posicion,
        fecha: new Date(m.fecha),
        tipo: e.tipo,
        streamId: e.streamId,
        registroId: registroDeStream(e.streamId),
        usuarioId: m.usuarioId,
        usuario: m.usuario,
        rol: m.rol,
        rolNombre: rol?.n ?? null,
        sede: m.sede,
        sedeNombre: sede?.n ?? null,
        ip: m.ip,
        correlacionId: m.correlacionId,
        descripcion: await describir(e.tipo, datos, nombres(tx)),
        datos,
      })
      .onConflictDoNothing();
  },
};
