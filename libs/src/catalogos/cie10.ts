import { parseString } from '@fast-csv/parse';
import { count, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../database/conexion.js';
import { cie10 } from '../database/schema/index.js';
import { conPunto } from './contrato.js';
import { normalizarBusqueda } from '../database/normalizar.js';

/** CIE-10 (Spanish) shipped with the product (see ../shared/data/README.md): codes without the dot, ancestors code_0..code_4. */
export const ARCHIVO_CIE10 = fileURLToPath(new URL('./datos/cie10.csv', import.meta.url));

export class Cie10Invalida extends Error {}

export interface FilaCie10 {
  codigo: string;
  descripcion: string;
  busqueda: string;
  nivel: number;
  padre: string | null;
  fuente: string;
}

/** What a search compares: both spellings of the code, then the description, lower case without accents. */
export const textoDeBusqueda = (codigo: string, descripcion: string): string => normalizarBusqueda(`${codigo} ${conPunto(codigo)} ${descripcion}`);

const COLUMNAS = ['code', 'code_0', 'code_1', 'code_2', 'code_3', 'code_4', 'description', 'level', 'source'] as const;
type Registro = Record<(typeof COLUMNAS)[number], string>;

/** Parses the file with a real CSV parser (RFC 4180 quotes, descriptions that span lines). */
export function leerCie10(texto: string): Promise<FilaCie10[]> {
  return new Promise((resolve, reject) => {
    const filas: FilaCie10[] = [];
    let numero = 1;
    parseString<Registro, Registro>(texto.replace(/^\uFEFF/, ''), { headers: true, ignoreEmpty: true, trim: true })
      .on('headers', (encabezado: string[]) => {
        if (COLUMNAS.some((c, i) => encabezado[i] !== c)) reject(new Cie10Invalida(`El archivo no tiene el encabezado de CIE-10 (${COLUMNAS.join(',')})`));
      })
      .on('error', (e) => reject(e instanceof Cie10Invalida ? e : new Cie10Invalida(`CIE-10 no válida: ${e.message}`)))
      .on('data', (r: Registro) => {
        numero++;
        const nivel = Number(r.level);
        if (!r.code || !r.description || !Number.isInteger(nivel)) {
          reject(new Cie10Invalida(`Fila ${numero} de CIE-10 no válida`));
          return;
        }
        const ancestros = [r.code_0, r.code_1, r.code_2, r.code_3, r.code_4].filter((c) => c && c !== r.code);
        const descripcion = r.description.replace(/\s+/g, ' ');
        filas.push({
          codigo: r.code,
          descripcion,
          busqueda: textoDeBusqueda(r.code, descripcion),
          nivel,
          padre: ancestros.at(-1) ?? null,
          fuente: r.source || 'cie10',
        });
      })
      .on('end', () => resolve(filas));
  });
}

/**
 * Loads CIE-10 once (nothing happens when the table holds it). One statement: the rows travel as one
 * JSON parameter (14,500 rows × 6 columns exceed PostgreSQL's 65,535 parameters of a multi-row insert).
 */
export async function importarCie10(db: Db, texto?: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(cie10);
  if (Number(n) > 0) return 0;
  const filas = await leerCie10(texto ?? (await readFile(ARCHIVO_CIE10, 'utf8')));
  await db.execute(sql`
    insert into cie10 (codigo, descripcion, busqueda, nivel, padre, fuente)
    select codigo, descripcion, busqueda, nivel, padre, fuente
    from jsonb_to_recordset(${JSON.stringify(filas)}::jsonb) as x(codigo text, descripcion text, busqueda text, nivel integer, padre text, fuente text)
    on conflict (codigo) do nothing`);
  return filas.length;
}
