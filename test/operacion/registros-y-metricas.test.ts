import type { AddressInfo } from 'node:net';
import { configurarRegistro } from '@avanti/libs/logging/registro';
import { iniciarServidorSalud } from '@avanti/libs/health/servidor-salud';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';
import { esperarExportacion } from '../exportaciones/ayudas.js';

/**
 * Issue 24, logs and metrics: one JSON access line per request without bodies or query values, the correlation
 * id on every answer, and /metrics with the named series, open to loopback or a token and to nobody else.
 */
const lineas: string[] = [];
configurarRegistro({ nivel: 'info', legible: false, proceso: 'api', destino: { write: (l: string) => void lineas.push(l) } });

const TOKEN = 'token-de-metricas-de-prueba-7f3a9c';
const DOCUMENTO = '1098765432';
const CLAVE = 'demo1234';
// TRUST_PROXY=127.0.0.1: the test's client is a trusted proxy, so X-Forwarded-For decides the client's address.
// Top-level: the run's demo template may be built here (a minute on a loaded machine), outside any hook's limit.
const app: AppDePrueba = await iniciarAppDePrueba('pglite', { env: { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: TOKEN } });
afterAll(async () => {
  await app?.cerrar();
  configurarRegistro({});
});

const accesos = () => lineas.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.componente === 'acceso');

describe('registro de acceso', () => {
  it('una línea JSON por petición con método, plantilla de ruta, estado, duración, usuario y correlación; sin cuerpo ni documento', async () => {
    const ingreso = await app.http.post('/api/auth/login').send({ usuario: 'admin', password: CLAVE });
    expect(ingreso.status).toBe(200);
    const token = `Bearer ${ingreso.body.token as string}`;
    const admision = await app.http
      .post('/api/pacientes')
      .set('Authorization', token)
      .send(pacienteValido({ numeroDocumento: DOCUMENTO, primerNombre: 'Zoraida' }));
    expect(admision.status).toBe(201);
    const busqueda = await app.http
      .get(`/api/pacientes?filter=${encodeURIComponent(JSON.stringify({ q: DOCUMENTO }))}&range=%5B0%2C24%5D`)
      .set('Authorization', token)
      .set('X-Correlation-Id', 'prueba-correlacion-24');
    expect(busqueda.status).toBe(200);
    expect(busqueda.body).toHaveLength(1);
    // The header on a 200 too, the caller's id when well formed.
    expect(busqueda.headers['x-correlation-id']).toBe('prueba-correlacion-24');

    const linea = accesos().find((l) => l.correlacion === 'prueba-correlacion-24');
    expect(linea).toEqual({
      level: 30,
      time: expect.any(Number),
      proceso: 'api',
      componente: 'acceso',
      metodo: 'GET',
      ruta: '/api/pacientes',
      estado: 200,
      duracionMs: expect.any(Number),
      usuario: expect.stringMatching(/^[0-9a-f-]{36}$/),
      correlacion: 'prueba-correlacion-24',
      msg: 'petición',
    });
    const delIngreso = accesos().find((l) => l.ruta === '/api/auth/login');
    expect(delIngreso).toMatchObject({ metodo: 'POST', estado: 200, correlacion: ingreso.headers['x-correlation-id'] });
    const deAdmision = accesos().find((l) => l.ruta === '/api/pacientes' && l.metodo === 'POST');
    expect(deAdmision).toMatchObject({ estado: 201, usuario: linea!.usuario });

    // Nothing the requests carried: no document number, no name, no password, no token, no query.
    const todo = lineas.join('\n');
    for (const dato of [DOCUMENTO, 'Zoraida', 'zoraida', CLAVE, ingreso.body.token as string, 'filter', 'range']) expect(todo).not.toContain(dato);
  });

  it('X-Correlation-Id en toda respuesta: 200, 401, 404 de la api y páginas del admin; uno nuevo si el recibido no sirve', async () => {
    for (const ruta of ['/api/health/vivo', '/api/pacientes', '/api/no-existe', '/admisiones/ingreso']) {
      const res = await app.http.get(ruta);
      expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const raro = await app.http.get('/api/health/vivo').set('X-Correlation-Id', 'con espacios y "comillas"');
    expect(raro.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const sinRuta = accesos().find((l) => l.correlacion === (raro.headers['x-correlation-id'] as string));
    expect(sinRuta).toMatchObject({ ruta: '/api/health/vivo', estado: 200 });
    // A path no route took is named by a fixed label, never by what was sent.
    const rutas404 = accesos()
      .filter((l) => l.estado === 404)
      .map((l) => String(l.ruta));
    expect(rutas404.length).toBeGreaterThan(0);
    for (const ruta of rutas404) expect(['/api*path', '/api/(sin ruta)']).toContain(ruta);
    expect(lineas.join('\n')).not.toContain('no-existe');
  });
});

describe('/metrics', () => {
  it('tras una petición, una anexión y un trabajo expone las series nombradas, en formato Prometheus', async () => {
    const token = await app.ingresar('admin');
    const solicitud = await app.http
      .post('/api/exportaciones')
      .set('Authorization', token)
      .send({ recurso: 'eps', filtro: { q: 'EPS' } });
    expect(solicitud.status).toBe(201);
    expect((await esperarExportacion(app, token, solicitud.body.id as string)).estado).toBe('completado');

    const res = await app.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const texto = res.text;
    expect(texto).toMatch(/avanti_http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/exportaciones",status="201"\} \d+/);
    expect(texto).toMatch(/avanti_http_request_duration_seconds_count\{method="GET",route="\/api\/pacientes",status="200"\} [1-9]/);
    expect(texto).toMatch(/^avanti_eventstore_appends_total [1-9]\d*$/m);
    expect(texto).toMatch(/^avanti_eventstore_events_appended_total [1-9]\d*$/m);
    expect(texto).toMatch(/^avanti_eventstore_conflicts_total \d+$/m);
    expect(texto).toMatch(/^avanti_projector_lag_events\{projector="auditoria"\} \d+$/m);
    expect(texto).toMatch(/^avanti_projector_lag_seconds\{projector="auditoria"\} [\d.e-]+$/m);
    expect(texto).toMatch(/^avanti_queue_jobs\{queue="archivos",state="waiting"\} 0$/m);
    expect(texto).toMatch(/^avanti_job_duration_seconds_count\{job="exportar-excel",result="completed"\} 1$/m);
    expect(texto).toContain('# TYPE avanti_job_failures_total counter');
    expect(texto).toContain('# TYPE avanti_pdf_render_duration_seconds histogram');
    expect(texto).toContain('# TYPE avanti_db_pool_connections gauge');
    expect(texto).toMatch(/^avanti_process_cpu_seconds_total /m);
    // Nothing personal in the series: no document, no name.
    expect(texto).not.toContain(DOCUMENTO);
  });

  it('fuera del equipo, sin el token: 403 (nunca el HTML del admin); con el token: 200', async () => {
    const afuera = await app.http.get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(afuera.status).toBe(403);
    expect(afuera.body).toEqual({ mensaje: 'No tiene permiso para realizar esta acción' });
    expect(afuera.text).not.toContain('<html');
    expect((await app.http.get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', 'Bearer otro-token-cualquiera-123')).status).toBe(403);
    const conToken = await app.http.get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${TOKEN}`);
    expect(conToken.status).toBe(200);
    expect(conToken.text).toContain('avanti_http_request_duration_seconds');
  });

  it('el puerto de salud de projections y workers también la sirve, con la misma regla', async () => {
    const servidor = iniciarServidorSalud(0, '127.0.0.1', undefined, { tokenMetricas: TOKEN });
    await new Promise((r) => servidor.once('listening', r));
    const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/metrics`;
    try {
      const local = await fetch(url);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain('avanti_eventstore_appends_total');
      // A loopback client forwarding for someone else (a proxy nobody declared) is not the loopback client.
      expect((await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(403);
      expect((await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      servidor.close();
      servidor.closeAllConnections();
    }
  });
});
