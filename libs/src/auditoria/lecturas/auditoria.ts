import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import { sinTextoClinico } from '../sin-texto-clinico.js';
import type { Db } from '../../database/conexion.js';
import { auditoria, usuarios } from '../../database/schema/index.js';
import { contiene } from '../../http/filtro.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { contarConTope, type ConsultaLista, type Pagina } from '../../http/rango.js';
import type { EntradaAuditoria } from '../contrato.js';

export type { EntradaAuditoria } from '../contrato.js';

export interface FiltroAuditoria {
  /** Free text over the user and the description, accents and case aside. */
  q?: string;
  usuario?: string;
  registroId?: string;
  /** react-admin's getMany: only these positions (an entry's id is its position). */
  ids?: number[];
  tipo?: string;
  /** The site where it was done (the actor's site at the time); null: every site. */
  sede?: string | null;
  /** Bogotá calendar dates, inclusive. */
  desde?: string;
  hasta?: string;
}

const inicioDelDia = (fecha: string) => new Date(`${fecha}T00:00:00-05:00`);
const diaSiguiente = (fecha: string) => new Date(inicioDelDia(fecha).getTime() + 86_400_000);

export async function listarAuditoria(db: Db, consulta: ConsultaLista<FiltroAuditoria>): Promise<Pagina<EntradaAuditoria>> {
  const f = consulta.filtro;
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(auditoria.posicion, f.ids));
  if (f.usuario) partes.push(ilike(auditoria.usuario, contiene(f.usuario)));
  const busqueda = buscarPorPalabras(auditoria.busqueda, f.q);
  if (busqueda) partes.push(busqueda);
  if (f.registroId) partes.push(eq(auditoria.registroId, f.registroId));
  if (f.tipo) partes.push(eq(auditoria.tipo, f.tipo));
  if (f.sede) partes.push(eq(auditoria.sede, f.sede));
  if (f.desde) partes.push(gte(auditoria.fecha, inicioDelDia(f.desde)));
  if (f.hasta) partes.push(lt(auditoria.fecha, diaSiguiente(f.hasta)));
  const donde = partes.length ? and(...partes) : undefined;
  const columna = consulta.orden.campo === 'fecha' ? auditoria.fecha : auditoria.posicion;
  const orden = consulta.orden.direccion === 'ASC' ? asc(columna) : desc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditoria)
      .where(donde)
      .orderBy(orden)
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    contarConTope(db, auditoria, donde).then((total) => [{ total }]),
  ]);
  // People by their names (issue 27 item 10): the users' read model, by the id the event's metadata carries.
  const ids = [...new Set(filas.map((a) => a.usuarioId).filter((x): x is string => !!x))];
  const personas = ids.length
    ? await db.select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos }).from(usuarios).where(inArray(usuarios.id, ids))
    : [];
  const nombre = new Map(personas.map((p) => [p.id, `${p.nombres} ${p.apellidos}`.trim()]));
  return {
    total: Number(total),
    filas: filas.map((a) => ({
      id: a.posicion,
      posicion: a.posicion,
      fecha: a.fecha.toISOString(),
      tipo: a.tipo,
      registroId: a.registroId,
      usuario: a.usuario,
      usuarioNombre: (a.usuarioId && nombre.get(a.usuarioId)) || (a.usuario === 'sistema' ? 'Sistema' : a.usuario),
      rol: a.rolNombre,
      rolId: a.rol,
      sede: a.sedeNombre,
      sedeId: a.sede,
      ip: a.ip,
      descripcion: a.descripcion,
      // Rows projected before decision 0027 may still hold clinical text: it never leaves.
      datos: sinTextoClinico(a.tipo, (a.datos ?? {}) as Record<string, unknown>),
    })),
  };
}
