import { relojFijo } from '@avanti/libs/clock/reloj';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/**
 * GET /api/reloj (issue 25 item 4): the admin takes "now" and "today in Bogotá" from the server's injectable
 * clock, so a server on a fixed clock (tests, a demo) makes the admin's default dates follow it.
 */
describe('el reloj del servidor', () => {
  let app: AppDePrueba;
  beforeAll(async () => {
    // One minute before midnight in Bogotá: in UTC it is already the 25th.
    app = await iniciarAppDePrueba('pglite', { reloj: relojFijo('2026-11-25T04:59:00Z') });
  }, 180_000);
  afterAll(() => app?.cerrar());

  it('responde la hora del reloj inyectable y la fecha de ese instante en Bogotá, a cualquier rol con sesión', async () => {
    for (const usuario of ['admin', 'rol2']) {
      const res = await app.http.get('/api/reloj').set('authorization', await app.ingresar(usuario));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ahora: '2026-11-25T04:59:00.000Z', hoy: '2026-11-24', zona: 'America/Bogota' });
    }
  });

  it('sin sesión responde 401 en español', async () => {
    const res = await app.http.get('/api/reloj');
    expect(res.status).toBe(401);
    expect(res.body.mensaje).toEqual(expect.any(String));
    expect(res.body.mensaje).not.toMatch(/unauthorized/i);
  });

  it('el documento OpenAPI declara su respuesta', async () => {
    const documento = (await app.http.get('/api/docs-json')).body as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(documento.paths['/api/reloj']?.get?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { required: ['ahora', 'hoy', 'zona'] } } },
    });
  });
});
