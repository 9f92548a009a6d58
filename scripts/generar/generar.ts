/**
 * `npm run generar -- --perfil pequeño|mediano|grande [--semilla N] [--desde AAAA-MM-DD]` (issue 29): fills the
 * database of the configuration (DATA_DIR, or DATABASE_URL) with a clinic network, deterministic from the seed.
 *  - pequeño: the real app is started in this process on that database (its own first-start seeding: roles, the
 *    main site, the administrator `admin`/`demo1234`, specialties, CIE-10, DIVIPOLA) and every decision is appended
 *    through its event store (optimistic versions checked, inline projections in the same transaction, the
 *    asynchronous projectors following), as the demo seed does;
 *  - mediano, grande: the same start, then the same decisions written straight to the events table in multi-row
 *    inserts, then `npm run projections:rebuild` projects them with the real projectors.
 * Then the check (verificar.ts). The database must be empty (a new DATA_DIR or database).
 */
import argon2 from 'argon2';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { leerConfiguracion, type Configuracion } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { eventos, sesiones } from '@avanti/libs/database/schema/index';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { sembrar } from '@avanti/api/acceso/siembra/siembra';
import { crearAplicacion } from '@avanti/api/aplicacion';
import { sembrarCoberturas } from '@avanti/api/coberturas/siembra/siembra-coberturas';
import { sumarDias } from '@avanti/api/programacion/sesion/domain/calendario';
import { generarMundo, type Resumen } from './mundo.js';
import { PERFILES, type Perfil } from './perfiles.js';
import { enBloque, porElAlmacen } from './sumideros.js';
import { verificar, type Verificacion } from './verificar.js';

export interface OpcionesGenerar {
  perfil: Perfil;
  semilla: number;
  desde: string;
  /** The generation's "today": sessions after it stay pending. Default: the end of the period. */
  hoy?: string;
  /** Settings (DATA_DIR / DATABASE_URL); the generator adds DEMO=0 and the administrator. */
  env?: NodeJS.ProcessEnv;
  /** An open database (the test's PGlite in memory); otherwise the configuration's. */
  base?: BaseDeDatos;
  /** How the bulk profiles are projected: the rebuild script (default), or a function (the test, in process). */
  reconstruir?: (base: BaseDeDatos) => Promise<void>;
  registro?: (linea: string) => void;
  /**
   * 'aplicacion' (default): the whole app's first start (CIE-10, DIVIPOLA...). 'minimo' (the test): only what the
   * generator needs (roles, main site, administrator, specialties) with the event store and projectors, without Nest.
   */
  arranque?: 'aplicacion' | 'minimo';
  /** false (`--sin-proyectar`): the bulk profiles stop after writing the events (project later with `npm run projections:rebuild`). */
  proyectar?: boolean;
}

export interface ResultadoGenerar {
  resumen: Resumen;
  segundos: { generacion: number; proyeccion: number; verificacion: number };
  verificacion: Verificacion;
}

/** Every generated user signs in with 'demo1234'; a fixed salt keeps the hash, and so the log, the same for a seed. */
const hashDeterminista = () =>
  argon2.hash('demo1234', { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1, salt: Buffer.from('avanti-generador') });

const miles = (n: number) => n.toLocaleString('es-CO');

export async function generar(o: OpcionesGenerar): Promise<ResultadoGenerar> {
  const registro = o.registro ?? ((l: string) => console.log(l));
  const hasta = sumarDias(o.desde, Math.round(o.perfil.anios * 365.25));
  const hoy = o.hoy ?? hasta;
  const config: Configuracion = leerConfiguracion({
    ...process.env,
    ...o.env,
    DEMO: '0',
    DEMO_PACIENTES: '0',
    ADMIN_USER: 'admin',
    ADMIN_PASSWORD: 'demo1234',
    JWT_SECRET: o.env?.JWT_SECRET ?? process.env.JWT_SECRET ?? randomBytes(48).toString('base64'),
    RESPALDO_HORA: 'no',
  });
  const base = o.base ?? (await conectarSegunConfiguracion(config));
  const [{ n: previos }] = await base.db.select({ n: count() }).from(eventos);
  if (Number(previos) > 0) throw new Error(`la base ya tiene ${previos} eventos: el generador llena una base vacía (otro DATA_DIR o otra base)`);
  // A partition for each year the events are dated in (decision 0049), so the backdated years do not pile up in the DEFAULT one.
  await base.db.execute(sql`select asegurar_particiones_eventos(${Number(o.desde.slice(0, 4))}::int, extract(year from now() at time zone 'UTC')::int + 1)`);

  const t0 = performance.now();
  // The app's own first start: roles, main site, administrator, specialties, CIE-10, DIVIPOLA.
  const reloj = relojFijo(`${o.desde}T12:00:00Z`);
  let store: PostgresEventStore;
  let proyecciones: Proyecciones;
  let cerrarArranque: () => Promise<void>;
  if (o.arranque === 'minimo') {
    store = new PostgresEventStore(base.db);
    proyecciones = new Proyecciones(base.db, store, PROYECTORES);
    proyecciones.conectarEnLinea();
    await sembrar({ store, db: base.db, config, reloj });
    await sembrarCoberturas({ store, db: base.db, reloj });
    cerrarArranque = async () => undefined;
  } else {
    const aplicacion = await crearAplicacion({ config, base, reloj, registros: false, proyeccionesEnProceso: true });
    ({ store, proyecciones } = aplicacion.infra);
    cerrarArranque = async () => {
      await aplicacion.app.close();
      await aplicacion.infra.cerrar();
    };
  }
  const passwordHash = await hashDeterminista();
  const bloque = o.perfil.via === 'bloque' ? enBloque(base.db) : null;
  const sumidero = bloque ?? porElAlmacen(store);
  let mes = '';
  const resumen = await generarMundo({
    perfil: o.perfil,
    semilla: o.semilla,
    desde: o.desde,
    hoy,
    passwordHash,
    sumidero,
    progreso: (fecha, r) => {
      if (fecha.slice(0, 7) === mes) return;
      mes = fecha.slice(0, 7);
      const s = (performance.now() - t0) / 1000;
      registro(
        `[generar] ${mes}  ${miles(r.eventos)} eventos  ${miles(r.sesiones)} sesiones  ${miles(r.pacientes)} pacientes  ${miles(Math.round(r.eventos / s))} eventos/s  ${s.toFixed(0)} s`,
      );
    },
  });
  if (bloque) await bloque.vaciar();
  if (!bloque) await proyecciones.ponerAlDia(600_000);
  await cerrarArranque();
  const generacion = (performance.now() - t0) / 1000;
  registro(
    `[generar] ${miles(resumen.eventos)} eventos (${miles(resumen.sesiones)} sesiones, ${miles(resumen.canceladas)} canceladas, ${miles(resumen.atrasadas)} evoluciones tarde, ${miles(resumen.pacientes)} pacientes, ${miles(resumen.coberturas)} órdenes y autorizaciones) en ${generacion.toFixed(1)} s`,
  );

  if (bloque && o.proyectar === false) {
    if (!o.base) await base.cerrar();
    registro('[generar] sin proyectar: `npm run projections:rebuild` con la misma configuración escribe los modelos de lectura');
    return { resumen, segundos: { generacion, proyeccion: 0, verificacion: 0 }, verificacion: { lineas: 0, lineasMal: [], muestra: 0, sesionesMal: [] } };
  }
  const t1 = performance.now();
  if (bloque) {
    registro('[generar] proyectando con los proyectores reales (reconstrucción)…');
    if (o.reconstruir) await o.reconstruir(base);
    else {
      if (!o.base) await base.cerrar(); // PGlite opens its directory from one process
      const r = spawnSync(process.execPath, [fileURLToPath(new URL('../../../../projections/dist/rebuild.js', import.meta.url))], {
        stdio: 'inherit',
        env: { ...process.env, ...o.env },
      });
      if (r.status !== 0) throw new Error('la reconstrucción falló');
    }
  }
  const proyeccion = (performance.now() - t1) / 1000;
  const t2 = performance.now();
  const abierta = bloque && !o.base && !o.reconstruir ? await conectarSegunConfiguracion(config) : base;
  const verificacion = await verificar(abierta.db, new PostgresEventStore(abierta.db));
  const [{ n: filasSesiones }] = await abierta.db.select({ n: count() }).from(sesiones);
  const verificacionS = (performance.now() - t2) / 1000;
  registro(
    `[generar] verificación: ${verificacion.lineas} líneas de bolsa, ${verificacion.lineasMal.length} con la invariante rota; ${verificacion.muestra} sesiones de muestra, ${verificacion.sesionesMal.length} distintas de su stream; ${miles(Number(filasSesiones))} filas en sesiones`,
  );
  if (!o.base) await abierta.cerrar();
  return { resumen, segundos: { generacion, proyeccion, verificacion: verificacionS }, verificacion };
}

/** `--solo-verificar`: the check alone, on a network already generated and projected (after `--sin-proyectar` and a rebuild). */
async function soloVerificar(): Promise<number> {
  const base = await conectarSegunConfiguracion(
    leerConfiguracion({ JWT_SECRET: randomBytes(48).toString('base64'), ...process.env, DEMO: '0', RESPALDO_HORA: 'no' }),
  );
  try {
    const t = performance.now();
    const v = await verificar(base.db, new PostgresEventStore(base.db));
    const [{ n }] = await base.db.select({ n: count() }).from(sesiones);
    console.log(
      `[generar] verificación: ${v.lineas} líneas de bolsa, ${v.lineasMal.length} con la invariante rota; ${v.muestra} sesiones de muestra, ${v.sesionesMal.length} distintas de su stream; ${miles(Number(n))} filas en sesiones; ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
    return v.lineasMal.length + v.sesionesMal.length ? 1 : 0;
  } finally {
    await base.cerrar();
  }
}

const esPrincipal = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (esPrincipal) {
  const { values } = parseArgs({
    options: {
      perfil: { type: 'string' },
      semilla: { type: 'string' },
      desde: { type: 'string' },
      hoy: { type: 'string' },
      'sin-proyectar': { type: 'boolean' },
      'solo-verificar': { type: 'boolean' },
    },
    strict: true,
  });
  if (values['solo-verificar']) process.exit(await soloVerificar());
  const perfil = PERFILES[values.perfil ?? ''];
  if (!perfil) {
    console.error('[generar] uso: npm run generar -- --perfil pequeño|mediano|grande [--semilla N] [--desde AAAA-MM-DD] [--sin-proyectar] | --solo-verificar');
    process.exit(2);
  }
  const semilla = Number(values.semilla ?? 29);
  // By default the period ends today (Bogotá): the last weeks' series reach into the future, pending.
  const hoyNegocio = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const desde = values.desde ?? sumarDias(hoyNegocio, -Math.round(perfil.anios * 365.25) + 28);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(desde) || !Number.isInteger(semilla)) {
    console.error('[generar] --desde AAAA-MM-DD y --semilla entera');
    process.exit(2);
  }
  try {
    const r = await generar({ perfil, semilla, desde, hoy: values.hoy ?? (values.desde ? undefined : hoyNegocio), proyectar: !values['sin-proyectar'] });
    const mal = r.verificacion.lineasMal.length + r.verificacion.sesionesMal.length;
    console.log(
      `[generar] listo: perfil ${perfil.nombre}, semilla ${semilla}, desde ${desde}; generación ${r.segundos.generacion.toFixed(0)} s, proyección ${r.segundos.proyeccion.toFixed(0)} s`,
    );
    process.exit(mal ? 1 : 0);
  } catch (error) {
    console.error(`[generar] ${(error as Error).message}`);
    process.exit(1);
  }
}
