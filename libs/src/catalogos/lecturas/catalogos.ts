import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { filas as filasDe, type Db } from '../../database/conexion.js';
import { cie10, itemsCatalogo } from '../../database/schema/index.js';
import { conPunto, type Cie10Leido, type ItemCatalogoLeido, type TipoCatalogo } from '../contrato.js';
import { contiene, escaparLike } from '../../http/filtro.js';
import { normalizarBusqueda } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';

export interface FiltroCatalogo {
  catalogo: TipoCatalogo;
  q?: string;
  especialidad?: number;
  estado?: number;
  /** Pathologies: 1 CIE-10, 2 DSM-IV. */
  tipo?: number;
  ids?: string[];
}

const columnas = {
  id: itemsCatalogo.id,
  catalogo: itemsCatalogo.catalogo,
  descripcion: itemsCatalogo.descripcion,
  especialidad: itemsCatalogo.especialidad,
  tipoPatologia: itemsCatalogo.tipoPatologia,
  tipoDominio: itemsCatalogo.tipoDominio,
  estado: itemsCatalogo.estado,
};
const ordenables: Record<string, (typeof columnas)[keyof typeof columnas]> = { ...columnas, tipo: itemsCatalogo.tipoPatologia };

/** Every word of the search, in any order, without accents. */
const porPalabras = (columna: typeof itemsCatalogo.normalizada | typeof cie10.busqueda, q: string): SQL[] =>
  normalizarBusqueda(q)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((p) => like(columna, contiene(p)));

function condiciones(f: FiltroCatalogo): SQL | undefined {
  const partes: SQL[] = [eq(itemsCatalogo.catalogo, f.catalogo)];
  if (f.ids) partes.push(inArray(itemsCatalogo.id, f.ids));
  if (f.q?.trim()) partes.push(...porPalabras(itemsCatalogo.normalizada, f.q));
  if (f.especialidad !== undefined) partes.push(eq(itemsCatalogo.especialidad, f.especialidad));
  if (f.estado !== undefined) partes.push(eq(itemsCatalogo.estado, f.estado));
  if (f.tipo !== undefined) partes.push(eq(itemsCatalogo.tipoPatologia, f.tipo));
  return and(...partes);
}

// ─── Pathologies: one catalogue with the imported CIE-10 (issue 28) ───

/**
 * The pathologies screen lists the imported CIE-10 rows (type 1, active, read-only: id `cie10:<code>`) with
 * the items registered there (CIE-10 codes added by the clinic and DSM-IV), as one list.
 */
const PATOLOGIAS = sql`(
  select 'cie10:' || c.codigo as id, c.descripcion, 1 as tipo_patologia, 1 as estado, c.codigo, c.busqueda as normalizada
  from cie10 c
  union all
  select i.id, i.descripcion, i.tipo_patologia, i.estado, i.codigo, i.normalizada
  from catalogo_items i where i.catalogo = 'patologias'
) p`;
const ORDEN_PATOLOGIAS: Record<string, SQL> = {
  descripcion: sql`p.descripcion`,
  tipo: sql`p.tipo_patologia`,
  tipoPatologia: sql`p.tipo_patologia`,
  estado: sql`p.estado`,
  codigo: sql`p.codigo`,
};

function dondePatologias(f: FiltroCatalogo): SQL {
  const partes: SQL[] = [sql`true`];
  if (f.ids)
    partes.push(
      f.ids.length
        ? sql`p.id in (${sql.join(
            f.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  for (const palabra of normalizarBusqueda(f.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8))
    partes.push(sql`p.normalizada like ${contiene(palabra)}`);
  if (f.especialidad !== undefined) partes.push(sql`false`);
  if (f.estado !== undefined) partes.push(sql`p.estado = ${f.estado}`);
  if (f.tipo !== undefined) partes.push(sql`p.tipo_patologia = ${f.tipo}`);
  return sql.join(partes, sql` and `);
}

interface FilaPatologia {
  id: string;
  descripcion: string;
  tipo_patologia: number;
  estado: number;
  codigo: string | null;
}

async function listarPatologias(db: Db, consulta: ConsultaLista<FiltroCatalogo>): Promise<Pagina<ItemCatalogoLeido>> {
  const donde = dondePatologias(consulta.filtro);
  const columna = ORDEN_PATOLOGIAS[consulta.orden.campo] ?? ORDEN_PATOLOGIAS.descripcion;
  const direccion = consulta.orden.direccion === 'DESC' ? sql`desc` : sql`asc`;
  const [pagina, [{ total }]] = await Promise.all([
    filasDe<FilaPatologia>(
      db,
      sql`select p.id, p.descripcion, p.tipo_patologia, p.estado, p.codigo from ${PATOLOGIAS} where ${donde}
          order by ${columna} ${direccion}, p.id asc offset ${consulta.desde} limit ${consulta.hasta - consulta.desde + 1}`,
    ),
    filasDe<{ total: number | string }>(db, sql`select count(*) as total from ${PATOLOGIAS} where ${donde}`),
  ]);
  return {
    filas: pagina.map((f) => ({
      id: f.id,
      catalogo: 'patologias',
      descripcion: f.descripcion,
      especialidad: null,
      tipoPatologia: Number(f.tipo_patologia),
      tipoDominio: Number(f.tipo_patologia),
      estado: Number(f.estado) as 1 | 2,
      codigo: f.codigo,
    })),
    total: Number(total),
  };
}

export async function listarItemsCatalogo(db: Db, consulta: ConsultaLista<FiltroCatalogo>): Promise<Pagina<ItemCatalogoLeido>> {
  if (consulta.filtro.catalogo === 'patologias') return listarPatologias(db, consulta);
  const donde = condiciones(consulta.filtro);
  const columna = ordenables[consulta.orden.campo] ?? itemsCatalogo.descripcion;
  const orden = consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(itemsCatalogo)
      .where(donde)
      .orderBy(orden, asc(itemsCatalogo.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(itemsCatalogo).where(donde),
  ]);
  return { filas: filas as ItemCatalogoLeido[], total: Number(total) };
}

export async function obtenerItemCatalogo(db: Db, id: string): Promise<ItemCatalogoLeido | null> {
  const [fila] = await db.select(columnas).from(itemsCatalogo).where(eq(itemsCatalogo.id, id));
  return (fila as ItemCatalogoLeido | undefined) ?? null;
}

/** Active items of one domain type by id (the verification's terms, an impression's DSM diagnoses). */
export async function itemsActivos(db: Db, tipoDominio: number, ids: string[]): Promise<{ id: string; descripcion: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: itemsCatalogo.id, descripcion: itemsCatalogo.descripcion })
    .from(itemsCatalogo)
    .where(and(eq(itemsCatalogo.tipoDominio, tipoDominio), eq(itemsCatalogo.estado, 1), inArray(itemsCatalogo.id, ids)));
}

const CODIGO = /^[a-z]\d{2}\.?[0-9a-z]*$/;

/**
 * CIE-10 search: a code with or without the dot (`F84.0`, `f840`, `F84`: the code and its subcodes), or
 * words without accents in any order (`autismo`, `trastorno lenguaje`). Categories first, then by code.
 */
export async function buscarCie10(db: Db, q: string | undefined, limite = 50): Promise<Cie10Leido[]> {
  const texto = normalizarBusqueda(q ?? '');
  let donde: SQL | undefined;
  let dondeItems: SQL | undefined;
  if (CODIGO.test(texto)) {
    const codigo = texto.replace('.', '').toUpperCase();
    donde = or(
      like(cie10.codigo, `${escaparLike(codigo)}%`),
      ...(porPalabras(cie10.busqueda, texto).length ? [and(...porPalabras(cie10.busqueda, texto))!] : []),
    );
    dondeItems = or(like(itemsCatalogo.codigo, `${escaparLike(codigo)}%`), and(...porPalabras(itemsCatalogo.normalizada, texto)));
  } else if (texto) {
    donde = and(...porPalabras(cie10.busqueda, texto));
    dondeItems = and(...porPalabras(itemsCatalogo.normalizada, texto));
  }
  const [filas, agregadas] = await Promise.all([
    db
      .select({ codigo: cie10.codigo, descripcion: cie10.descripcion, nivel: cie10.nivel, padre: cie10.padre })
      .from(cie10)
      .where(donde)
      .orderBy(asc(sql`length(${cie10.codigo})`), asc(cie10.codigo))
      .limit(limite),
    patologiasCie10Activas(db, dondeItems, limite),
  ]);
  return [...filas, ...agregadas]
    .sort((a, b) => a.codigo.length - b.codigo.length || a.codigo.localeCompare(b.codigo))
    .slice(0, limite)
    .map((f) => ({ ...f, codigoConPunto: conPunto(f.codigo) }));
}

/** The CIE-10 codes the clinic added in the pathologies catalogue, active ones only, as the picker reads the table's. */
async function patologiasCie10Activas(db: Db, donde: SQL | undefined, limite: number) {
  const filas = await db
    .select({ codigo: itemsCatalogo.codigo, descripcion: itemsCatalogo.descripcion })
    .from(itemsCatalogo)
    .where(
      and(
        eq(itemsCatalogo.catalogo, 'patologias'),
        eq(itemsCatalogo.tipoPatologia, 1),
        eq(itemsCatalogo.estado, 1),
        sql`${itemsCatalogo.codigo} is not null`,
        donde,
      ),
    )
    .orderBy(asc(itemsCatalogo.codigo))
    .limit(limite);
  return filas.map((f) => ({
    codigo: f.codigo!,
    descripcion: f.descripcion,
    nivel: f.codigo!.length > 3 ? 3 : 2,
    padre: f.codigo!.length > 3 ? f.codigo!.slice(0, 3) : null,
  }));
}

/** The CIE-10 rows with these codes (an impression's or a plan's diagnoses). */
export async function cie10PorCodigo(db: Db, codigos: string[]): Promise<Cie10Leido[]> {
  if (codigos.length === 0) return [];
  const [filas, agregadas] = await Promise.all([
    db
      .select({ codigo: cie10.codigo, descripcion: cie10.descripcion, nivel: cie10.nivel, padre: cie10.padre })
      .from(cie10)
      .where(inArray(cie10.codigo, codigos)),
    patologiasCie10Activas(db, inArray(itemsCatalogo.codigo, codigos), codigos.length),
  ]);
  return [...filas, ...agregadas].map((f) => ({ ...f, codigoConPunto: conPunto(f.codigo) }));
}

/** DSM-IV diagnoses: active pathology items of type 2, searched by words without accents. */
export async function buscarDsm(db: Db, q: string | undefined, limite = 50): Promise<{ id: string; descripcion: string }[]> {
  const partes = [
    eq(itemsCatalogo.tipoDominio, 2),
    eq(itemsCatalogo.catalogo, 'patologias'),
    eq(itemsCatalogo.estado, 1),
    ...(q?.trim() ? porPalabras(itemsCatalogo.normalizada, q) : []),
  ];
  return db
    .select({ id: itemsCatalogo.id, descripcion: itemsCatalogo.descripcion })
    .from(itemsCatalogo)
    .where(and(...partes))
    .orderBy(asc(itemsCatalogo.descripcion))
    .limit(limite);
}

export async function contarCatalogo(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(itemsCatalogo);
  return Number(total);
}

export async function contarItemsCatalogo(db: Db, filtro: FiltroCatalogo): Promise<number> {
  if (filtro.catalogo === 'patologias')
    return (await listarPatologias(db, { filtro, desde: 0, hasta: 0, orden: { campo: 'descripcion', direccion: 'ASC' } })).total;
  const [{ total }] = await db.select({ total: count() }).from(itemsCatalogo).where(condiciones(filtro));
  return Number(total);
}

/** Every item matching a filter, by description, a page at a time (for exports). */
export async function* recorrerItemsCatalogo(db: Db, filtro: FiltroCatalogo, tamanoPagina = 1000): AsyncGenerator<ItemCatalogoLeido[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarItemsCatalogo(db, { filtro, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'descripcion', direccion: 'ASC' } });
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < tamanoPagina) return;
  }
}
