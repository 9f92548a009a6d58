/**
 * Decision 0055 (issue 29): in the served mode the daily backup dumps each closed year's event partition once,
 * into its own archive beside the backups, and leaves its rows out of the daily dump. What an operator checks:
 * a second day writes no partition archive again; a backdated event re-dumps only its year; the retention keeps
 * every partition archive a kept backup needs; a restore brings back the same events, in the same partitions, at
 * the same positions, and the next event continues after them; a missing or altered partition archive stops the
 * restore with a message that says which, before anything is touched.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { respaldar, type Manifiesto } from '@avanti/libs/backup/respaldo';
import { restaurar, RestauracionRechazada } from '@avanti/libs/backup/restauracion';
import { leerManifiestoDe } from '@avanti/libs/backup/particiones';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { conectar } from '@avanti/libs/database/conexion';
import { abrirBaseDePrueba, postgresDisponible, URL_SERVIDOR_PG, type BaseDePrueba } from '../support/bases-de-datos.js';
import { directorioDeLaCorrida } from '../support/plantillas.js';
import { metadataDePrueba } from '../support/metadata.js';

const ANIO = new Date().getUTCFullYear();
const dir = (prefijo: string) => mkdtempSync(join(directorioDeLaCorrida(), prefijo));

async function conCliente<T>(url: string, hacer: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
}

/** Events written straight into the table with a date, as the generator writes history (and `streams` kept with them). */
async function escribirEventos(url: string, stream: string, fechas: string[]): Promise<void> {
  await conCliente(url, async (c) => {
    const desde = Number(
      (await c.query<{ v: string }>('select coalesce(max(version), 0)::text as v from streams where stream_id = $1', [stream])).rows[0]?.v ?? 0,
    );
    for (const [i, fecha] of fechas.entries()) {
      await c.query(
        `insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en) values ($1, $2, 'PruebaAnexada', $3::jsonb, '{"usuario":"prueba"}'::jsonb, $4)`,
        [stream, desde + i + 1, JSON.stringify({ n: desde + i + 1, nota: `evento ${stream} ${fecha}` }), fecha],
      );
    }
    await c.query('insert into streams values ($1, $2) on conflict (stream_id) do update set version = excluded.version', [stream, desde + fechas.length]);
  });
}

type Fila = { posicion: string; particion: string; stream_id: string; version: number; datos: unknown; registrado_en: string };
const registro = (url: string) =>
  conCliente(url, async (c) => {
    const eventos = await c.query<Fila>(
      `select posicion::text, tableoid::regclass::text as particion, stream_id, version, datos, registrado_en::text from eventos order by posicion`,
    );
    const streams = await c.query('select stream_id, version from streams order by stream_id');
    return { eventos: eventos.rows, streams: streams.rows };
  });

const tablas = (url: string) =>
  conCliente(url, async (c) => Number((await c.query<{ n: string }>(`select count(*)::text as n from pg_tables where schemaname = 'public'`)).rows[0].n));

/** The table-data entries of a daily archive's database dump (what pg_restore would load from it). */
function datosDelVolcado(archivo: string): string[] {
  const destino = dir('volcado-');
  execFileSync('tar', ['-xzf', archivo, '-C', destino, 'base.dump']);
  return execFileSync('pg_restore', ['--list', join(destino, 'base.dump')], { encoding: 'utf8' })
    .split('\n')
    .flatMap((l) => /TABLE DATA public (\S+)/.exec(l)?.[1] ?? []);
}

const describirSiHayPostgres = (await postgresDisponible()) ? describe : describe.skip;

describirSiHayPostgres('respaldo diario por particiones (PostgreSQL)', () => {
  let base: BaseDePrueba;
  let destinoUrl: string;
  const nombreDestino = `avanti_particiones_${Date.now().toString(36)}`;
  beforeAll(async () => {
    base = await abrirBaseDePrueba('postgres', 4);
    await conCliente(URL_SERVIDOR_PG, (c) => c.query(`create database ${nombreDestino}`));
    destinoUrl = URL_SERVIDOR_PG.replace(/\/[^/]*$/, `/${nombreDestino}`);
  }, 180_000);
  afterAll(async () => {
    await base?.cerrar();
    await conCliente(URL_SERVIDOR_PG, (c) => c.query(`drop database if exists ${nombreDestino} with (force)`));
  });

  it('vuelca cada año cerrado una vez, de nuevo solo si cambió, y la restauración trae los mismos eventos en las mismas posiciones', async () => {
    const url = base.url!;
    await conCliente(url, (c) => c.query('select asegurar_particiones_eventos(2019, 2021)'));
    await escribirEventos(url, 'historia-2019', ['2019-03-01T10:00:00Z', '2019-07-15T12:30:00Z', '2019-12-31T23:59:59.999Z']);
    await escribirEventos(url, 'historia-2021', ['2021-01-01T00:00:00Z', '2021-05-20T08:00:00Z']);
    await new PostgresEventStore(base.db).anexar(
      [
        {
          streamId: 'de-este-anio',
          versionEsperada: 0,
          eventos: [
            { tipo: 'PruebaAnexada', datos: { n: 1 } },
            { tipo: 'PruebaAnexada', datos: { n: 2 } },
          ],
        },
      ],
      metadataDePrueba,
    );

    const respaldos = dir('respaldos-particiones-');
    const config = leerConfiguracionSinTokens({
      DATABASE_URL: url,
      DATA_DIR: dir('datos-particiones-'),
      FILES_DIR: dir('archivos-particiones-'),
      RESPALDOS_DIR: respaldos,
      RESPALDO_HORA: 'no',
      RESPALDOS_DIARIOS: '2',
      RESPALDOS_SEMANALES: '0',
      RESPALDOS_MENSUALES: '0',
    });
    // One backup a day at 02:00 Bogotá (07:00 UTC), in January of this year: 2019 and 2021 are closed years, this one is open.
    let dia = 10;
    const reloj: Reloj = { ahora: () => new Date(Date.UTC(ANIO, 0, dia, 7)) };
    const enParticiones = () => readdirSync(join(respaldos, 'particiones')).sort();

    // Day 1: each closed year with events gets its archive (2020 has none: nothing to keep apart); the dump leaves their rows out.
    const primero = await respaldar({ config, reloj });
    expect(primero.particiones.escritas).toEqual([
      `particiones/eventos_2019-${ANIO}-01-10T02-00-00.dump`,
      `particiones/eventos_2021-${ANIO}-01-10T02-00-00.dump`,
    ]);
    expect(primero.particiones.necesarias).toEqual(primero.particiones.escritas);
    expect(enParticiones()).toEqual([
      `eventos_2019-${ANIO}-01-10T02-00-00.dump`,
      `eventos_2019-${ANIO}-01-10T02-00-00.json`,
      `eventos_2021-${ANIO}-01-10T02-00-00.dump`,
      `eventos_2021-${ANIO}-01-10T02-00-00.json`,
    ]);
    const manifiesto = await leerManifiestoDe<Manifiesto>(primero.archivo);
    expect(manifiesto.formato).toBe(2);
    expect(manifiesto.eventos).toEqual({ cantidad: 7, ultimaPosicion: expect.any(Number) });
    expect(manifiesto.particiones).toEqual([
      expect.objectContaining({
        particion: 'eventos_2019',
        filas: 3,
        archivo: primero.particiones.escritas[0],
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
      expect.objectContaining({ particion: 'eventos_2021', filas: 2, archivo: primero.particiones.escritas[1] }),
    ]);
    const volcadas = datosDelVolcado(primero.archivo);
    expect(volcadas).toEqual(expect.arrayContaining(['eventos_por_defecto', `eventos_${ANIO}`, 'streams']));
    expect(volcadas).not.toContain('eventos_2019');
    expect(volcadas).not.toContain('eventos_2021');
    const momentos = () => Object.fromEntries(enParticiones().map((n) => [n, statSync(join(respaldos, 'particiones', n)).mtimeMs]));
    const antes = momentos();

    // Day 2: nothing changed in the closed years: no archive is written again, the same ones are named.
    dia++;
    const segundo = await respaldar({ config, reloj });
    expect(segundo.particiones).toEqual({ necesarias: primero.particiones.necesarias, escritas: [] });
    expect(momentos()).toEqual(antes);
    expect(datosDelVolcado(segundo.archivo)).not.toContain('eventos_2019');
    expect(readFileSync(join(respaldos, 'respaldos.log'), 'utf8')).toMatch(/años cerrados en 2 archivos de partición \(ninguno nuevo; comprobados en \d+ ms\)/);

    // A backdated event in 2019: the next backup dumps 2019 again, into a new archive; 2021 is reused.
    await escribirEventos(url, 'historia-2019', ['2019-08-01T09:00:00Z']);
    dia++;
    const tercero = await respaldar({ config, reloj });
    const nuevo2019 = `particiones/eventos_2019-${ANIO}-01-12T02-00-00.dump`;
    expect(tercero.particiones).toEqual({ escritas: [nuevo2019], necesarias: [nuevo2019, primero.particiones.escritas[1]] });
    // The retention (2 daily backups) deleted day 1's archive; day 2's still needs the first 2019 archive, so it stays.
    expect(tercero.borrados).toEqual([primero.archivo.split('/').pop()]);
    expect(existsSync(join(respaldos, primero.particiones.escritas[0]))).toBe(true);

    // Day 4: day 2's backup goes, and with it the only need for the first 2019 archive.
    dia++;
    const cuarto = await respaldar({ config, reloj });
    expect(cuarto.particiones.escritas).toEqual([]);
    expect(cuarto.borrados).toEqual([segundo.archivo.split('/').pop(), primero.particiones.escritas[0]]);
    expect(enParticiones()).toEqual([
      `eventos_2019-${ANIO}-01-12T02-00-00.dump`,
      `eventos_2019-${ANIO}-01-12T02-00-00.json`,
      `eventos_2021-${ANIO}-01-10T02-00-00.dump`,
      `eventos_2021-${ANIO}-01-10T02-00-00.json`,
    ]);
    const origen = await registro(url);
    expect(origen.eventos).toHaveLength(8);
    expect(cuarto.eventos).toEqual({ cantidad: 8, ultimaPosicion: Number(origen.eventos.at(-1)!.posicion) });

    // Restore into a new empty database. First with a partition archive missing, then altered: refused, nothing touched.
    const destino = leerConfiguracionSinTokens({
      DATABASE_URL: destinoUrl,
      FILES_DIR: join(dir('destino-particiones-'), 'archivos'),
      RESPALDOS_DIR: dir('registro-'),
    });
    const copia = dir('copia-respaldos-');
    const archivo = join(copia, cuarto.archivo.split('/').pop()!);
    copyFileSync(cuarto.archivo, archivo);
    copyFileSync(cuarto.archivo + '.sha256', archivo + '.sha256');
    mkdirSync(join(copia, 'particiones'));
    copyFileSync(join(respaldos, nuevo2019), join(copia, nuevo2019));
    const falta = restaurar({ archivo, config: destino });
    await expect(falta).rejects.toBeInstanceOf(RestauracionRechazada);
    await expect(falta).rejects.toThrow(
      `Falta ${primero.particiones.escritas[1]}, el archivo con los eventos de 2021 que necesita este respaldo: cópielo a ${join(copia, 'particiones')} y vuelva a intentarlo`,
    );
    const alterado = readFileSync(join(respaldos, primero.particiones.escritas[1]));
    alterado[alterado.length >> 1] ^= 0xff;
    writeFileSync(join(copia, primero.particiones.escritas[1]), alterado);
    await expect(restaurar({ archivo, config: destino })).rejects.toThrow(
      `El archivo ${primero.particiones.escritas[1]} (eventos de 2021) está dañado: su suma SHA-256 no coincide con la que anotó el respaldo`,
    );
    expect(await tablas(destinoUrl)).toBe(0);
    expect(existsSync(destino.directorioArchivos)).toBe(false);

    // With the archives as written: the same events, in the same partitions, at the same positions; the log continues after them.
    const restaurado = await restaurar({ archivo: cuarto.archivo, config: destino });
    expect(restaurado.manifiesto.eventos).toEqual(cuarto.eventos);
    expect(await registro(destinoUrl)).toEqual(origen);
    expect(origen.eventos.filter((e) => e.particion === 'eventos_2019')).toHaveLength(4);
    const abierta = await conectar({ databaseUrl: destinoUrl, maxConexiones: 2 });
    try {
      const [siguiente] = await new PostgresEventStore(abierta.db).anexar(
        [{ streamId: 'historia-2021', versionEsperada: 2, eventos: [{ tipo: 'PruebaAnexada', datos: { n: 3 } }] }],
        metadataDePrueba,
      );
      expect(Number(siguiente.posicion)).toBeGreaterThan(cuarto.eventos.ultimaPosicion);
    } finally {
      await abierta.cerrar();
    }

    // Over live data with --forzar and an altered archive: refused before anything is replaced.
    const enDestino = await registro(destinoUrl);
    await expect(restaurar({ archivo, config: destino, forzar: true })).rejects.toThrow('está dañado');
    expect(await registro(destinoUrl)).toEqual(enDestino);
    // With the good ones, --forzar replaces it by the backup's log again.
    expect((await restaurar({ archivo: cuarto.archivo, config: destino, forzar: true })).apartados).toHaveLength(0);
    expect(await registro(destinoUrl)).toEqual(origen);

    // A changed old event (same rows, same last position) is seen by the content hash: 2021 is dumped again.
    await conCliente(url, (c) => c.query(`update eventos set datos = datos || '{"corregido": true}'::jsonb where stream_id = 'historia-2021' and version = 1`));
    dia++;
    const quinto = await respaldar({ config, reloj });
    expect(quinto.particiones.escritas).toEqual([`particiones/eventos_2021-${ANIO}-01-14T02-00-00.dump`]);
    expect(quinto.eventos).toEqual(cuarto.eventos);
  }, 300_000);
});
