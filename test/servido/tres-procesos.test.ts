/**
 * The served mode end to end: the api (in this test process, without projections or workers of its own)
 * takes a command and an export; the real `projections` process brings the audit read model up to date
 * and the real `workers` process writes the .xlsx, both started from their built entry points. Their
 * health servers listen on HOST only, and a projector failing on an event publishes none of its data.
 */
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { abrirBaseDePrueba, type BaseDePrueba } from '../support/bases-de-datos.js';
import { describirServido, hasta, lanzar } from '../support/procesos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';

const describir = await describirServido('la compilación (projections/dist, workers/dist: npm run build)', [
  'projections/dist/main.js',
  'workers/dist/main.js',
]);

/** An address of this machine other than loopback: a health server bound to HOST=127.0.0.1 must not answer there. */
const direccionDeRed = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

const saludDe = (proceso: ReturnType<typeof lanzar>, etiqueta: string) =>
  hasta(async () => /salud en (http:\/\/\S+\/health)/.exec(proceso.salida())?.[1], `la dirección de salud de ${etiqueta}:\n${proceso.salida()}`);

describir('modo servido: api, projections y workers como procesos', () => {
  let app: AppDePrueba;
  let base: BaseDePrueba;
  let admin: string;
  const procesos: Array<ReturnType<typeof lanzar>> = [];
  const prefijo = `avanti-servido-${randomBytes(4).toString('hex')}`;
  const archivos = mkdtempSync(join(tmpdir(), 'avanti-servido-archivos-'));

  beforeAll(async () => {
    base = await abrirBaseDePrueba('postgres');
    const env = {
      DATABASE_URL: base.url!,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefijo,
      FILES_DIR: archivos,
      JWT_SECRET: SECRETO_JWT_DE_PRUEBAS,
    };
    app = await iniciarAppDePrueba('postgres', { base, proyeccionesEnProceso: false, env });
    admin = await app.ingresar('admin');
    procesos.push(lanzar('projections/dist/main.js', { ...env, HEALTH_PORT: '0' }));
    procesos.push(lanzar('workers/dist/main.js', { ...env, HEALTH_PORT: '0' }));
  }, 120_000);

  afterAll(async () => {
    for (const { proceso } of procesos) proceso.kill('SIGTERM');
    await Promise.all(procesos.map(({ proceso }) => new Promise((r) => (proceso.exitCode !== null ? r(null) : proceso.once('exit', r)))));
    await app?.cerrar();
    const redis = new Redis('redis://127.0.0.1:6379');
    const llaves = await redis.keys(`${prefijo}:*`);
    if (llaves.length) await redis.del(...llaves);
    await redis.quit();
  }, 60_000);

  it('un comando por la api llega a la auditoría a través del proceso projections', async () => {
    const { body } = await app.http.post('/api/eps').set('authorization', admin).send({ nombre: 'Servida EPS', nombreCorto: 'SERVIDA' });
    const entradas = await hasta(async () => {
      const res = await app.http
        .get('/api/auditoria')
        .query({ filter: JSON.stringify({ registroId: body.id }) })
        .set('authorization', admin);
      return res.body.length ? res.body : null;
    }, `la auditoría de ${body.id}; salida de projections:\n${procesos[0].salida()}`);
    expect(entradas[0]).toMatchObject({ tipo: 'EpsRegistrada', descripcion: 'Registró la aseguradora Servida EPS', usuario: 'admin' });
  }, 60_000);

  it('una exportación pedida a la api la resuelve el proceso workers', async () => {
    const { body } = await app.http
      .post('/api/exportaciones')
      .set('authorization', admin)
      .send({ recurso: 'eps', filtro: { q: 'Servida' } });
    const estado = await esperarExportacion(app, admin, body.id, 45_000);
    expect(estado).toMatchObject({ estado: 'completado', filas: 1 });
    const archivo = await descargar(app, admin, body.id);
    const libro = await leerLibro(archivo.body as Buffer);
    expect(libro.filas[1][0]).toBe('Servida EPS');
  }, 60_000);

  it('la salud de projections y workers escucha solo en HOST (127.0.0.1 por defecto) y dice atraso y atasco, nada más', async () => {
    for (const [proceso, etiqueta] of [
      [procesos[0], 'projections'],
      [procesos[1], 'workers'],
    ] as const) {
      const url = new URL(await saludDe(proceso, etiqueta));
      expect(url.hostname).toBe('127.0.0.1');
      expect((await fetch(url)).status).toBe(200);
      if (direccionDeRed) {
        const otra = await fetch(`http://${direccionDeRed}:${url.port}/health`).then(
          (r) => r.status,
          (error: Error) => (error.cause as { code?: string })?.code,
        );
        expect({ etiqueta, otra }).toEqual({ etiqueta, otra: 'ECONNREFUSED' });
      }
    }
    const salud = await (await fetch(await saludDe(procesos[0], 'projections'))).json();
    expect(salud).toEqual({ status: 'ok', proyectores: [{ nombre: 'auditoria', atraso: expect.any(Number), atascado: false }] });
  }, 60_000);

  it('un proyector que falla no deja los datos del evento en la salida de projections, su checkpoint ni ninguna salud', async () => {
    // The audit table refuses every new row: PostgreSQL's error and the failed query carry the insert's parameters.
    await base.db.execute(sql`alter table auditoria add constraint rechaza_todo check (false) not valid`);
    try {
      const dato = 'Aseguradora Confidencial Omega';
      expect((await app.http.post('/api/eps').set('authorization', admin).send({ nombre: dato, nombreCorto: 'QWZX' })).status).toBe(201);
      const punto = await hasta(async () => {
        const [fila] = await filas<Record<string, unknown>>(base.db, sql`select * from checkpoints where proyector = 'auditoria'`);
        return Number(fila?.intentos ?? 0) >= 1 ? fila : null;
      }, `el fallo de auditoria; salida de projections:\n${procesos[0].salida()}`);
      expect(punto.ultimo_error).toMatch(/código 23514/);
      await hasta(async () => procesos[0].salida().includes('auditoria falló en el evento de posición'), 'el registro del fallo');

      const saludProyecciones = await (await fetch(await saludDe(procesos[0], 'projections'))).text();
      const saludWorkers = await (await fetch(await saludDe(procesos[1], 'workers'))).text();
      const saludApi = (await app.http.get('/api/health')).text;
      const lugares = { salida: procesos[0].salida(), checkpoint: JSON.stringify(punto), saludProyecciones, saludWorkers, saludApi };
      for (const [lugar, texto] of Object.entries(lugares)) {
        expect({ lugar, filtra: /Omega|QWZX|insert into|Failing row/.test(texto) }).toEqual({ lugar, filtra: false });
      }
    } finally {
      await base.db.execute(sql`alter table auditoria drop constraint rechaza_todo`);
    }
    await hasta(async () => {
      const [fila] = await filas<{ ultimo_error: string | null }>(base.db, sql`select ultimo_error from checkpoints where proyector = 'auditoria'`);
      return fila?.ultimo_error === null;
    }, 'que auditoria se recupere');
  }, 90_000);
});
