import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { eps } from '../../database/schema/index.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import type { EpsLeida } from '../contrato-lecturas.js';

export type { EpsLeida } from '../contrato-lecturas.js';

export interface FiltroEps {
  q?: string;
  estado?: number;
  tipo?: number;
  regimen?: number;
  /** react-admin's getMany: only these ids. */
  ids?: string[];
}

const columnas = {
  id: eps.id,
  nombre: eps.nombre,
  nombreCorto: eps.nombreCorto,
  nit: eps.nit,
  tipo: eps.tipo,
  regimen: eps.regimen,
  estado: eps.estado,
};
const ordenables: Record<string, (typeof columnas)[keyof typeof columnas]> = columnas;

function condiciones(f: FiltroEps): SQL | undefined {
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(eps.id, f.ids));
  const busqueda = buscarPorPalabras(eps.busqueda, f.q);
  if (busqueda) partes.push(busqueda);
  if (f.estado !== undefined) partes.push(eq(eps.estado, f.estado));
  if (f.tipo !== undefined) partes.push(eq(eps.tipo, f.tipo));
  if (f.regimen !== undefined) partes.push(eq(eps.regimen, f.regimen));
  return partes.length ? and(...partes) : undefined;
}

export async function listarEps(db: Db, consulta: ConsultaLista<FiltroEps>): Promise<Pagina<EpsLeida>> {
  const donde = condiciones(consulta.filtro);
  const columna = ordenables[consulta.orden.campo] ?? eps.nombre;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(eps)
      .where(donde)
      .orderBy(orden, asc(eps.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(eps).where(donde),
  ]);
  return { filas, total: Number(total) };
}

export async function obtenerEps(db: Db, id: string): Promise<EpsLeida | null> {
  const [fila] = await db.select(columnas).from(eps).where(eq(eps.id, id));
  return fila ?? null;
}

/** Every insurer matching a filter, in name order, a page at a time (for exports). */
export async function* recorrerEps(db: Db, filtro: FiltroEps, tamanoPagina = 1000): AsyncGenerator<EpsLeida[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarEps(db, { filtro, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'nombre', direccion: 'ASC' } });
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < tamanoPagina) return;
  }
}

export async function contarEps(db: Db, filtro: FiltroEps): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(eps).where(condiciones(filtro));
  return Number(total);
}

/** The active insurers by name, optionally of one kind: the lookup of whoever registers services or rates. */
export function aseguradorasActivas(db: Db, tipo?: number): Promise<{ id: string; nombre: string; tipo: number }[]> {
  return db
    .select({ id: eps.id, nombre: eps.nombre, tipo: eps.tipo })
    .from(eps)
    .where(and(eq(eps.estado, 1), ...(tipo === undefined ? [] : [eq(eps.tipo, tipo)])))
    .orderBy(asc(eps.nombre), asc(eps.id));
}
