import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { roles, sedes, usuarios } from '../../database/schema/index.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import type { UsuarioDetalle, UsuarioLeido } from '../contrato.js';

export type { UsuarioDetalle, UsuarioLeido } from '../contrato.js';

export interface FiltroUsuarios {
  q?: string;
  estado?: number;
  rol?: number;
  /** Only this site's users (site scoping); absent means every site. */
  sede?: string;
  /** react-admin's getMany: only these ids. */
  ids?: string[];
}

const columnas = {
  id: usuarios.id,
  nombres: usuarios.nombres,
  apellidos: usuarios.apellidos,
  usuario: usuarios.usuario,
  rol: usuarios.rolId,
  rolNombre: roles.nombre,
  sede: usuarios.sedeId,
  sedeNombre: sedes.nombre,
  correo: usuarios.correo,
  estado: usuarios.estado,
  reservado: usuarios.reservado,
};
const ordenables: Record<string, SQL.Aliased | (typeof columnas)[keyof typeof columnas]> = columnas;

function condiciones(f: FiltroUsuarios): SQL | undefined {
  const partes: (SQL | undefined)[] = [];
  partes.push(buscarPorPalabras(usuarios.busqueda, f.q));
  if (f.ids) partes.push(inArray(usuarios.id, f.ids));
  if (f.estado !== undefined) partes.push(eq(usuarios.estado, f.estado));
  if (f.rol !== undefined) partes.push(eq(usuarios.rolId, f.rol));
  if (f.sede !== undefined) partes.push(eq(usuarios.sedeId, f.sede));
  const definidas = partes.filter((p): p is SQL => p !== undefined);
  return definidas.length ? and(...definidas) : undefined;
}

export async function listarUsuarios(db: Db, consulta: ConsultaLista<FiltroUsuarios>): Promise<Pagina<UsuarioLeido>> {
  const donde = condiciones(consulta.filtro);
  const columna = (ordenables[consulta.orden.campo] ?? usuarios.nombres) as typeof usuarios.nombres;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(usuarios)
      .leftJoin(roles, eq(roles.id, usuarios.rolId))
      .leftJoin(sedes, eq(sedes.id, usuarios.sedeId))
      .where(donde)
      .orderBy(orden, asc(usuarios.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(usuarios).where(donde),
  ]);
  return { filas, total: Number(total) };
}

export async function obtenerUsuario(db: Db, id: string): Promise<UsuarioDetalle | null> {
  const [fila] = await db
    .select({
      ...columnas,
      tarjetaProfesional: usuarios.tarjetaProfesional,
      cedula: usuarios.cedula,
      foto: usuarios.foto,
      firma1: usuarios.firma1,
      firma2: usuarios.firma2,
      firma3: usuarios.firma3,
    })
    .from(usuarios)
    .leftJoin(roles, eq(roles.id, usuarios.rolId))
    .leftJoin(sedes, eq(sedes.id, usuarios.sedeId))
    .where(eq(usuarios.id, id));
  if (!fila) return null;
  const { foto, firma1, firma2, firma3, ...resto } = fila;
  return { ...resto, imagenes: { foto: foto !== null, CamFir1: firma1 !== null, CamFir2: firma2 !== null, CamFir3: firma3 !== null } };
}

/** Where an uploaded image of a user is kept (relative to the files directory), or null. */
export async function archivoDeImagen(
  db: Db,
  id: string,
  imagen: 'foto' | 'CamFir1' | 'CamFir2' | 'CamFir3',
): Promise<{ archivo: string | null; sede: string } | null> {
  const columna = { foto: usuarios.foto, CamFir1: usuarios.firma1, CamFir2: usuarios.firma2, CamFir3: usuarios.firma3 }[imagen];
  const [fila] = await db.select({ archivo: columna, sede: usuarios.sedeId }).from(usuarios).where(eq(usuarios.id, id));
  return fila ?? null;
}
