import { textoDeBusqueda } from '@avanti/libs/database/normalizar';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { conectar, type BaseDeDatos } from '@avanti/libs/database/conexion';
import { eps } from '@avanti/libs/database/schema/index';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { iniciarTrabajador, type Trabajador } from '@avanti/libs/jobs/cola-bullmq';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { procesadoresDeArchivos } from '@avanti/libs/exportaciones/procesadores';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { motoresDisponibles, soloEn, redisDisponible, type BaseDePrueba } from '../support/bases-de-datos.js';
import { descargar, esperarExportacion, leerLibro } from './ayudas.js';

/**
 * The served mode's jobs: the api enqueues on Redis (REDIS_URL) and a BullMQ worker runs the same
 * processors; finally the real `workers` process (workers/src/main.ts) on PostgreSQL. Every run uses
 * its own key prefix, removed at the end.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hayRedis = await redisDisponible();
const motores = await motoresDisponibles();
if (!hayRedis) console.warn('[exportaciones] Redis no responde en 127.0.0.1:6379: se omiten las pruebas con BullMQ');

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const reloj = relojFijo('2026-11-22T15:00:00Z');
const prefijos: string[] = [];
const nuevoPrefijo = () => {
  const p = `avanti-prueba-${randomBytes(5).toString('hex')}`;
  prefijos.push(p);
  return p;
};

afterAll(async () => {
  if (!hayRedis || prefijos.length === 0) return;
  const redis = new Redis(REDIS_URL);
  try {
    for (const prefijo of prefijos) {
      const claves = await redis.keys(`${prefijo}:*`);
      if (claves.length) await redis.del(...claves);
      expect(await redis.keys(`${prefijo}:*`)).toEqual([]);
    }
  } finally {
    redis.disconnect();
  }
});

/** The worker's own connection, event store and inline projections, as workers/src/main.ts builds them. */
async function baseDelTrabajador(app: AppDePrueba): Promise<{ base: BaseDeDatos; store: PostgresEventStore; propia: boolean }> {
  const url = (app.infra.base as BaseDePrueba).url;
  if (!url) return { base: app.infra.base, store: app.infra.store, propia: false }; // PGlite in memory: one process only
  const base = await conectar({ databaseUrl: url, maxConexiones: 4 });
  const store = new PostgresEventStore(base.db);
  new Proyecciones(base.db, store, PROYECTORES).conectarEnLinea();
  return { base, store, propia: true };
}

(hayRedis ? describe.each(motores) : describe.skip.each(motores))('exportación a Excel con BullMQ en %s', (motor) => {
  const prefijo = nuevoPrefijo();
  let app: AppDePrueba;
  let admin: string;
  let trabajador: Trabajador | null = null;
  let delTrabajador: Awaited<ReturnType<typeof baseDelTrabajador>> | null = null;

  const iniciarTrabajadorDePrueba = async () => {
    delTrabajador = await baseDelTrabajador(app);
    trabajador = await iniciarTrabajador({
      redisUrl: REDIS_URL,
      prefijo,
      procesadores: procesadoresDeArchivos({
        db: delTrabajador.base.db,
        store: delTrabajador.store,
        reloj,
        directorioArchivos: app.infra.config.directorioArchivos, // the shared files volume
        motorPdf: new MotorPdf({ rutaChromium: app.infra.config.rutaChromium }), // never launched: no PDF job here
      }),
    });
  };
  const detenerTrabajadorDePrueba = async () => {
    await trabajador?.cerrar();
    trabajador = null;
    if (delTrabajador?.propia) await delTrabajador.base.cerrar();
    delTrabajador = null;
  };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj, env: { REDIS_URL, QUEUE_PREFIX: prefijo } });
    admin = await app.ingresar('admin');
  });

  afterAll(async () => {
    await detenerTrabajadorDePrueba();
    await app?.cerrar();
  });

  it('encola en Redis; sin worker queda pendiente (409 al descargar); un worker BullMQ la procesa', async () => {
    // The Redis queue (measured for /metrics, so not the bare ColaBullmq): only it answers whether Redis is there.
    expect(await app.infra.cola.disponible?.()).toBe(true);
    const { status, body } = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { q: 'EPS' } });
    expect(status).toBe(201);
    expect(await app.infra.cola.info(body.id)).toEqual({ estado: 'pendiente', progreso: 0 });
    expect(await app.infra.cola.info(randomUUID())).toBeNull();
    expect((await app.http.get(`/api/exportaciones/${body.id}`).set('Authorization', admin)).body).toEqual({
      id: body.id,
      recurso: 'eps',
      estado: 'pendiente',
      progreso: 0,
    });
    const pronto = await app.http.get(`/api/exportaciones/${body.id}/archivo`).set('Authorization', admin);
    expect(pronto.status).toBe(409);
    expect(pronto.body.mensaje).toBe('La exportación aún no ha terminado. Espere a que se complete para descargar el archivo.');

    await iniciarTrabajadorDePrueba();
    const estado = await esperarExportacion(app, admin, body.id);
    expect(estado).toEqual({ id: body.id, recurso: 'eps', estado: 'completado', progreso: 100, nombreArchivo: 'aseguradoras-2026-11-22.xlsx', filas: 3 });
    expect(await app.infra.cola.info(body.id)).toEqual({ estado: 'completado', progreso: 100 });

    const res = await descargar(app, admin, body.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { nombreHoja, filas, negrita } = await leerLibro(res.body as Buffer);
    expect(nombreHoja).toBe('Aseguradoras');
    expect(negrita).toBe(true);
    expect(filas).toEqual([
      ['Nombre', 'Nombre corto', 'NIT', 'Estado', 'Tipo', 'Régimen'],
      ['COOSALUD EPS S.A.', 'COOSALUD', '900226715-3', 'Activa', 'EPS', 'Subsidiado'],
      ['EPS SANITAS S.A.S.', 'SANITAS', '800251440-6', 'Activa', 'EPS', 'Contributivo'],
      ['NUEVA EPS S.A.', 'NUEVA EPS', '900156264-2', 'Activa', 'EPS', 'Ambos'],
    ]);
  });

  it('una exportación grande se escribe por páginas e informa su progreso en porcentaje', async () => {
    // A volume fixture written straight into the insurers' read model (registering 2,500 insurers
    // through events takes most of a minute here); the worker reads read models, nothing else.
    const TOTAL = 2_500;
    await app.infra.base.db.insert(eps).values(
      Array.from({ length: TOTAL }, (_, i) => {
        const n = String(i + 1).padStart(4, '0');
        const nombre = `ASEGURADORA MASIVA ${n}`;
        const nombreCorto = `MAS ${n}`;
        // The search column as the insurers' projector writes it.
        return {
          id: randomUUID(),
          nombre,
          nombreCorto,
          busqueda: textoDeBusqueda(nombre, nombreCorto),
          nit: null,
          tipo: 3,
          regimen: null,
          estado: 1,
          registradaEn: reloj.ahora(),
        };
      }),
    );

    const progresos: number[] = [];
    trabajador!.worker.on('progress', (_trabajo, p) => progresos.push(Number(p)));
    const { body } = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { q: 'masiva' } });
    expect(await esperarExportacion(app, admin, body.id)).toMatchObject({ estado: 'completado', filas: TOTAL });

    expect(progresos[progresos.length - 1]).toBe(100);
    expect(progresos.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...progresos].sort((a, b) => a - b)).toEqual(progresos);

    const { filas } = await leerLibro((await descargar(app, admin, body.id)).body as Buffer);
    expect(filas).toHaveLength(TOTAL + 1);
    expect(filas[1]).toEqual(['ASEGURADORA MASIVA 0001', 'MAS 0001', '', 'Activa', 'Póliza', '']);
    expect(filas[TOTAL]).toEqual(['ASEGURADORA MASIVA 2500', 'MAS 2500', '', 'Activa', 'Póliza', '']);
    await detenerTrabajadorDePrueba();
  });

  soloEn(motor, 'postgres')('el proceso workers (workers/src/main.ts) procesa lo que la api encola, y se apaga con SIGTERM', async () => {
    const url = (app.infra.base as BaseDePrueba).url!;
    const proceso = spawn(process.execPath, ['--import', './test/exportaciones/ts-en-node.mjs', 'workers/src/main.ts'], {
      cwd: RAIZ,
      env: {
        PATH: process.env.PATH,
        TZ: 'America/Bogota',
        DATABASE_URL: url,
        REDIS_URL,
        QUEUE_PREFIX: prefijo,
        FILES_DIR: app.infra.config.directorioArchivos,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const salida: string[] = [];
    proceso.stdout!.on('data', (c: Buffer) => salida.push(c.toString()));
    proceso.stderr!.on('data', (c: Buffer) => salida.push(c.toString()));
    const fin = new Promise<number | null>((resolver) => proceso.once('exit', (codigo) => resolver(codigo)));
    try {
      await esperarTexto(proceso, salida, '[avanti] workers en la cola archivos');
      const { body } = await app.http
        .post('/api/exportaciones')
        .set('Authorization', admin)
        .send({ recurso: 'eps', filtro: { q: 'sanitas' } });
      const estado = await esperarExportacion(app, admin, body.id);
      expect(estado).toMatchObject({ estado: 'completado', filas: 2 });
      // Its own clock: the Bogotá date of today.
      expect(estado.nombreArchivo).toMatch(/^aseguradoras-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const { filas } = await leerLibro((await descargar(app, admin, body.id)).body as Buffer);
      expect(filas.map((f) => f[0])).toEqual(['Nombre', 'COLSANITAS MEDICINA PREPAGADA', 'EPS SANITAS S.A.S.']);
    } finally {
      proceso.kill('SIGTERM');
    }
    expect(await fin).toBe(0);
    expect(salida.join('')).toContain('SIGTERM');
  });
});

// Its own apps, after the suites above have closed theirs: two Nest apps alive in one process share
// passport's 'jwt' strategy (the last one created validates every token), so they must not overlap.
(hayRedis ? describe.each(motores) : describe.skip.each(motores))('exportación a Excel con BullMQ dentro de la api en %s', (motor) => {
  it('con TRABAJOS_EN_PROCESO=1 la api corre también el worker', async () => {
    const sola = await iniciarAppDePrueba(motor, { reloj, env: { REDIS_URL, QUEUE_PREFIX: nuevoPrefijo(), TRABAJOS_EN_PROCESO: '1' } });
    try {
      const token = await sola.ingresar('admin');
      const { body } = await sola.http
        .post('/api/exportaciones')
        .set('Authorization', token)
        .send({ recurso: 'eps', filtro: { tipo: 2 } });
      expect(await esperarExportacion(sola, token, body.id)).toMatchObject({ estado: 'completado', filas: 2 });
      expect((await descargar(sola, token, body.id)).status).toBe(200);
    } finally {
      await sola.cerrar();
    }
  });
});

async function esperarTexto(proceso: ChildProcess, salida: string[], texto: string, esperaMs = 30_000): Promise<void> {
  const limite = Date.now() + esperaMs;
  while (!salida.join('').includes(texto)) {
    if (proceso.exitCode !== null) throw new Error(`El proceso terminó (${proceso.exitCode}): ${salida.join('')}`);
    if (Date.now() > limite) throw new Error(`El proceso no dijo "${texto}": ${salida.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
