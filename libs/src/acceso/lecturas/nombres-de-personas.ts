import { inArray } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { usuarios } from '../../database/schema/index.js';

/**
 * Events record who acted by username (their metadata); people read names. The rows of a page (or of an export's
 * batch) get the person's name in place of the username in the given fields, in one read; a username no longer
 * known stays as it is.
 */
export async function conNombresDePersonas<T extends object, K extends keyof T>(db: Db, filas: T[], campos: readonly K[]): Promise<T[]> {
  const buscados = [...new Set(filas.flatMap((f) => campos.map((c) => f[c]).filter((v): v is T[K] & string => typeof v === 'string' && v !== '')))];
  if (!buscados.length) return filas;
  const encontrados = await db
    .select({ usuario: usuarios.usuario, nombres: usuarios.nombres, apellidos: usuarios.apellidos })
    .from(usuarios)
    .where(inArray(usuarios.usuario, buscados));
  const nombre = new Map(encontrados.map((u) => [u.usuario, `${u.nombres} ${u.apellidos}`.trim()]));
  return filas.map((f) => {
    const copia = { ...f };
    for (const c of campos) {
      const v = f[c];
      if (typeof v === 'string' && nombre.has(v)) copia[c] = nombre.get(v) as T[K];
    }
    return copia;
  });
}
