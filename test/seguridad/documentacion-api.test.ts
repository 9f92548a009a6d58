import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/**
 * The OpenAPI document maps every route and field of the api: it is published only when the operator
 * sets API_DOCS=1 (issue 23, point 12). Without it, nobody gets it, not even a signed-in administrator.
 */
describe('documentación de la api', () => {
  let app: AppDePrueba;
  beforeAll(async () => {
    // The suites' harness turns it on; here the product's default: the variable absent.
    app = await iniciarAppDePrueba('pglite', { env: { API_DOCS: undefined } });
  });
  afterAll(() => app?.cerrar());

  it('sin API_DOCS, /api/docs y /api/docs-json no existen, con o sin sesión', async () => {
    const admin = await app.ingresar('admin');
    for (const ruta of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs/swagger-ui-init.js']) {
      for (const sesion of [null, admin]) {
        const peticion = app.http.get(ruta);
        if (sesion) peticion.set('authorization', sesion);
        const res = await peticion;
        expect({ ruta, status: res.status }).toEqual({ ruta, status: 404 });
        expect(res.text).not.toMatch(/openapi|swagger/i);
      }
    }
  });

  it('API_DOCS vale 1 para publicarla; apagada por defecto; otro valor detiene el arranque', () => {
    const base = { DATA_DIR: app.infra.config.directorioDatos };
    expect(leerConfiguracion(base).documentacionApi).toBe(false);
    expect(leerConfiguracion({ ...base, API_DOCS: '0' }).documentacionApi).toBe(false);
    expect(leerConfiguracion({ ...base, API_DOCS: '1' }).documentacionApi).toBe(true);
    expect(() => leerConfiguracion({ ...base, API_DOCS: 'si' })).toThrow('API_DOCS inválido: si (1 para activarlo, 0 o vacío para no)');
  });
});
