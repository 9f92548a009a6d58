import { availableParallelism } from 'node:os';
import { ApiProcesosInvalido, conexionesPorProceso, procesosDeLaApi } from './procesos.js';

const servido = { databaseUrl: 'postgres://x@127.0.0.1/avanti', redisUrl: 'redis://127.0.0.1:6379' };

describe('API_PROCESOS (decisión 0050)', () => {
  it('en el modo servido con Redis: uno por núcleo menos uno por defecto (al menos 1), o los pedidos', () => {
    expect(procesosDeLaApi(servido, {})).toEqual({ cantidad: Math.max(1, availableParallelism() - 1) });
    expect(procesosDeLaApi(servido, { API_PROCESOS: ' ' })).toEqual({ cantidad: Math.max(1, availableParallelism() - 1) });
    expect(procesosDeLaApi(servido, { API_PROCESOS: '1' })).toEqual({ cantidad: 1 });
    expect(procesosDeLaApi(servido, { API_PROCESOS: '3' })).toEqual({ cantidad: 3 });
  });

  it('embebido o sin Redis: un proceso, y dice por qué si se pidieron más', () => {
    expect(procesosDeLaApi({}, {})).toEqual({ cantidad: 1, ignorado: undefined });
    expect(procesosDeLaApi({}, { API_PROCESOS: '4' }).ignorado).toMatch(/modo embebido: PGlite es de un solo proceso/);
    expect(procesosDeLaApi({ databaseUrl: servido.databaseUrl }, { API_PROCESOS: '4' })).toMatchObject({
      cantidad: 1,
      ignorado: expect.stringMatching(/sin REDIS_URL/),
    });
    expect(procesosDeLaApi({}, { API_PROCESOS: '1' }).ignorado).toBeUndefined();
  });

  it('un valor que no es un entero entre 1 y 256 detiene el arranque con el motivo', () => {
    for (const valor of ['0', '-2', '1.5', 'dos', '257']) {
      expect(() => procesosDeLaApi(servido, { API_PROCESOS: valor })).toThrow(ApiProcesosInvalido);
    }
    expect(() => procesosDeLaApi(servido, { API_PROCESOS: 'dos' })).toThrow("API_PROCESOS debe ser un número entero entre 1 y 256 (se recibió 'dos')");
  });

  it('el pool: 20 con un proceso; unas 40 repartidas con varios, nunca menos de 3', () => {
    expect(conexionesPorProceso(1)).toBe(20);
    expect(conexionesPorProceso(2)).toBe(20);
    expect(conexionesPorProceso(4)).toBe(10);
    expect(conexionesPorProceso(32)).toBe(3);
  });
});
