import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { ejecutar, sha256DeArchivo } from './herramientas.js';

/**
 * The event log's closed years, each dumped once into its own archive beside the backups (decision 0055). A
 * partition `eventos_<año>` whose UTC year is over never changes unless someone writes a backdated event, so the
 * daily dump leaves its rows out and names the archive that holds them; a changed partition gets a new archive
 * (never overwritten: older backups still name the one they were taken with).
 */
export const CARPETA_PARTICIONES = 'particiones';

/** One partition archive, as the daily manifest names it and its own `.json` describes it. */
export interface ArchivoDeParticion {
  particion: string;
  /** Relative to RESPALDOS_DIR: `particiones/eventos_2019-2026-11-25T02-00-00.dump`. */
  archivo: string;
  sha256: string;
  filas: number;
  ultimaPosicion: number;
  /** Sum of a 64-bit hash of every row (all its columns), read in the backup's snapshot: a changed, added or removed row changes it. */
  huella: string;
}

interface DescripcionDeParticion extends ArchivoDeParticion {
  formato: 1;
  creadoEn: string;
  bytes: number;
}

type Contenido = Pick<ArchivoDeParticion, 'filas' | 'ultimaPosicion' | 'huella'>;

/** The year partitions before `anio` (UTC, the rule asegurar_particiones_eventos names them by). */
async function particionesCerradas(cliente: pg.Client, anio: number): Promise<string[]> {
  const r = await cliente.query<{ particion: string }>(
    `select c.relname as particion from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'public.eventos'::regclass and c.relname ~ '^eventos_[0-9]{4}$' and substr(c.relname, 9)::int < $1
     order by 1`,
    [anio],
  );
  return r.rows.map((f) => f.particion);
}

/** Row count, last position and a content hash of a partition, in the client's transaction (the dump's snapshot). */
async function contenidoDe(cliente: pg.Client, particion: string): Promise<Contenido> {
  // hash_record_extended hashes each column with its type's own hash (jsonb by content, timestamptz by instant):
  // no text conversion, and the session's TimeZone or DateStyle do not matter.
  const r = await cliente.query<{ filas: string; ultima: string; huella: string }>(
    `select count(*)::text as filas, coalesce(max(p.posicion), 0)::text as ultima,
       coalesce(sum(hash_record_extended(p, 0)::numeric), 0)::text as huella
     from public.${cliente.escapeIdentifier(particion)} p`,
  );
  const f = r.rows[0];
  return { filas: Number(f.filas), ultimaPosicion: Number(f.ultima), huella: f.huella };
}

/** The partition archives in RESPALDOS_DIR/particiones (their `.json`), newest first. */
export async function archivosDeParticiones(directorioRespaldos: string): Promise<DescripcionDeParticion[]> {
  const carpeta = join(directorioRespaldos, CARPETA_PARTICIONES);
  if (!existsSync(carpeta)) return [];
  const descripciones: DescripcionDeParticion[] = [];
  for (const nombre of await readdir(carpeta)) {
    if (!nombre.endsWith('.json')) continue;
    try {
      descripciones.push(JSON.parse(await readFile(join(carpeta, nombre), 'utf8')) as DescripcionDeParticion);
    } catch {
      // a description being written by another process, or damaged: not reused, not deleted by the retention
    }
  }
  return descripciones.sort((a, b) => b.creadoEn.localeCompare(a.creadoEn) || b.archivo.localeCompare(a.archivo));
}

/** An archive already holding this content, intact (its SHA-256 checked every time it is reused). */
async function reutilizable(directorioRespaldos: string, previos: DescripcionDeParticion[], particion: string, c: Contenido) {
  for (const previo of previos) {
    if (previo.particion !== particion || previo.filas !== c.filas || previo.ultimaPosicion !== c.ultimaPosicion || previo.huella !== c.huella) continue;
    const ruta = join(directorioRespaldos, previo.archivo);
    if (existsSync(ruta) && (await sha256DeArchivo(ruta)) === previo.sha256) return previo;
  }
  return undefined;
}

export interface ParticionesDelRespaldo {
  /** What the daily dump leaves out and its manifest names. */
  necesarias: ArchivoDeParticion[];
  /** The archives this backup wrote (the rest were already there). */
  escritas: string[];
  /** Time spent reading the closed years' contents and checking the archives reused (without the dumps written). */
  comprobarMs: number;
}

/**
 * Inside the exported snapshot `instantanea` of `cliente`'s transaction: each closed, non-empty year partition
 * is compared with the archives already written (rows, last position, content hash) and dumped again only when
 * none holds the same content. Empty partitions stay in the daily dump (they cost nothing there).
 */
export async function respaldarParticiones(opciones: {
  cliente: pg.Client;
  instantanea: string;
  databaseUrl: string;
  directorioRespaldos: string;
  /** The daily archive's date and time (`2026-11-25T02-00-00`), in the names of the archives it writes. */
  sello: string;
  anioActual: number;
}): Promise<ParticionesDelRespaldo> {
  const { cliente, directorioRespaldos } = opciones;
  const previos = await archivosDeParticiones(directorioRespaldos);
  const resultado: ParticionesDelRespaldo = { necesarias: [], escritas: [], comprobarMs: 0 };
  for (const particion of await particionesCerradas(cliente, opciones.anioActual)) {
    const inicio = performance.now();
    const contenido = await contenidoDe(cliente, particion);
    const previo = contenido.filas ? await reutilizable(directorioRespaldos, previos, particion, contenido) : undefined;
    resultado.comprobarMs += Math.round(performance.now() - inicio);
    if (contenido.filas === 0) continue;
    if (previo) {
      resultado.necesarias.push(soloArchivo(previo));
      continue;
    }
    const escrito = await volcarParticion({ ...opciones, particion, contenido });
    resultado.necesarias.push(escrito);
    resultado.escritas.push(escrito.archivo);
  }
  return resultado;
}

const soloArchivo = ({ particion, archivo, sha256, filas, ultimaPosicion, huella }: ArchivoDeParticion): ArchivoDeParticion => ({
  particion,
  archivo,
  sha256,
  filas,
  ultimaPosicion,
  huella,
});

async function volcarParticion(o: {
  instantanea: string;
  databaseUrl: string;
  directorioRespaldos: string;
  sello: string;
  particion: string;
  contenido: Contenido;
}): Promise<ArchivoDeParticion> {
  const carpeta = join(o.directorioRespaldos, CARPETA_PARTICIONES);
  await mkdir(carpeta, { recursive: true, mode: 0o700 });
  let base = `${o.particion}-${o.sello}`;
  for (let n = 2; existsSync(join(carpeta, `${base}.dump`)) || existsSync(join(carpeta, `${base}.json`)); n++) base = `${o.particion}-${o.sello}-${n}`;
  const parcial = join(carpeta, `.${base}.dump.parcial`);
  try {
    await ejecutar('pg_dump', [
      '--format=custom',
      '--data-only',
      `--snapshot=${o.instantanea}`,
      `--table=public.${o.particion}`,
      `--file=${parcial}`,
      `--dbname=${o.databaseUrl}`,
    ]);
    await chmod(parcial, 0o600);
    const descripcion: DescripcionDeParticion = {
      formato: 1,
      particion: o.particion,
      archivo: `${CARPETA_PARTICIONES}/${base}.dump`,
      sha256: await sha256DeArchivo(parcial),
      ...o.contenido,
      creadoEn: new Date().toISOString(),
      bytes: (await stat(parcial)).size,
    };
    await rename(parcial, join(carpeta, `${base}.dump`));
    // The description last: an archive without one is never reused (and the retention removes it once unneeded).
    await writeFile(join(carpeta, `.${base}.json.parcial`), JSON.stringify(descripcion, null, 2), { mode: 0o600 });
    await rename(join(carpeta, `.${base}.json.parcial`), join(carpeta, `${base}.json`));
    return soloArchivo(descripcion);
  } finally {
    await rm(parcial, { force: true });
    await rm(join(carpeta, `.${base}.json.parcial`), { force: true });
  }
}

/**
 * Which partition archives the retention may delete: those no kept backup names, unless they are the newest of
 * their partition (the next backup reuses it, and one being written by another process is the newest).
 */
export function particionesQueSobran(archivos: { particion: string; archivo: string; creadoEn: string }[], necesarias: Set<string>): string[] {
  const nuevos = new Map<string, string>();
  for (const a of archivos) {
    const actual = nuevos.get(a.particion);
    if (!actual || a.creadoEn > actual) nuevos.set(a.particion, a.creadoEn);
  }
  return archivos.filter((a) => !necesarias.has(a.archivo) && nuevos.get(a.particion) !== a.creadoEn).map((a) => a.archivo);
}

/** The manifest of a daily archive, read from its first member (GNU tar stops there). */
export async function leerManifiestoDe<T>(archivo: string): Promise<T> {
  return JSON.parse(await ejecutar('tar', ['-xzOf', archivo, '--occurrence=1', 'manifiesto.json'])) as T;
}

/**
 * After the daily archives' retention: deletes the partition archives none of the kept ones needs. If a kept
 * archive's manifest cannot be read, nothing is deleted (it might need any of them).
 */
export async function aplicarRetencionDeParticiones(directorioRespaldos: string, conservados: string[]): Promise<{ borrados: string[]; aviso?: string }> {
  const archivos = await archivosDeParticiones(directorioRespaldos);
  if (!archivos.length) return { borrados: [] };
  const necesarias = new Set<string>();
  for (const nombre of conservados) {
    try {
      const m = await leerManifiestoDe<{ particiones?: ArchivoDeParticion[] }>(join(directorioRespaldos, nombre));
      for (const p of m.particiones ?? []) necesarias.add(p.archivo);
    } catch (error) {
      return { borrados: [], aviso: `no se borró ningún archivo de partición: no se pudo leer el manifiesto de ${nombre} (${(error as Error).message})` };
    }
  }
  const borrados = particionesQueSobran(archivos, necesarias);
  for (const archivo of borrados) {
    await rm(join(directorioRespaldos, archivo.replace(/\.dump$/, '.json')), { force: true });
    await rm(join(directorioRespaldos, archivo), { force: true });
  }
  return { borrados };
}
