import { and, eq, sql } from 'drizzle-orm';
import { registroDeStream, TIPOS_AUDITADOS } from '../../auditoria/tipos-de-evento.js';
import type { Db } from '../../database/conexion.js';
import { auditoria, auditoriaNombres } from '../../database/schema/index.js';
import { CAMPOS_SECRETOS } from '../../eventos/acceso.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import type { Proyector } from '../runner/proyector.js';
import { describir, nombrePaciente, type Nombres } from './descripciones.js';

type Clase = (typeof auditoriaNombres.$inferSelect)['clase'];

const sinSecretos = (datos: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((datos ?? {}) as Record<string, unknown>).filter(([k]) => !CAMPOS_SECRETOS.has(k)));

/** The name an event gives to a record, kept in the audit's own table for later descriptions. */
function nombreQueDa(e: EventoAlmacenado): { clase: Clase; id: string; nombre: string } | null {
  const d = e.datos as Record<string, unknown>;
  switch (e.tipo) {
    case 'EpsRegistrada':
      return { clase: 'eps', id: String(d.id), nombre: String(d.nombre) };
    case 'RolCreado':
      return { clase: 'rol', id: String(d.id), nombre: String(d.nombre) };
    case 'SedeRegistrada':
      return { clase: 'sede', id: String(d.id), nombre: String(d.nombre) };
    case 'UsuarioRegistrado':
      return { clase: 'usuario', id: String(d.id), nombre: String(d.usuario) };
    case 'PacienteAdmitido':
    case 'PacienteActualizado':
      return { clase: 'paciente', id: String(d.id), nombre: nombrePaciente(d) };
    default:
      return null;
  }
}

async function buscar(tx: Db, clase: Clase, id: string | number | null): Promise<string | null> {
  if (id === null || id === '') return null;
  const [fila] = await tx
    .select({ n: auditoriaNombres.nombre })
    .from(auditoriaNombres)
    .where(and(eq(auditoriaNombres.clase, clase), eq(auditoriaNombres.id, String(id))));
  return fila?.n ?? null;
}

const nombres = (tx: Db): Nombres => ({
  eps: (id) => buscar(tx, 'eps', id),
  rol: (id) => (Number.isInteger(id) ? buscar(tx, 'rol', id) : Promise.resolve(null)),
  usuario: (id) => buscar(tx, 'usuario', id),
  paciente: (id) => buscar(tx, 'paciente', id),
});

/**
 * The audit log (who did what, when, from where) with names resolved for reading. Asynchronous:
 * it follows the event log behind its checkpoint, in the projections process when served. It reads
 * only its own tables: names come from the events that gave them.
 */
export const proyectorAuditoria: Proyector = {
  nombre: 'auditoria',
  modo: 'asincrono',
  tablas: [auditoria, auditoriaNombres],
  tipos: TIPOS_AUDITADOS,
  async aplicar(tx, e) {
    const m = e.metadata;
    const datos = sinSecretos(e.datos);
    const nombre = nombreQueDa(e);
    if (nombre) {
      await tx
        .insert(auditoriaNombres)
        .values(nombre)
        .onConflictDoUpdate({ target: [auditoriaNombres.clase, auditoriaNombres.id], set: { nombre: sql`excluded.nombre` } });
    }
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
        rolNombre: await buscar(tx, 'rol', m.rol),
        sede: m.sede,
        sedeNombre: await buscar(tx, 'sede', m.sede),
        ip: m.ip,
        correlacionId: m.correlacionId,
        descripcion: await describir(e.tipo, datos, nombres(tx)),
        datos,
      })
      .onConflictDoNothing();
  },
};
