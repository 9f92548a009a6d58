/**
 * The generator of issue 29 (scripts/generar) on a tiny profile, on PGlite in memory: the same seed written
 * through the event store (inline and asynchronous projectors, incrementally) and in bulk (multi-row inserts,
 * then the real projectors' rebuild) gives the same event log and the same read models; the pool invariant
 * holds on every line and a sample of sessions equals its own stream.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { generar, type ResultadoGenerar } from '../../scripts/generar/generar.js';
import { PERFILES, type Perfil } from '../../scripts/generar/perfiles.js';
import { abrirBaseDePrueba, type BaseDePrueba } from '../support/bases-de-datos.js';
import { directorioDeLaCorrida } from '../support/plantillas.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';

const PERFIL: Perfil = { ...PERFILES.mini, anios: 0.07, pacientesActivosPorSede: 8, tasaCancelacion: 0.3 };
const SEMILLA = 4242;
const DESDE = '2026-02-02';

async function generarEn(via: Perfil['via']): Promise<{ base: BaseDePrueba; r: ResultadoGenerar }> {
  const base = await abrirBaseDePrueba('pglite');
  const r = await generar({
    perfil: { ...PERFIL, via },
    semilla: SEMILLA,
    desde: DESDE,
    hoy: '2026-02-24',
    base,
    env: { DATA_DIR: mkdtempSync(join(directorioDeLaCorrida(), 'generador-')), JWT_SECRET: SECRETO_JWT_DE_PRUEBAS },
    reconstruir: async (b) => void (await new Proyecciones(b.db, new PostgresEventStore(b.db), PROYECTORES).reconstruir()),
    registro: (l) => process.env.GENERADOR_TRAZA && console.log(`${Math.round(performance.now())} ${l}`),
    arranque: 'minimo',
  });
  return { base, r };
}

/** The generator's events (the app's first-start seeding has random ids and no client address). */
const eventosGenerados = (db: Db) =>
  filas<{ stream_id: string; version: number; tipo: string; datos: unknown; metadata: unknown }>(
    db,
    sql`select stream_id, version, tipo, datos, metadata from eventos where metadata->>'ip' = '127.0.0.1' order by stream_id, version`,
  );

/** Read models a screen reads, without the columns dated by the append's clock. */
const modelos = async (db: Db) => ({
  sesiones: await filas(
    db,
    sql`select id, paciente_id, cobertura_id, linea_id, terapeuta_id, fecha, hora_inicio, estado, atrasada, fecha_evolucion, motivo_cancelacion, valor, copago, sede from sesiones order by id`,
  ),
  lineas: await filas(db, sql`select cobertura_id, id, servicio, cantidad, programadas from cobertura_lineas order by cobertura_id, id`),
  coberturas: await filas(db, sql`select id, codigo, formato, paciente_id, fecha, fecha_vencimiento, estado from coberturas order by id`),
  pacientes: await filas(db, sql`select id, codigo, primer_nombre, sede, estado from pacientes order by id`),
  copagos: await filas(db, sql`select id, monto, fecha from copagos order by id`),
  descargos: await filas(db, sql`select id, valor, fecha from descargos order by id`),
  salarios: await filas(db, sql`select usuario_id, usuario_nombre, sede from salarios order by usuario_id`),
});

describe('generador de datos a escala (issue 29)', () => {
  let incremental: { base: BaseDePrueba; r: ResultadoGenerar };
  let enBloque: { base: BaseDePrueba; r: ResultadoGenerar };

  beforeAll(async () => {
    incremental = await generarEn('comandos');
    enBloque = await generarEn('bloque');
  }, 900_000);
  afterAll(async () => {
    await incremental?.base.cerrar();
    await enBloque?.base.cerrar();
  });

  it('genera una red con sesiones, cancelaciones, evoluciones tarde, pacientes y coberturas, y la invariante de la bolsa se cumple', () => {
    const { resumen, verificacion } = incremental.r;
    expect(resumen.sesiones).toBeGreaterThan(20);
    expect(resumen.canceladas).toBeGreaterThan(0);
    expect(resumen.pacientes).toBeGreaterThan(3);
    expect(resumen.coberturas).toBeGreaterThan(3);
    expect(verificacion.lineas).toBeGreaterThan(3);
    expect(verificacion.lineasMal).toEqual([]);
    expect(verificacion.sesionesMal).toEqual([]);
    expect(enBloque.r.verificacion.lineasMal).toEqual([]);
    expect(enBloque.r.verificacion.sesionesMal).toEqual([]);
  });

  it('la misma semilla da el mismo registro de eventos, por el almacén o en bloque', async () => {
    const a = await eventosGenerados(incremental.base.db);
    const b = await eventosGenerados(enBloque.base.db);
    expect(a.length).toBe(incremental.r.resumen.eventos);
    expect(b).toEqual(a);
  });

  it('los modelos de lectura de la reconstrucción son los de los proyectores incrementales', async () => {
    const a = await modelos(incremental.base.db);
    expect(a.sesiones.length).toBe(incremental.r.resumen.sesiones);
    expect(await modelos(enBloque.base.db)).toEqual(a);
  });
});
