import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { ARCHIVO_SECRETO_JWT } from '../config/configuracion.js';
import { conectar } from '../database/conexion.js';
import { EXTENSION_SUMA } from './calendario.js';
import { hayQuienEscuche } from './control.js';
import { ejecutar, restaurarEnUnaTransaccion, sha256DeArchivo } from './herramientas.js';
import type { ArchivoDeParticion } from './particiones.js';
import { anotar, type ConfiguracionRespaldo, type Manifiesto } from './respaldo.js';

/** A restore that would lose or mix data, refused before anything is touched; its message says what to do. */
export class RestauracionRechazada extends Error {}

export interface ResultadoRestauracion {
  manifiesto: Manifiesto;
  ms: number;
  /** With --forzar, where the data it replaced was moved. */
  apartados: string[];
}

const conDatos = (ruta: string) => existsSync(ruta) && readdirSync(ruta).length > 0;

async function comprobarSuma(archivo: string): Promise<void> {
  const rutaSuma = archivo + EXTENSION_SUMA;
  if (!existsSync(archivo)) throw new RestauracionRechazada(`No existe el respaldo ${archivo}`);
  if (!existsSync(rutaSuma))
    throw new RestauracionRechazada(`Falta ${basename(rutaSuma)} junto al respaldo: sin su suma no se puede comprobar que esté completo`);
  const esperada = (await readFile(rutaSuma, 'utf8')).trim().split(/\s+/)[0];
  if ((await sha256DeArchivo(archivo)) !== esperada)
    throw new RestauracionRechazada(`El respaldo ${basename(archivo)} está dañado: su suma SHA-256 no coincide`);
}

/** Every partition archive the backup names, present beside it and with the SHA-256 its manifest recorded. */
async function comprobarParticiones(archivo: string, particiones: ArchivoDeParticion[]): Promise<void> {
  const directorio = dirname(archivo);
  for (const p of particiones) {
    const ruta = join(directorio, p.archivo);
    if (!existsSync(ruta)) {
      throw new RestauracionRechazada(
        `Falta ${p.archivo}, el archivo con los eventos de ${p.particion.replace('eventos_', '')} que necesita este respaldo: ` +
          `cópielo a ${join(directorio, dirname(p.archivo))} y vuelva a intentarlo`,
      );
    }
    if ((await sha256DeArchivo(ruta)) !== p.sha256) {
      throw new RestauracionRechazada(
        `El archivo ${p.archivo} (eventos de ${p.particion.replace('eventos_', '')}) está dañado: su suma SHA-256 no coincide con la que anotó el respaldo`,
      );
    }
  }
}

/** The event log restored must be the one the manifest recorded; otherwise the transaction is undone. */
const comprobarRegistro = ({ cantidad, ultimaPosicion }: Manifiesto['eventos']) => `DO $comprobar$
DECLARE cantidad bigint; ultima bigint;
BEGIN
  SELECT count(*), coalesce(max(posicion), 0) INTO cantidad, ultima FROM public.eventos;
  IF cantidad <> ${Number(cantidad)} OR ultima <> ${Number(ultimaPosicion)} THEN
    RAISE EXCEPTION 'El registro de eventos restaurado (% eventos, última posición %) no coincide con el que anotó el respaldo (${Number(cantidad)} eventos, última posición ${Number(ultimaPosicion)})', cantidad, ultima;
  END IF;
END
$comprobar$;`;

async function tablasEn(databaseUrl: string): Promise<number> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const r = await cliente.query<{ n: string }>(`select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return Number(r.rows[0].n);
  } finally {
    await cliente.end();
  }
}

/** Moves what --forzar replaces beside itself (`<ruta>.antes-de-restaurar-<fecha>`): nothing is deleted. */
async function apartar(rutas: string[], sello: string): Promise<string[]> {
  const apartados: string[] = [];
  for (const ruta of rutas) {
    if (!existsSync(ruta)) continue;
    const destino = `${ruta}.antes-de-restaurar-${sello}`;
    await rename(ruta, destino);
    apartados.push(destino);
  }
  return apartados;
}

/**
 * `npm run restaurar -- ARCHIVO`: checks the archive's sum, then restores into an empty DATA_DIR (embedded) or
 * an empty database (served) and the files directory. Live data is replaced only with `forzar`, and then moved
 * aside (embedded) or dropped by pg_restore --clean (served); a running api on DATA_DIR refuses it always.
 */
export async function restaurar(opciones: { archivo: string; config: ConfiguracionRespaldo; forzar?: boolean }): Promise<ResultadoRestauracion> {
  const { config, archivo, forzar = false } = opciones;
  const inicio = performance.now();
  await comprobarSuma(archivo);
  const preparacion = await mkdtemp(join(tmpdir(), 'avanti-restaurar-'));
  try {
    await ejecutar('tar', ['-xzf', archivo, '-C', preparacion, '--no-same-owner']);
    const manifiesto = JSON.parse(await readFile(join(preparacion, 'manifiesto.json'), 'utf8')) as Manifiesto;
    const motor = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifiesto.motor !== motor) {
      throw new RestauracionRechazada(
        manifiesto.motor === 'pglite'
          ? 'Este respaldo es del modo embebido (PGlite): restáurelo sin DATABASE_URL'
          : 'Este respaldo es del modo servido (PostgreSQL): restáurelo con DATABASE_URL',
      );
    }
    await comprobarParticiones(archivo, manifiesto.particiones ?? []);
    const sello = new Date().toISOString().replace(/[:.]/g, '-');
    let apartados: string[] = [];
    if (motor === 'pglite') {
      if (await hayQuienEscuche(config.directorioDatos)) {
        throw new RestauracionRechazada(`Avanti está corriendo sobre ${config.directorioDatos}: deténgalo antes de restaurar`);
      }
      const dirPg = join(config.directorioDatos, 'pg');
      const secreto = join(config.directorioDatos, ARCHIVO_SECRETO_JWT);
      const ocupados = [dirPg, config.directorioArchivos].filter(conDatos);
      if (existsSync(secreto)) ocupados.push(secreto);
      if (ocupados.length && !forzar) {
        throw new RestauracionRechazada(
          `Ya hay datos en ${ocupados.join(', ')}: restaure en un DATA_DIR vacío, o use --forzar para reemplazarlos (se apartan, no se borran)`,
        );
      }
      apartados = await apartar(ocupados, sello);
      await cp(join(preparacion, manifiesto.base), dirPg, { recursive: true });
      // Opened once here: PostgreSQL replays the WAL the copy carries, so a damaged copy fails now, not at the next start.
      const base = await conectar({ directorio: dirPg });
      await base.cerrar();
      if (manifiesto.secretoJwt) {
        await cp(join(preparacion, ARCHIVO_SECRETO_JWT), secreto);
        chmodSync(secreto, 0o600);
      }
    } else {
      const url = config.databaseUrl!;
      const ocupada = (await tablasEn(url)) > 0;
      if ((ocupada || conDatos(config.directorioArchivos)) && !forzar) {
        const que = [ocupada ? 'la base de datos' : '', conDatos(config.directorioArchivos) ? config.directorioArchivos : ''].filter(Boolean).join(' y ');
        throw new RestauracionRechazada(`Ya hay datos en ${que}: restaure en una base vacía, o use --forzar para reemplazarlos`);
      }
      apartados = await apartar(conDatos(config.directorioArchivos) ? [config.directorioArchivos] : [], sello);
      // One transaction: the dump's schema, its rows, the closed years' rows from their archives, then the indexes
      // and constraints (built once over all the rows), and the event log checked against the manifest.
      const comunes = ['--no-owner', '--no-privileges', '--file=-'];
      const dump = join(preparacion, manifiesto.base);
      await restaurarEnUnaTransaccion(url, [
        { pgRestore: [...comunes, '--section=pre-data', ...(ocupada ? ['--clean', '--if-exists'] : []), dump] },
        { pgRestore: [...comunes, '--section=data', dump] },
        ...(manifiesto.particiones ?? []).map((p) => ({ pgRestore: [...comunes, '--data-only', join(dirname(archivo), p.archivo)] })),
        { pgRestore: [...comunes, '--section=post-data', dump] },
        { sql: comprobarRegistro(manifiesto.eventos) },
      ]);
    }
    await cp(join(preparacion, 'archivos'), config.directorioArchivos, { recursive: true });
    const ms = Math.round(performance.now() - inicio);
    await anotar(
      config.directorioRespaldos,
      `restaurado ${basename(archivo)}: ${manifiesto.eventos.cantidad} eventos (última posición ${manifiesto.eventos.ultimaPosicion}), ${ms} ms` +
        (manifiesto.particiones?.length ? `, con ${manifiesto.particiones.map((p) => p.archivo).join(', ')}` : '') +
        (apartados.length ? `; datos anteriores apartados en ${apartados.join(', ')}` : ''),
    );
    return { manifiesto, ms, apartados };
  } finally {
    await rm(preparacion, { recursive: true, force: true });
  }
}
