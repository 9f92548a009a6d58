import { appendFile, chmod, copyFile, cp, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ARCHIVO_SECRETO_JWT, type ConfiguracionSinTokens } from '../config/configuracion.js';
import type { BaseDeDatos } from '../database/conexion.js';
import { relojDelSistema, type Reloj } from '../clock/reloj.js';
import { EXTENSION_SUMA, instanteDeArchivo, nombreDeArchivo } from './calendario.js';
import { ejecutar, sha256DeArchivo } from './herramientas.js';
import { aplicarRetencionDeParticiones, respaldarParticiones, type ArchivoDeParticion, type ParticionesDelRespaldo } from './particiones.js';
import { archivosQueSobran } from './retencion.js';

/** What an archive holds, in `manifiesto.json` beside the database dump, the files and (embedded) the token secret. */
export interface Manifiesto {
  /** 2: the dump leaves out the closed years' event partitions and `particiones` names the archives holding them. */
  formato: 1 | 2;
  motor: 'pglite' | 'postgres';
  creadoEn: string;
  /** The event log in the dumped database: its size and last position, read in the dump's own snapshot. */
  eventos: { cantidad: number; ultimaPosicion: number };
  /** pg/ (PGlite's data directory) or base.dump (pg_dump -Fc). */
  base: string;
  secretoJwt: boolean;
  /** Served mode: the partition archives (beside the backups, in particiones/) this one needs to be restored. */
  particiones?: ArchivoDeParticion[];
}

export interface ResultadoRespaldo {
  archivo: string;
  bytes: number;
  sha256: string;
  ms: number;
  eventos: Manifiesto['eventos'];
  /** The daily archives and partition archives the retention deleted. */
  borrados: string[];
  /** The closed years' partition archives this backup needs, and those it wrote (the others it reused). */
  particiones: { necesarias: string[]; escritas: string[] };
}

export type ConfiguracionRespaldo = Pick<
  ConfiguracionSinTokens,
  'databaseUrl' | 'directorioDatos' | 'directorioArchivos' | 'directorioRespaldos' | 'retencionRespaldos'
>;

export const REGISTRO_RESPALDOS = 'respaldos.log';

const CONSULTA_EVENTOS = 'select count(*)::text as cantidad, coalesce(max(posicion), 0)::text as ultima from eventos';
type FilaEventos = { cantidad: string; ultima: string };
const eventosDe = (f: FilaEventos) => ({ cantidad: Number(f.cantidad), ultimaPosicion: Number(f.ultima) });

/**
 * PGlite's data directory from the instance that owns it, while the clinic keeps working. Inside a
 * transaction of ours no other statement of the process runs (PGlite serializes transactions, and its
 * PostgreSQL has no background writer of its own), so the event count and the files copied are the same
 * moment; writers wait only for the copy of the directory (a native copy; PGlite's own dumpDataDir builds
 * its tar in JavaScript and took minutes on a loaded machine). The copy is consistent as a disk snapshot of a
 * server is, and PostgreSQL replays its WAL from the checkpoint when it first opens.
 */
async function copiarPglite(base: BaseDeDatos, directorioPg: string, destino: string): Promise<Manifiesto['eventos']> {
  const pglite = base.pglite;
  if (!pglite) throw new Error('El respaldo embebido necesita la instancia de PGlite que abre DATA_DIR');
  await pglite.query('checkpoint');
  let eventos: Manifiesto['eventos'] | undefined;
  await pglite.transaction(async (tx) => {
    eventos = eventosDe((await tx.query<FilaEventos>(CONSULTA_EVENTOS)).rows[0]);
    await cp(directorioPg, destino, { recursive: true, errorOnExist: true });
  });
  return eventos!;
}

/**
 * pg_dump -Fc in the snapshot where the event log was counted (exported from a read-only transaction). The
 * closed years' partitions are compared, in that same snapshot, with their archives; the dump leaves out the
 * rows of those it relies on (decision 0055).
 */
async function volcarPostgres(
  config: ConfiguracionRespaldo,
  destino: string,
  sello: string,
  anioActual: number,
): Promise<{ eventos: Manifiesto['eventos']; particiones: ParticionesDelRespaldo }> {
  const databaseUrl = config.databaseUrl!;
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    await cliente.query('begin isolation level repeatable read read only');
    const instantanea = (await cliente.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const eventos = eventosDe((await cliente.query<FilaEventos>(CONSULTA_EVENTOS)).rows[0]);
    const particiones = await respaldarParticiones({ cliente, instantanea, databaseUrl, directorioRespaldos: config.directorioRespaldos, sello, anioActual });
    const sinDatos = particiones.necesarias.map((p) => `--exclude-table-data=public.${p.particion}`);
    await ejecutar('pg_dump', ['--format=custom', `--snapshot=${instantanea}`, ...sinDatos, `--file=${destino}`, `--dbname=${databaseUrl}`]);
    await cliente.query('commit');
    return { eventos, particiones };
  } finally {
    await cliente.end();
  }
}

/** The daily archives' rotation, then the partition archives no kept archive needs any more. */
async function aplicarRetencion(config: ConfiguracionRespaldo): Promise<{ borrados: string[]; aviso?: string }> {
  const archivos = (await readdir(config.directorioRespaldos)).flatMap((nombre) => {
    const instante = instanteDeArchivo(nombre);
    return instante ? [{ nombre, instante }] : [];
  });
  const sobran = archivosQueSobran(archivos, config.retencionRespaldos);
  for (const nombre of sobran) {
    await rm(join(config.directorioRespaldos, nombre), { force: true });
    await rm(join(config.directorioRespaldos, nombre + EXTENSION_SUMA), { force: true });
  }
  const conservados = archivos.map((a) => a.nombre).filter((nombre) => !sobran.includes(nombre));
  const particiones = await aplicarRetencionDeParticiones(config.directorioRespaldos, conservados);
  return { borrados: [...sobran, ...particiones.borrados], aviso: particiones.aviso };
}

/** Appends one line to RESPALDOS_DIR/respaldos.log and says it on the console. No data, only names and sizes. */
export async function anotar(directorio: string, linea: string): Promise<void> {
  const texto = `${new Date().toISOString()} ${linea}`;
  console.log(`[avanti] ${linea}`);
  await mkdir(directorio, { recursive: true });
  await appendFile(join(directorio, REGISTRO_RESPALDOS), texto + '\n');
}

/**
 * One dated archive in RESPALDOS_DIR (`avanti-<Bogotá date and time>.tar`, with its `.sha256` beside it):
 * the database, then the files (every file the dumped database names was written before its event), and the
 * embedded mode's token secret. The archive appears under its name only once complete; then the retention runs.
 */
export async function respaldar(opciones: { config: ConfiguracionRespaldo; base?: BaseDeDatos; reloj?: Reloj }): Promise<ResultadoRespaldo> {
  const { config } = opciones;
  const inicio = performance.now();
  const ahora = (opciones.reloj ?? relojDelSistema).ahora();
  const nombre = nombreDeArchivo(ahora);
  // Clinical data and (embedded) the token secret: readable only by the owner, like DATA_DIR.
  await mkdir(config.directorioRespaldos, { recursive: true, mode: 0o700 });
  const preparacion = await mkdtemp(join(config.directorioRespaldos, '.en-curso-'));
  try {
    const motor = config.databaseUrl ? 'postgres' : 'pglite';
    const archivoBase = motor === 'postgres' ? 'base.dump' : 'pg';
    // Embedded: PGlite's data directory is copied whole (a consistent copy of a cluster cannot leave files out).
    const { eventos, particiones } =
      motor === 'postgres'
        ? await volcarPostgres(config, join(preparacion, archivoBase), nombre.replace(/^avanti-|\.tar\.gz$/g, ''), ahora.getUTCFullYear())
        : { eventos: await copiarPglite(opciones.base!, join(config.directorioDatos, 'pg'), join(preparacion, archivoBase)), particiones: undefined };
    const secreto = join(config.directorioDatos, ARCHIVO_SECRETO_JWT);
    const conSecreto = motor === 'pglite' && existsSync(secreto);
    if (conSecreto) await copyFile(secreto, join(preparacion, ARCHIVO_SECRETO_JWT));
    if (existsSync(config.directorioArchivos)) await symlink(config.directorioArchivos, join(preparacion, 'archivos'));
    else await mkdir(join(preparacion, 'archivos'));
    const conParticiones = particiones?.necesarias.length ? { particiones: particiones.necesarias } : {};
    const manifiesto: Manifiesto = {
      formato: conParticiones.particiones ? 2 : 1,
      motor,
      creadoEn: new Date().toISOString(),
      eventos,
      base: archivoBase,
      secretoJwt: conSecreto,
      ...conParticiones,
    };
    await writeFile(join(preparacion, 'manifiesto.json'), JSON.stringify(manifiesto, null, 2));

    const parcial = join(config.directorioRespaldos, `.${nombre}.parcial`);
    const miembros = ['manifiesto.json', archivoBase, ...(conSecreto ? [ARCHIVO_SECRETO_JWT] : []), 'archivos'];
    // -h follows the link to the files; a file removed or rewritten while read (an export expiring) is not an error.
    await ejecutar(
      'tar',
      ['-czhf', parcial, '--exclude=*.tmp', '--ignore-failed-read', '--warning=no-file-changed', '--warning=no-file-removed', '-C', preparacion, ...miembros],
      [0, 1],
    );
    await chmod(parcial, 0o600);
    const sha256 = await sha256DeArchivo(parcial);
    const archivo = join(config.directorioRespaldos, nombre);
    await writeFile(archivo + EXTENSION_SUMA, `${sha256}  ${nombre}\n`);
    await rename(parcial, archivo);
    const bytes = (await stat(archivo)).size;
    const { borrados, aviso } = await aplicarRetencion(config);
    const ms = Math.round(performance.now() - inicio);
    const necesarias = particiones?.necesarias.map((p) => p.archivo) ?? [];
    const escritas = particiones?.escritas ?? [];
    await anotar(
      config.directorioRespaldos,
      `respaldo ${nombre}: ${(bytes / 1e6).toFixed(1)} MB, sha256 ${sha256}, ${eventos.cantidad} eventos (última posición ${eventos.ultimaPosicion}), ${ms} ms` +
        (necesarias.length
          ? `; años cerrados en ${necesarias.length} archivos de partición (${escritas.length ? `escritos ahora: ${escritas.join(', ')}` : 'ninguno nuevo'}; comprobados en ${particiones!.comprobarMs} ms)`
          : '') +
        (borrados.length ? `; retención borró ${borrados.join(', ')}` : '') +
        (aviso ? `; ${aviso}` : ''),
    );
    return { archivo, bytes, sha256, ms, eventos, borrados, particiones: { necesarias, escritas } };
  } catch (error) {
    await anotar(config.directorioRespaldos, `respaldo ${nombre} falló: ${(error as Error).message}`).catch(() => undefined);
    throw error;
  } finally {
    await rm(preparacion, { recursive: true, force: true });
    await rm(join(config.directorioRespaldos, `.${nombre}.parcial`), { force: true });
  }
}
