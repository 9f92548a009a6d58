import { parseString } from '@fast-csv/parse';
import { asc, count, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../database/conexion.js';
import { departamentos, municipios } from '../database/schema/index.js';

/** The official DIVIPOLA file shipped with the product (DANE; see ../shared/data/README.md). */
export const ARCHIVO_DIVIPOLA = fileURLToPath(new URL('./datos/divipola.csv', import.meta.url));

export interface Departamento {
  codigo: string;
  nombre: string;
}
export interface Municipio {
  codigo: string;
  departamento: string;
  nombre: string;
}
export interface Divipola {
  departamentos: Departamento[];
  municipios: Municipio[];
}

export class DivipolaInvalida extends Error {}

/** Rows as arrays: the header repeats 'Código' and 'Nombre', so columns are taken by position. */
function filasCsv(texto: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const filas: string[][] = [];
    parseString<string[], string[]>(texto.replace(/^\uFEFF/, ''), { headers: false, ignoreEmpty: true, trim: true })
      .on('error', reject)
      .on('data', (fila: string[]) => filas.push(fila))
      .on('end', () => resolve(filas));
  });
}

/**
 * Parses DIVIPOLA: department code (2 digits), department, municipality code (5 digits, DANE),
 * municipality, populated-centre code, populated centre, kind, latitude, longitude. Keeps departments and
 * municipalities (one row per populated centre in the file); the municipality's name is its column 4.
 */
export async function leerDivipola(texto: string): Promise<Divipola> {
  const [encabezado, ...filas] = await filasCsv(texto);
  if (!encabezado || encabezado.length < 4 || !/^c[oó]digo/i.test(encabezado[0]) || !/^nombre/i.test(encabezado[1])) {
    throw new DivipolaInvalida('El archivo no tiene el encabezado de DIVIPOLA (Código, Nombre, Código, Nombre, ...)');
  }
  const deps = new Map<string, string>();
  const muns = new Map<string, Municipio>();
  filas.forEach((f, i) => {
    const [codDep, nomDep, codMun, nomMun] = f;
    if (!/^\d{2}$/.test(codDep ?? '') || !/^\d{5}$/.test(codMun ?? '') || !codMun.startsWith(codDep) || !nomDep || !nomMun) {
      throw new DivipolaInvalida(`Fila ${i + 2} de DIVIPOLA no válida: ${f.join(',')}`);
    }
    if (!deps.has(codDep)) deps.set(codDep, nomDep);
    if (!muns.has(codMun)) muns.set(codMun, { codigo: codMun, departamento: codDep, nombre: nomMun });
  });
  return {
    departamentos: [...deps].map(([codigo, nombre]) => ({ codigo, nombre })),
    municipios: [...muns.values()],
  };
}

/** Loads DIVIPOLA into its tables once (nothing happens when they already hold it). Returns the rows added. */
export async function importarDivipola(db: Db, texto?: string): Promise<{ departamentos: number; municipios: number }> {
  const [{ n }] = await db.select({ n: count() }).from(departamentos);
  if (Number(n) > 0) return { departamentos: 0, municipios: 0 };
  const datos = await leerDivipola(texto ?? (await readFile(ARCHIVO_DIVIPOLA, 'utf8')));
  await db.transaction(async (tx) => {
    await tx.insert(departamentos).values(datos.departamentos).onConflictDoNothing();
    for (let i = 0; i < datos.municipios.length; i += 500) {
      await tx
        .insert(municipios)
        .values(datos.municipios.slice(i, i + 500))
        .onConflictDoNothing();
    }
  });
  return { departamentos: datos.departamentos.length, municipios: datos.municipios.length };
}

export function listarDepartamentos(db: Db): Promise<Departamento[]> {
  return db.select().from(departamentos).orderBy(asc(departamentos.nombre));
}

export function listarMunicipios(db: Db, departamento?: string): Promise<Municipio[]> {
  return db
    .select()
    .from(municipios)
    .where(departamento ? eq(municipios.departamento, departamento) : undefined)
    .orderBy(asc(municipios.nombre));
}

export async function municipioDe(db: Db, codigo: string): Promise<Municipio | null> {
  const [m] = await db.select().from(municipios).where(eq(municipios.codigo, codigo));
  return m ?? null;
}
