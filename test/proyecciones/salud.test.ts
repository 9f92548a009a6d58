import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/**
 * The embedded api follows the log itself: its /api/health reports each asynchronous projector's lag and
 * whether it is stuck, never anything of an error (it answers without a token).
 */
describe('/api/health con las proyecciones en el proceso', () => {
  let app: AppDePrueba;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    await app.infra.proyecciones.ponerAlDia();
  });
  afterAll(() => app?.cerrar());

  it('informa el atraso de cada proyector y si está atascado, 503 si uno lo está, nada del error', async () => {
    const sano = await app.http.get('/api/health');
    expect(sano.status).toBe(200);
    expect(sano.body).toEqual({ status: 'ok', proyectores: [{ nombre: 'auditoria', atraso: 0, atascado: false }] });

    // The audit projector has been failing on one event for an hour.
    await app.infra.base.db.execute(
      sql`update checkpoints set ultimo_error = 'valor secreto en el mensaje', error_posicion = 7, error_desde = now() - interval '1 hour', intentos = 40
          where proyector = 'auditoria'`,
    );
    const atascado = await app.http.get('/api/health');
    expect(atascado.status).toBe(503);
    expect(atascado.body).toEqual({ status: 'atascado', proyectores: [{ nombre: 'auditoria', atraso: 0, atascado: true }] });
    await app.infra.base.db.execute(
      sql`update checkpoints set ultimo_error = null, error_posicion = null, error_desde = null, intentos = 0 where proyector = 'auditoria'`,
    );
  });

  it('un proyector que falla de verdad no deja los datos del evento ni en el registro, ni en su checkpoint, ni en /api/health', async () => {
    const admin = await app.ingresar('admin');
    const errores: string[] = [];
    const espia = jest.spyOn(console, 'error').mockImplementation((...partes: unknown[]) => void errores.push(partes.map(String).join(' ')));
    // The audit table refuses every new row: the database's error carries the insert's parameters.
    await app.infra.base.db.execute(sql`alter table auditoria add constraint rechaza_todo check (false) not valid`);
    try {
      const dato = 'Aseguradora Confidencial Zeta';
      expect((await app.http.post('/api/eps').set('authorization', admin).send({ nombre: dato, nombreCorto: 'ZQXW' })).status).toBe(201);
      const fallo = await app.infra.proyecciones.procesarUnaVez().then(
        () => null,
        (error: unknown) => error,
      );
      expect(fallo).toBeInstanceOf(Error);
      expect(String(fallo)).not.toMatch(/Zeta|ZQXW|insert into/);

      const [punto] = await filas<Record<string, unknown>>(app.infra.base.db, sql`select * from checkpoints where proyector = 'auditoria'`);
      expect(punto.ultimo_error).toMatch(/código 23514/);
      expect(JSON.stringify(punto)).not.toMatch(/Zeta|ZQXW|insert into/);

      expect(errores.join('\n')).toContain('[proyecciones] auditoria falló en el evento de posición');
      expect(errores.join('\n')).not.toMatch(/Zeta|ZQXW|insert into/);

      const salud = await app.http.get('/api/health');
      expect(salud.body).toEqual({ status: 'ok', proyectores: [{ nombre: 'auditoria', atraso: expect.any(Number), atascado: false }] });
    } finally {
      espia.mockRestore();
      await app.infra.base.db.execute(sql`alter table auditoria drop constraint rechaza_todo`);
    }
    await app.infra.proyecciones.ponerAlDia();
  });
});
