import { and, eq, sql } from 'drizzle-orm';
import { sinTextoClinico } from '../sin-texto-clinico.js';
import { registroDeStream, TIPOS_AUDITADOS } from '../tipos-de-evento.js';
import type { Db } from '../../database/conexion.js';
import { auditoria, auditoriaNombres } from '../../database/schema/index.js';
import { CAMPOS_SECRETOS } from '../../acceso/index.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import { insertarEnConjunto } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';
import { describir, nombrePaciente, type Nombres } from './descripciones.js';
import { textoDeBusqueda } from '../../database/normalizar.js';

type Clase = (typeof auditoriaNombres.$inferSelect)['clase'];

/** A copy without the secret fields (the same object when it has none: most events, and a rebuild goes through all). */
const sinSecretos = (datos: unknown): Record<string, unknown> => {
  const d = (datos ?? {}) as Record<string, unknown>;
  for (const k of CAMPOS_SECRETOS) if (k in d) return Object.fromEntries(Object.entries(d).filter(([c]) => !CAMPOS_SECRETOS.has(c)));
  return d;
};

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

type Buscar = (clase: Clase, id: string | number | null) => Promise<string | null>;

const nombresCon = (nombre: Buscar): Nombres => ({
  eps: (id) => nombre('eps', id),
  rol: (id) => (Number.isInteger(id) ? nombre('rol', id) : Promise.resolve(null)),
  usuario: (id) => nombre('usuario', id),
  paciente: (id) => nombre('paciente', id),
});

type FilaAuditoria = typeof auditoria.$inferInsert;

/** The audit row of one event, with names looked up through `nombre`. */
async function filaDe(e: EventoAlmacenado, nombre: Buscar): Promise<FilaAuditoria> {
  const m = e.metadata;
  const datos = sinSecretos(e.datos);
  const descripcion = await describir(e.tipo, datos, nombresCon(nombre));
  return {
    posicion: e.posicion,
    fecha: new Date(m.fecha),
    tipo: e.tipo,
    streamId: e.streamId,
    registroId: registroDeStream(e.streamId),
    usuarioId: m.usuarioId,
    usuario: m.usuario,
    rol: m.rol,
    rolNombre: await nombre('rol', m.rol),
    sede: m.sede,
    sedeNombre: await nombre('sede', m.sede),
    ip: m.ip,
    correlacionId: m.correlacionId,
    descripcion,
    busqueda: textoDeBusqueda(m.usuario, descripcion),
    datos: sinTextoClinico(e.tipo, datos),
  };
}

const guardarNombres = (tx: Db, nombres: (typeof auditoriaNombres.$inferInsert)[]) =>
  tx
    .insert(auditoriaNombres)
    .values(nombres)
    .onConflictDoUpdate({ target: [auditoriaNombres.clase, auditoriaNombres.id], set: { nombre: sql`excluded.nombre` } });

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
    const nombre = nombreQueDa(e);
    if (nombre) await guardarNombres(tx, [nombre]);
    await tx
      .insert(auditoria)
      .values(await filaDe(e, (clase, id) => buscar(tx, clase, id)))
      .onConflictDoNothing();
  },
  /** A rebuild's batch: names followed in memory in log order, the same rows written two thousand per statement. */
  async aplicarLote(tx, eventos) {
    const conocidos = new Map((await tx.select().from(auditoriaNombres)).map((n) => [`${n.clase}:${n.id}`, n.nombre]));
    const nuevos = new Map<string, typeof auditoriaNombres.$inferInsert>();
    const nombre: Buscar = async (clase, id) => (id === null || id === '' ? null : (conocidos.get(`${clase}:${id}`) ?? null));
    const filas: FilaAuditoria[] = [];
    for (const e of eventos) {
      const dado = nombreQueDa(e);
      if (dado) {
        conocidos.set(`${dado.clase}:${dado.id}`, dado.nombre);
        nuevos.set(`${dado.clase}:${dado.id}`, dado);
      }
      filas.push(await filaDe(e, nombre));
    }
    await insertarEnConjunto(tx, auditoriaNombres, [...nuevos.values()], 'reemplazar');
    await insertarEnConjunto(tx, auditoria, filas, 'nada');
  },
};
