/**
 * Sessions the server can end (issue 23 item 10): signing out revokes the token at once, a token unused for
 * more than 15 minutes answers 401 (sliding expiry on the server), and the admin's token travels in an
 * httpOnly, SameSite=Strict cookie whose state-changing requests need the CSRF header. Bearer tokens keep
 * working for API clients. The same suite runs on the in-memory store and on Redis, where two api processes
 * share the sessions: a sign-out in one ends the token in the other.
 */
import { randomUUID } from 'node:crypto';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { redisDisponible } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const hayRedis = await redisDisponible();
if (!hayRedis && process.env.CI) throw new Error('Redis no responde en 127.0.0.1:6379');
const almacenes: ('memoria' | 'redis')[] = hayRedis ? ['memoria', 'redis'] : ['memoria'];

const MINUTO = 60_000;

describe.each(almacenes)('Cierre de sesión e inactividad (sesiones en %s)', (almacen) => {
  let app: AppDePrueba;
  let ahora = Date.parse('2026-03-02T15:00:00Z');
  const relojDeInactividad: Reloj = { ahora: () => new Date(ahora) };
  const env: NodeJS.ProcessEnv = {};
  const permisos = (token: string, en = app) => en.http.get('/api/auth/permisos').set('authorization', token);
  const semana = (token: string) =>
    app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ sede: 'principal', desde: '2026-03-02', hasta: '2026-03-08' }) })
      .set('authorization', token);

  beforeAll(async () => {
    if (almacen === 'redis') Object.assign(env, { REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: `avanti-prueba-${randomUUID()}` });
    app = await iniciarAppDePrueba('pglite', { relojDeInactividad, env });
  });
  afterAll(() => app.cerrar());

  it('cerrar sesión revoca el token en el acto; las otras sesiones del usuario siguen', async () => {
    const token = await app.ingresar('admin');
    const otra = await app.ingresar('admin');
    expect((await permisos(token)).status).toBe(200);
    const salida = await app.http.post('/api/auth/logout').set('authorization', token);
    expect(salida.status).toBe(200);
    expect(salida.body).toEqual({ mensaje: 'Sesión cerrada' });
    const despues = await permisos(token);
    expect(despues.status).toBe(401);
    expect(despues.body.mensaje).toBe('Sesión no válida o expirada. Inicie sesión de nuevo.');
    expect((await permisos(otra)).status).toBe(200);
  });

  it('un token revocado falla en el acto aunque su usuario y la semana del calendario estén en memoria', async () => {
    const token = await app.ingresar('admin');
    for (let i = 0; i < 3; i++) expect((await semana(token)).status).toBe(200);
    await app.http.post('/api/auth/logout').set('authorization', token);
    expect((await semana(token)).status).toBe(401);
  });

  it('un token sin usar más de 15 minutos responde 401; usarlo antes renueva el plazo', async () => {
    const token = await app.ingresar('rol2');
    ahora += 14 * MINUTO;
    expect((await permisos(token)).status).toBe(200);
    ahora += 14 * MINUTO;
    expect((await permisos(token)).status).toBe(200);
    ahora += 15 * MINUTO + 1_000;
    expect((await permisos(token)).status).toBe(401);
    // Used again within the limit, it would not come back.
    ahora += MINUTO;
    expect((await permisos(token)).status).toBe(401);
    expect((await permisos(await app.ingresar('rol2'))).status).toBe(200);
  });

  it('el administrador recibe una cookie httpOnly SameSite=Strict en lugar del token, y sus cambios piden la cabecera CSRF', async () => {
    const login = await app.http.post('/api/auth/login').set('X-Avanti-CSRF', '1').send({ usuario: 'admin', password: 'demo1234' });
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('token');
    expect(login.body.usuario).toMatchObject({ usuario: 'admin' });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('avanti_sesion='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/api/i);
    const galleta = cookie.split(';')[0];

    expect((await app.http.get('/api/auth/permisos').set('cookie', galleta)).status).toBe(200);
    const sinCabecera = await app.http.post('/api/roles').set('cookie', galleta).send({ nombre: 'Rol por sitio ajeno' });
    expect(sinCabecera.status).toBe(403);
    expect(sinCabecera.body.mensaje).toBe('Solicitud rechazada: falta la cabecera de seguridad X-Avanti-CSRF.');
    const conCabecera = await app.http.post('/api/roles').set('cookie', galleta).set('X-Avanti-CSRF', '1').send({ nombre: 'Rol desde el administrador' });
    expect(conCabecera.status).toBe(201);

    const salida = await app.http.post('/api/auth/logout').set('cookie', galleta).set('X-Avanti-CSRF', '1');
    expect(salida.status).toBe(200);
    expect((salida.headers['set-cookie'] as unknown as string[]).some((c) => /^avanti_sesion=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect((await app.http.get('/api/auth/permisos').set('cookie', galleta)).status).toBe(401);

    // API clients keep the token in the body and the Bearer header, without cookie or CSRF header.
    const cliente = await app.http.post('/api/auth/login').send({ usuario: 'admin', password: 'demo1234' });
    expect(cliente.body.token).toEqual(expect.any(String));
    expect(cliente.headers['set-cookie']).toBeUndefined();
    expect((await app.http.post('/api/roles').set('authorization', `Bearer ${cliente.body.token}`).send({ nombre: 'Rol desde un cliente' })).status).toBe(201);
  });

  it('cerrar sesión con un token ajeno, vencido o basura responde igual y no revoca nada más', async () => {
    const token = await app.ingresar('admin');
    for (const basura of ['Bearer x', 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`, 'Basic YWRtaW46ZGVtbzEyMzQ=']) {
      const res = await app.http.post('/api/auth/logout').set('authorization', basura).send({ a: 'b' });
      expect({ basura: basura.slice(0, 20), status: res.status, body: res.body }).toEqual({
        basura: basura.slice(0, 20),
        status: 200,
        body: { mensaje: 'Sesión cerrada' },
      });
    }
    expect((await app.http.post('/api/auth/logout').set('cookie', 'avanti_sesion=%00%ff')).status).toBe(200);
    expect((await permisos(token)).status).toBe(200);
  });

  if (almacen === 'redis') {
    it('con varias réplicas de la api, cerrar sesión en una termina el token en la otra', async () => {
      const replica = await iniciarAppDePrueba('pglite', { relojDeInactividad, env });
      try {
        const token = await app.ingresar('admin');
        expect((await permisos(token, replica)).status).toBe(200);
        expect((await replica.http.post('/api/auth/logout').set('authorization', token)).status).toBe(200);
        expect((await permisos(token, app)).status).toBe(401);
      } finally {
        await replica.cerrar();
      }
    });
  }
});
