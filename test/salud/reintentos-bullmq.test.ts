import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { MENSAJE_FALLA_EXPORTACION } from '@avanti/libs/exportaciones/contrato';
import { procesadoresDeArchivos } from '@avanti/libs/exportaciones/procesadores';
import { iniciarTrabajador, type Trabajador } from '@avanti/libs/jobs/cola-bullmq';
import { MotorPdf } from '@avanti/libs/pdf/motor-pdf';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { redisDisponible } from '../support/bases-de-datos.js';
import { esperarExportacion } from '../exportaciones/ayudas.js';

/**
 * Jobs that fail for a passing reason are retried by BullMQ (real queue on the shared Redis, under this run's own
 * key prefix, removed at the end): an export whose first attempt cannot write its file completes on the retry,
 * and the person never sees the first failure.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hayRedis = await redisDisponible();
const prefijo = `avanti-prueba-${randomBytes(5).toString('hex')}`;
const reloj = relojFijo('2026-11-22T15:00:00Z');

(hayRedis ? describe : describe.skip)('trabajos con reintentos en BullMQ', () => {
  let app: AppDePrueba;
  let admin: string;
  let trabajador: Trabajador | null = null;

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj, env: { REDIS_URL, QUEUE_PREFIX: prefijo } });
    admin = await app.ingresar('admin');
  });

  afterAll(async () => {
    await trabajador?.cerrar();
    await app?.cerrar();
    const redis = new Redis(REDIS_URL);
    try {
      const claves = await redis.keys(`${prefijo}:*`);
      if (claves.length) await redis.del(...claves);
    } finally {
      redis.disconnect();
    }
  });

  it('una exportación que falla una vez se reintenta con espera y termina completada', async () => {
    const directorio = app.infra.config.directorioArchivos;
    // A file where the exports folder goes: the first attempt cannot create it (a full or remounting volume).
    mkdirSync(directorio, { recursive: true });
    const estorbo = join(directorio, 'exportaciones');
    writeFileSync(estorbo, '');
    const fallos: { intento: number; final: boolean; mensaje: string }[] = [];
    trabajador = await iniciarTrabajador({
      redisUrl: REDIS_URL,
      prefijo,
      procesadores: procesadoresDeArchivos({
        db: app.infra.base.db,
        store: app.infra.store,
        reloj,
        directorioArchivos: directorio,
        motorPdf: new MotorPdf({ rutaChromium: app.infra.config.rutaChromium }), // never launched: no PDF job here
      }),
      alFallar: (t, error) => {
        fallos.push({ intento: t.intento, final: t.final, mensaje: error.message });
        rmSync(estorbo, { force: true }); // the volume is back before the retry
      },
    });
    expect(trabajador.estado()).toEqual({ redis: 'conectado', ultimoTrabajo: null });

    const { status, body } = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { q: 'EPS' } });
    expect(status).toBe(201);
    const estado = await esperarExportacion(app, admin, body.id, 30_000);
    expect(estado).toMatchObject({ estado: 'completado', progreso: 100, filas: 3 });
    // The failed attempt logs the job's Spanish reason (no path, no query): what workers/src/main.ts prints.
    expect(fallos).toEqual([{ intento: 1, final: false, mensaje: MENSAJE_FALLA_EXPORTACION }]);
    expect(trabajador.estado().ultimoTrabajo).toMatchObject({ estado: 'completado' });
  }, 60_000);
});
