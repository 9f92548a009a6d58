import { and, asc, count, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import { CATALOGO_PERMISOS } from '../catalogo-permisos.js';
import type { Db } from '../../database/conexion.js';
import { permisosRol, roles } from '../../database/schema/index.js';
import { contiene } from '../../http/filtro.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import type { PermisoDeRol, RolLeido } from '../contrato.js';

export type { PermisoDeRol, RolLeido } from '../contrato.js';

export interface FiltroRoles {
  q?: string;
  estado?: number;
  /** react-admin's getMany: only these ids. */
  ids?: number[];
}

const columnas = { id: roles.id, nombre: roles.nombre, estado: roles.estado };
const ordenables: Record<string, (typeof columnas)[keyof typeof columnas]> = columnas;

function condiciones(f: FiltroRoles): SQL | undefined {
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(roles.id, f.ids));
  if (f.q?.trim()) partes.push(ilike(roles.nombre, contiene(f.q.trim())));
  if (f.estado !== undefined) partes.push(eq(roles.estado, f.estado));
  return partes.length ? and(...partes) : undefined;
}

export async function listarRoles(db: Db, consulta: ConsultaLista<FiltroRoles>): Promise<Pagina<RolLeido>> {
  const donde = condiciones(consulta.filtro);
  const columna = ordenables[consulta.orden.campo] ?? roles.id;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(roles)
      .where(donde)
      .orderBy(orden, asc(roles.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(roles).where(donde),
  ]);
  return { filas, total: Number(total) };
}

export async function obtenerRol(db: Db, id: number): Promise<RolLeido | null> {
  const [fila] = await db.select(columnas).from(roles).where(eq(roles.id, id));
  return fila ?? null;
}

export async function siguienteNumeroDeRol(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: max(roles.id) }).from(roles);
  return Number(n ?? 0) + 1;
}

export async function existeRolConNombre(db: Db, nombre: string): Promise<boolean> {
  const [fila] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.nombre}) = lower(${nombre})`);
  return fila !== undefined;
}

/** Every permission of the catalogue, in catalogue order, with the role's grant. */
export async function permisosDeRol(db: Db, rol: number): Promise<PermisoDeRol[]> {
  const filas = await db.select({ permiso: permisosRol.permiso, estado: permisosRol.estado }).from(permisosRol).where(eq(permisosRol.rolId, rol));
  const concedidos = new Set(filas.filter((f) => f.estado === 1).map((f) => f.permiso));
  return CATALOGO_PERMISOS.map((d) => ({ id: d.id, modulo: d.modulo, submodulo: d.submodulo, estado: concedidos.has(d.id) ? 1 : 0 }));
}
