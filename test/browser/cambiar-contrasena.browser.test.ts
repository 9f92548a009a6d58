/**
 * 'Cambiar contraseña' in the browser (issue 8, Also): the signed-in user opens the dialog from the
 * sidebar, a wrong current password is refused in Spanish, the right one changes it; the page stays
 * signed in with the fresh token while the user's other session ends.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: cambiar la contraseña propia', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  const escribir = async (campo: string, valor: string) => {
    const selector = `[data-testid="dialogo-cambiar-contrasena"] input[name="${campo}"]`;
    await page.click(selector, { count: 3 });
    await page.type(selector, valor);
  };

  it('cambia la contraseña desde el menú; la otra sesión termina y esta sigue', async () => {
    const otraSesion = await servidor.app.ingresar('rol13');
    await ingresarEnNavegador(page, servidor.url, 'rol13');
    await page.waitForSelector('[data-testid="cambiar-contrasena"]', { timeout: ESPERA_MS });
    await page.click('[data-testid="cambiar-contrasena"]');
    await page.waitForSelector('[data-testid="dialogo-cambiar-contrasena"] input[name="actual"]', { timeout: ESPERA_MS });

    await escribir('actual', 'equivocada');
    await escribir('nueva', 'otra-clave-9');
    await escribir('confirmacion', 'otra-clave-9');
    await clicEnBoton(page, 'Guardar', '[data-testid="dialogo-cambiar-contrasena"]');
    await esperarTextos(page, ['La contraseña actual no es correcta']);

    await escribir('actual', 'demo1234');
    await clicEnBoton(page, 'Guardar', '[data-testid="dialogo-cambiar-contrasena"]');
    await esperarTextos(page, ['Sus otras sesiones se cerraron']);
    await page.waitForFunction(() => !document.querySelector('[data-testid="dialogo-cambiar-contrasena"]'), { timeout: ESPERA_MS });

    expect((await servidor.app.http.get('/api/auth/permisos').set('authorization', otraSesion)).status).toBe(401);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="menu-lateral"]', { timeout: ESPERA_MS });
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect((await servidor.app.http.post('/api/auth/login').send({ usuario: 'rol13', password: 'otra-clave-9' })).status).toBe(200);
  }, 90_000);
});
