/**
 * Sign-in throttling (issue 8 item 5): nobody can lock an account, the administrator's included.
 * Failures slow down the account and address pair (a growing wait, a Spanish 429 with Retry-After),
 * the address alone only after many more (a clinic shares one address), the account alone never for a
 * right password from a clean address; one burst leaves a bounded number of audit events. The same
 * suite runs on the in-memory limiter and on Redis (replicas share the counts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import { crearAplicacion, type Aplicacion } from '@avanti/api/aplicacion';
import { CUPO_DE_VERIFICACIONES } from '@avanti/libs/acceso/cupo-de-verificaciones';
import { LIMITES_INGRESO, LimitadorRedis } from '@avanti/libs/acceso/limitador-ingresos';
import { LimitadorDeIngresos } from '@avanti/api/acceso/ingreso/limitador.provider';
import { COSTO_DE_PRODUCCION } from '@avanti/api/acceso/contrasenas/contrasenas';
import { MENSAJE_SESIONES_NO_DISPONIBLES } from '@avanti/api/acceso/autorizacion/sesiones-activas.provider';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { abrirCopia, redisDisponible, type BaseDePrueba } from '../support/bases-de-datos.js';
import { directorioDeLaCorrida } from '../support/plantillas.js';
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
  const ingresar = (usuario: string, password: string, ip: string) => app.http.post('/api/auth/login').set('x-forwarded-for', ip).send({ usuario, password });
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
  }, 180_000);
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

  it('una clínica detrás de una dirección: los fallos de otros usuarios, por muchos que sean, nunca frenan una contraseña correcta', async () => {
    const clinica = '10.3.0.1';
    for (let i = 0; i < direccion.libres + 10; i++) expect((await ingresar(`nadie${i}`, 'x', clinica)).status).toBe(401);
    expect((await ingresar('rol13', 'demo1234', clinica)).status).toBe(200);
    // Only the pair slows down: the same user's own typos from there still do.
    for (let i = 0; i < par.libres; i++) expect((await ingresar('rol13', 'equivocada', clinica)).status).toBe(401);
    expect((await ingresar('rol13', 'demo1234', clinica)).status).toBe(429);
    expect((await ingresar('rol9', 'demo1234', clinica)).status).toBe(200);
  });

  it('con las revisiones de contraseña de una dirección ocupadas, otro intento desde ella espera un momento y responde 429, y otra dirección entra; con todas ocupadas, 503', async () => {
    // Checks in flight, as a burst leaves them (each takes its turn before hashing); the attempt waits a moment for one, then gives up.
    const { turnos } = app.app.get(LimitadorDeIngresos);
    const enCurso = await Promise.all(Array.from({ length: CUPO_DE_VERIFICACIONES.porDireccion }, () => turnos.tomar('10.7.0.1')));
    const frenado = await ingresar('rol19', 'demo1234', '10.7.0.1');
    expect(frenado.status).toBe(429);
    expect(frenado.body).toEqual({ mensaje: 'Demasiados intentos de ingreso a la vez desde esta dirección. Espere 1 segundo e intente de nuevo.' });
    expect(frenado.headers['retry-after']).toBe('1');
    expect((await ingresar('rol19', 'demo1234', '10.7.0.2')).status).toBe(200);
    for (let i = enCurso.length; i < CUPO_DE_VERIFICACIONES.total; i++) enCurso.push(await turnos.tomar(`10.7.1.${i}`));
    const ocupado = await ingresar('rol19', 'demo1234', '10.7.0.3');
    expect(ocupado.status).toBe(503);
    expect(ocupado.body).toEqual({ mensaje: 'El servidor está atendiendo muchos ingresos a la vez. Intente de nuevo en unos segundos.' });
    expect(ocupado.headers['retry-after']).toBe('2');
    for (const t of enCurso) if (t.lleno === null) t.liberar();
    // Nothing was counted against the address or the user: the turns given back, everyone gets in.
    expect((await ingresar('rol19', 'demo1234', '10.7.0.1')).status).toBe(200);
    expect((await ingresar('rol19', 'demo1234', '10.7.0.3')).status).toBe(200);
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

describe('Ráfaga de intentos simultáneos, con contraseñas al costo de producción', () => {
  let app: Aplicacion;
  let base: BaseDePrueba;
  let http: TestAgent;
  const ingresar = (usuario: string, password: string, ip: string) => http.post('/api/auth/login').set('x-forwarded-for', ip).send({ usuario, password });

  beforeAll(async () => {
    // As iniciarAppDePrueba, but the unknown user's decoy is hashed at the product's cost (what the burst of the issue met).
    base = await abrirCopia('pglite', 'demo');
    const config = leerConfiguracion({
      DATA_DIR: mkdtempSync(join(directorioDeLaCorrida(), 'datos-')),
      JWT_SECRET: randomBytes(48).toString('base64'),
      DEMO: '1',
      DEMO_PACIENTES: '0',
      TRUST_PROXY: 'loopback',
    });
    app = await crearAplicacion({ config, base, proyeccionesEnProceso: true, registros: false, costoDeContrasenas: COSTO_DE_PRODUCCION });
    await app.app.listen(0, '127.0.0.1');
    http = request(app.app.getHttpServer());
  }, 180_000);
  afterAll(async () => {
    await app.cerrar();
    await base.cerrar();
  });

  it('80 intentos simultáneos desde una dirección: a lo sumo los libres revisan la contraseña, los demás responden 429 en el acto; otra dirección entra', async () => {
    const rafaga = Promise.all(Array.from({ length: 80 }, () => ingresar('intruso', 'equivocada', '10.6.0.1')));
    const propio = ingresar('admin', 'demo1234', '10.6.0.2');
    const estados = (await rafaga).map((r) => r.status);
    expect((await propio).status).toBe(200);
    expect(estados.filter((e) => e !== 401 && e !== 429)).toEqual([]);
    expect(estados.filter((e) => e === 401).length).toBeLessThanOrEqual(par.libres);
    expect(estados.filter((e) => e === 429).length).toBeGreaterThanOrEqual(80 - par.libres);
  });
});

describe('Límite de intentos con Redis caído', () => {
  let app: AppDePrueba;
  const reloj: Reloj = { ahora: () => new Date('2026-03-02T15:00:00Z') };
  const ingresar = (usuario: string, password: string, ip: string) => app.http.post('/api/auth/login').set('x-forwarded-for', ip).send({ usuario, password });

  beforeAll(async () => {
    // A port where nothing listens: the shared Redis stays up for the other suites.
    app = await iniciarAppDePrueba('pglite', {
      reloj,
      env: { TRUST_PROXY: 'loopback', REDIS_URL: 'redis://127.0.0.1:1', QUEUE_PREFIX: `avanti-prueba-${randomUUID()}` },
    });
  }, 180_000);
  afterAll(() => app.cerrar());

  it('cuenta en memoria: 40 contraseñas equivocadas y luego la correcta desde la misma dirección espera; desde otra pasa el límite', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 40; i++) estados.push((await ingresar('rol8', 'equivocada', '10.8.0.1')).status);
    expect(estados.filter((e) => e === 401)).toHaveLength(par.libres);
    expect(estados.slice(par.libres).every((e) => e === 429)).toBe(true);
    const correcta = await ingresar('rol8', 'demo1234', '10.8.0.1');
    expect(correcta.status).toBe(429);
    expect(correcta.headers['retry-after']).toBe('5');
    // From a clean address the limiter lets the right password through; the session store, on the same Redis, then fails closed.
    const otra = await ingresar('rol8', 'demo1234', '10.8.0.2');
    expect([otra.status, otra.body.mensaje]).toEqual([503, MENSAJE_SESIONES_NO_DISPONIBLES]);
  });
});

(hayRedis ? describe : describe.skip)('Límite de intentos compartido en Redis', () => {
  it('80 reservas simultáneas de un par desde dos réplicas: solo pasan los intentos libres; un ingreso correcto devuelve lo suyo', async () => {
    const prefijo = `avanti-prueba-${randomUUID()}`;
    const ahora = () => Date.parse('2026-03-02T15:00:00Z');
    const replicas = [new LimitadorRedis('redis://127.0.0.1:6379', prefijo, ahora), new LimitadorRedis('redis://127.0.0.1:6379', prefijo, ahora)];
    try {
      const claves = {
        par: { tipo: 'par' as const, valor: 'rol8|10.0.0.2' },
        cuenta: { tipo: 'cuenta' as const, valor: 'rol8' },
        direccion: { tipo: 'direccion' as const, valor: '10.0.0.2' },
      };
      const reservas = await Promise.all(Array.from({ length: 80 }, (_, i) => replicas[i % 2].reservar(claves)));
      const pasaron = reservas.filter((r) => r.fallos !== null);
      expect(pasaron.map((r) => r.fallos!.par).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect(reservas.filter((r) => r.fallos === null).every((r) => r.esperaMs === par.esperaBaseMs)).toBe(true);
      await replicas[0].liberar(claves);
      expect((await replicas[1].estado([claves.par, claves.cuenta, claves.direccion])).map((e) => e.fallos)).toEqual([0, 4, 4]);
    } finally {
      await Promise.all(replicas.map((r) => r.cerrar()));
    }
  });

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
