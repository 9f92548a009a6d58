/**
 * Sign-in rate limit (issue 3): per user and per address, a Spanish 429, failures recorded as events;
 * the window ends with the clock. With Redis, two api replicas share the counts.
 */
import { randomUUID } from 'node:crypto';
import { LimitadorRedis, MENSAJE_DEMASIADOS_INTENTOS } from '@avanti/libs/acceso/limitador-ingresos';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { motoresDisponibles, redisDisponible } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();
const hayRedis = await redisDisponible();

describe.each(motores)('Límite de intentos de ingreso (%s)', (motor) => {
  let app: AppDePrueba;
  let ahora = Date.parse('2026-03-02T15:00:00Z');
  const reloj: Reloj = { ahora: () => new Date(ahora) };
  const ingresar = (usuario: string, password: string, ip: string) =>
    app.http.post('/api/auth/login').set('x-forwarded-for', ip).send({ usuario, password });

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
  });
  afterAll(() => app.cerrar());

  it('5 fallos de un usuario lo bloquean (429 en español) aun con la contraseña correcta; otro usuario sigue entrando', async () => {
    for (let i = 0; i < 5; i++) expect((await ingresar('rol8', 'equivocada', '10.0.0.1')).status).toBe(401);
    const bloqueado = await ingresar('rol8', 'demo1234', '10.0.0.2');
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body).toEqual({ mensaje: MENSAJE_DEMASIADOS_INTENTOS });
    expect(MENSAJE_DEMASIADOS_INTENTOS).toBe('Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.');
    expect((await ingresar('rol7', 'demo1234', '10.0.0.1')).status).toBe(200);

    await app.infra.proyecciones.ponerAlDia();
    const fallos = await app.infra.store.leerStream('ingresos-rol8');
    expect(fallos.filter((e) => e.tipo === 'IngresoFallido')).toHaveLength(5);

    ahora += 16 * 60_000;
    expect((await ingresar('rol8', 'demo1234', '10.0.0.2')).status).toBe(200);
  });

  it('20 fallos desde una dirección la bloquean para cualquier usuario; otra dirección sigue entrando', async () => {
    for (let i = 0; i < 20; i++) expect((await ingresar(`nadie${i}`, 'x', '10.0.0.9')).status).toBe(401);
    expect((await ingresar('rol13', 'demo1234', '10.0.0.9')).status).toBe(429);
    expect((await ingresar('rol13', 'demo1234', '10.0.0.10')).status).toBe(200);
  });

  it('un ingreso correcto reinicia la cuenta del usuario', async () => {
    for (let i = 0; i < 4; i++) await ingresar('rol14', 'equivocada', '10.0.1.1');
    expect((await ingresar('rol14', 'demo1234', '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) await ingresar('rol14', 'equivocada', '10.0.1.1');
    expect((await ingresar('rol14', 'demo1234', '10.0.1.1')).status).toBe(200);
  });
});

(hayRedis ? describe : describe.skip)('Límite de intentos compartido en Redis', () => {
  it('dos réplicas comparten la cuenta de fallos', async () => {
    const prefijo = `avanti-prueba-${randomUUID()}`;
    const replica1 = new LimitadorRedis('redis://127.0.0.1:6379', prefijo);
    const replica2 = new LimitadorRedis('redis://127.0.0.1:6379', prefijo);
    try {
      const claves = [{ tipo: 'usuario' as const, valor: 'rol8' }];
      for (let i = 0; i < 3; i++) await replica1.registrarFallo(claves);
      for (let i = 0; i < 2; i++) await replica2.registrarFallo(claves);
      expect(await replica1.bloqueado(claves)).toBe(true);
      expect(await replica2.bloqueado([{ tipo: 'usuario', valor: 'otro' }])).toBe(false);
      await replica2.limpiar(claves[0]);
      expect(await replica1.bloqueado(claves)).toBe(false);
    } finally {
      await replica1.cerrar();
      await replica2.cerrar();
    }
  });
});
