/**
 * Sign-in throttling (issue 8 item 5): nobody can lock an account, the administrator's included.
 * Failures slow down the account and address pair (a growing wait, a Spanish 429 with Retry-After),
 * the address alone only after many more (a clinic shares one address), the account alone never for a
 * right password from a clean address; one burst leaves a bounded number of audit events. The same
 * suite runs on the in-memory limiter and on Redis (replicas share the counts).
 */
import { randomUUID } from 'node:crypto';
import { LIMITES_INGRESO, LimitadorRedis } from '@avanti/libs/acceso/limitador-ingresos';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { redisDisponible } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const hayRedis = await redisDisponible();
if (!hayRedis && process.env.CI) throw new Error('Redis no responde en 127.0.0.1:6379');
const limitadores: ('memoria' | 'redis')[] = hayRedis ? ['memoria', 'redis'] : ['memoria'];

const { par, direccion, cuenta } = LIMITES_INGRESO;

describe.each(limitadores)('Límite de intentos de ingreso (limitador en %s)', (limitador) => {
  let app: AppDePrueba;
  let ahora = Date.parse('2026-03-02T15:00:00Z');
  const reloj: Reloj = { ahora: () => new Date(ahora) };
  const esperar = (segundos: number) => (ahora += segundos * 1000);
  const ingresar = (usuario: string, password: string, ip: string) =>
    app.http.post('/api/auth/login').set('x-forwarded-for', ip).send({ usuario, password });
  const fallosEnAuditoria = async (usuario: string) => {
    await app.infra.proyecciones.ponerAlDia();
    const res = await app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify({ tipo: 'IngresoFallido', registroId: usuario }), sort: JSON.stringify(['posicion', 'ASC']), range: '[0,199]' })
      .set('authorization', await app.ingresar('admin'));
    return (res.body as { registroId: string; descripcion: string }[]).filter((e) => e.registroId === usuario);
  };

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = { TRUST_PROXY: 'loopback' };
    if (limitador === 'redis') Object.assign(env, { REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: `avanti-prueba-${randomUUID()}` });
    app = await iniciarAppDePrueba('pglite', { reloj, env });
  });
  afterAll(() => app.cerrar());

  it('los fallos de otra dirección no bloquean al administrador: entra con su contraseña desde una dirección limpia', async () => {
    for (let i = 0; i < par.libres; i++) expect((await ingresar('admin', 'equivocada', '10.1.0.66')).status).toBe(401);
    const frenado = await ingresar('admin', 'demo1234', '10.1.0.66');
    expect(frenado.status).toBe(429);
    expect(frenado.body).toEqual({ mensaje: 'Demasiados intentos fallidos. Espere 5 segundos e intente de nuevo.' });
    expect(frenado.headers['retry-after']).toBe('5');
    expect((await ingresar('admin', 'demo1234', '10.1.0.1')).status).toBe(200);
  });

  it('la espera crece con cada fallo (5 s, 10 s, 20 s) y termina: luego la contraseña correcta entra desde la misma dirección', async () => {
    const ip = '10.2.0.7';
    for (let i = 0; i < par.libres; i++) await ingresar('rol7', 'equivocada', ip);
    const esperas: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await ingresar('rol7', 'equivocada', ip);
      expect(res.status).toBe(429);
      esperas.push(res.headers['retry-after']);
      // Asking again before the wait is over changes nothing.
      expect((await ingresar('rol7', 'equivocada', ip)).headers['retry-after']).toBe(res.headers['retry-after']);
      esperar(Number(res.headers['retry-after']));
      expect((await ingresar('rol7', 'equivocada', ip)).status).toBe(401);
    }
    expect(esperas).toEqual(['5', '10', '20']);
    const larga = await ingresar('rol7', 'demo1234', ip);
    expect(larga.status).toBe(429);
    expect(larga.headers['retry-after']).toBe('40');
    esperar(40);
    expect((await ingresar('rol7', 'demo1234', ip)).status).toBe(200);
    // The right password clears the pair: the next typo is free again.
    expect((await ingresar('rol7', 'equivocada', ip)).status).toBe(401);
    expect((await ingresar('rol7', 'demo1234', ip)).status).toBe(200);
  });

  it('una clínica detrás de una dirección: 20 fallos de varios usuarios no dejan por fuera a los demás; solo muchos más frenan la dirección, y no a otra', async () => {
    const clinica = '10.3.0.1';
    for (let i = 0; i < 20; i++) expect((await ingresar(`nadie${i}`, 'x', clinica)).status).toBe(401);
    expect((await ingresar('rol13', 'demo1234', clinica)).status).toBe(200);
    for (let i = 20; i < direccion.libres; i++) expect((await ingresar(`nadie${i}`, 'x', clinica)).status).toBe(401);
    const frenada = await ingresar('rol13', 'demo1234', clinica);
    expect(frenada.status).toBe(429);
    expect(frenada.headers['retry-after']).toBe('1');
    expect((await ingresar('rol13', 'demo1234', '10.3.0.2')).status).toBe(200);
    esperar(1);
    expect((await ingresar('rol13', 'demo1234', clinica)).status).toBe(200);
  });

  it('adivinar desde muchas direcciones frena la cuenta, salvo la contraseña correcta desde una dirección sin fallos', async () => {
    for (let i = 0; i < cuenta.libres; i++) expect((await ingresar('rol14', 'equivocada', `10.4.${i}.1`)).status).toBe(401);
    // From an address that failed, the account waits, whatever the password (nothing to learn from the answer).
    for (const password of ['demo1234', 'otra']) {
      const res = await ingresar('rol14', password, '10.4.0.1');
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await ingresar('rol14', 'demo1234', '10.4.200.1')).status).toBe(200);
    // A wrong guess from a clean address is one failure like any other.
    expect((await ingresar('rol14', 'equivocada', '10.4.201.1')).status).toBe(401);
    expect((await ingresar('rol14', 'demo1234', '10.4.201.1')).status).toBe(429);
  });

  it('una racha deja en la auditoría sus primeros fallos y uno que dice que se frenó, no uno por intento', async () => {
    const ip = '10.5.0.9';
    let intentos = 0;
    for (let i = 0; i < 40; i++) {
      const res = await ingresar('rol10', 'equivocada', ip);
      if (res.status === 429) esperar(Number(res.headers['retry-after']));
      else intentos++;
    }
    expect(intentos).toBeGreaterThan(par.libres + 10);
    const eventos = await fallosEnAuditoria('rol10');
    expect(eventos).toHaveLength(par.libres);
    expect(eventos.at(-1)!.descripcion).toBe(
      'Intento de ingreso fallido para rol10 (contraseña incorrecta); 5 intentos seguidos: ingreso frenado 5 s, los siguientes fallos de la racha no se registran uno a uno',
    );
    expect(eventos[0].descripcion).toBe('Intento de ingreso fallido para rol10 (contraseña incorrecta)');
    // Half an hour of quiet ends the burst: the next failure is recorded again.
    esperar(31 * 60);
    expect((await ingresar('rol10', 'equivocada', ip)).status).toBe(401);
    expect(await fallosEnAuditoria('rol10')).toHaveLength(par.libres + 1);
  });
});

(hayRedis ? describe : describe.skip)('Límite de intentos compartido en Redis', () => {
  it('dos réplicas comparten la cuenta de fallos; limpiar un par no toca los demás', async () => {
    const prefijo = `avanti-prueba-${randomUUID()}`;
    const ahora = () => Date.parse('2026-03-02T15:00:00Z');
    const replica1 = new LimitadorRedis('redis://127.0.0.1:6379', prefijo, ahora);
    const replica2 = new LimitadorRedis('redis://127.0.0.1:6379', prefijo, ahora);
    try {
      const claves = [
        { tipo: 'par' as const, valor: 'rol8|10.0.0.1' },
        { tipo: 'direccion' as const, valor: '10.0.0.1' },
      ];
      for (let i = 0; i < 3; i++) await replica1.registrarFallo(claves);
      expect(await replica2.registrarFallo(claves)).toEqual([4, 4]);
      expect((await replica1.estado(claves)).map((e) => e.fallos)).toEqual([4, 4]);
      await replica2.limpiar([claves[0]]);
      expect((await replica1.estado(claves)).map((e) => e.fallos)).toEqual([0, 4]);
    } finally {
      await replica1.cerrar();
      await replica2.cerrar();
    }
  });
});
