import { sql } from 'drizzle-orm';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/** The embedded api follows the log itself: its /api/health reports each asynchronous projector. */
describe('/api/health con las proyecciones en el proceso', () => {
  let app: AppDePrueba;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    await app.infra.proyecciones.ponerAlDia();
  });
  afterAll(() => app?.cerrar());

  it('informa el atraso y el error de cada proyector y responde 503 si uno está atascado, sin el mensaje del error', async () => {
    const sano = await app.http.get('/api/health');
    expect(sano.status).toBe(200);
    expect(sano.body).toMatchObject({ status: 'ok', proyectores: [{ nombre: 'auditoria', atraso: 0, error: null, atascado: false }] });

    // The audit projector has been failing on one event for an hour.
    await app.infra.base.db.execute(
      sql`update checkpoints set ultimo_error = 'valor secreto en el mensaje', error_posicion = 7, error_desde = now() - interval '1 hour', intentos = 40
          where proyector = 'auditoria'`,
    );
    const atascado = await app.http.get('/api/health');
    expect(atascado.status).toBe(503);
    expect(atascado.body).toMatchObject({
      status: 'atascado',
      proyectores: [{ nombre: 'auditoria', atascado: true, error: { posicion: 7, intentos: 40 } }],
    });
    expect(JSON.stringify(atascado.body)).not.toContain('valor secreto');
  });
});
