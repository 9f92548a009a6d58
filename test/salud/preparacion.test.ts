import { ServiceUnavailableException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJE_COLA_NO_DISPONIBLE } from '@avanti/libs/jobs/cola-de-trabajos';
import { SolicitarExportacion } from '@avanti/api/exportaciones/commands/solicitar-exportacion/solicitar-exportacion.command';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { RedisDesechable } from './redis-desechable.js';

/**
 * Liveness and readiness of the api served with Redis (REDIS_URL), through a Redis outage: this test's own
 * redis-server, stopped and started again on the same port (the shared one on 6379 is never touched).
 */
describe('salud: vivo y listo ante una caída de Redis', () => {
  let redis: RedisDesechable;
  let app: AppDePrueba;

  beforeAll(async () => {
    redis = await RedisDesechable.iniciar();
    app = await iniciarAppDePrueba('pglite', { env: { REDIS_URL: redis.url, QUEUE_PREFIX: `salud-${randomUUID()}` } });
  });

  afterAll(async () => {
    await redis?.arrancar().catch(() => undefined); // the app closes its queue against a live Redis
    await app?.cerrar();
    await redis?.detener();
  });

  const esperarEstado = async (codigo: number, plazoMs: number) => {
    const limite = Date.now() + plazoMs;
    for (;;) {
      const res = await app.http.get('/api/health/listo');
      if (res.status === codigo || Date.now() > limite) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** What the export button does, as a signed-in manager of insurers (the session store shares the stopped Redis). */
  const solicitarExportacion = () =>
    app.app.get(CommandBus).execute(
      new SolicitarExportacion(
        { recurso: 'eps', filtro: {} },
        {
          usuario: { id: randomUUID(), usuario: 'admin', nombres: 'Ana', apellidos: 'Gómez', rol: 1, sede: '1', permisos: new Set(['mantenimiento.eps']) },
          correlacionId: randomUUID(),
          causacionId: null,
          ip: null,
        },
      ),
    );

  it('listo responde 503 sin Redis y la exportación un 503 en español al instante; vuelve a 200 cuando Redis vuelve', async () => {
    expect((await app.http.get('/api/health/vivo')).body).toEqual({ status: 'ok' });
    const antes = await app.http.get('/api/health/listo');
    expect(antes.status).toBe(200);
    expect(antes.body).toMatchObject({ status: 'ok', baseDeDatos: 'ok', redis: 'ok' });

    await redis.detener();
    const caido = await esperarEstado(503, 3_000);
    expect(caido.status).toBe(503);
    expect(caido.body).toMatchObject({ status: 'no-listo', baseDeDatos: 'ok', redis: 'caido' });
    expect(JSON.stringify(caido.body)).not.toMatch(/ECONNREFUSED|Error|6379|127\.0\.0\.1/);
    // Liveness does not depend on Redis: an orchestrator must not restart a process Redis left behind.
    const vivo = await app.http.get('/api/health/vivo');
    expect([vivo.status, vivo.body]).toEqual([200, { status: 'ok' }]);

    const inicio = Date.now();
    const fallo = await solicitarExportacion().then(
      () => null,
      (error: unknown) => error,
    );
    expect(Date.now() - inicio).toBeLessThan(2_500);
    expect(fallo).toBeInstanceOf(ServiceUnavailableException);
    expect((fallo as ServiceUnavailableException).getResponse()).toEqual({ mensaje: MENSAJE_COLA_NO_DISPONIBLE });
    expect(MENSAJE_COLA_NO_DISPONIBLE).toBe('El servicio de reportes no está disponible; intente en unos minutos');

    await redis.arrancar();
    const devuelta = await esperarEstado(200, 15_000);
    expect(devuelta.status).toBe(200);
    expect(devuelta.body).toMatchObject({ status: 'ok', redis: 'ok' });
    await expect(solicitarExportacion()).resolves.toMatchObject({ id: expect.any(String), recurso: 'eps', estado: 'pendiente' });
  }, 60_000);

  it('sin REDIS_URL, listo no pregunta por Redis', async () => {
    const embebida = await iniciarAppDePrueba('pglite');
    try {
      const res = await embebida.http.get('/api/health/listo');
      expect([res.status, res.body.redis, res.body.baseDeDatos]).toEqual([200, 'no-configurado', 'ok']);
    } finally {
      await embebida.cerrar();
    }
  });
});
