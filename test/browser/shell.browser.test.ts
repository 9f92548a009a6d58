/**
 * The shell as a person meets it: the sidebar follows the role's permissions, screens not built yet say
 * so inside the shell, and the session ends after inactivity (with an alert) or when another tab changes it.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

const textoDelMenu = (page: Page) => page.$eval('.RaSidebar-fixed, .MuiDrawer-root, nav', (n) => n.textContent ?? '').catch(() => '');

describirSiHayChromium('shell en el navegador', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const alertas: string[] = [];

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    page.on('dialog', (dialogo) => {
      alertas.push(dialogo.message());
      void dialogo.accept();
    });
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('un terapeuta ve Mi Espacio y su plan, no Acceso ni Mantenimiento; su nombre y «Cerrar sesión»', async () => {
    await ingresarEnNavegador(page, servidor.url, 'rol2');
    expect(new URL(page.url()).pathname).toBe('/diarioCampo/evoluciones');
    await esperarTextos(page, ['Mi Espacio', 'Plan de intervención', 'Cerrar sesión', 'Usuario Fisioterapia']);
    const menu = await textoDelMenu(page);
    expect(menu).not.toContain('Acceso');
    expect(menu).not.toContain('Mantenimiento');
  }, 60_000);

  it('el token no queda al alcance de los scripts: ni en localStorage ni en document.cookie, sino en una cookie httpOnly SameSite=Strict', async () => {
    expect(await page.evaluate(() => [localStorage.getItem('token'), document.cookie.includes('avanti_sesion')])).toEqual([null, false]);
    const cookie = (await page.cookies(`${servidor.url}/api/auth/permisos`)).find((c) => c.name === 'avanti_sesion');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // The screens still read the api with it.
    await esperarTextos(page, ['Mi Espacio']);
  }, 60_000);

  it('una pantalla sin construir lo dice dentro del shell, y una sin permiso dice «Sin permiso»', async () => {
    expect(await page.title()).toBe('Avanti | Mi agenda');
    // The children's psychology exams are not built yet: the screen says so inside the shell.
    await page.goto(`${servidor.url}/examenes/psicologia-ninos`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['en construcción', 'Cerrar sesión']);
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Sin permiso', 'Cerrar sesión']);
  }, 60_000);

  it('otra pestaña que cambia la sesión guardada cierra esta', async () => {
    const otra = await navegador.navegador.newPage();
    await otra.goto(`${servidor.url}/login`, { waitUntil: 'networkidle0' });
    await otra.evaluate(() => localStorage.removeItem('usuario'));
    await page.waitForFunction(() => ['/', '/login'].includes(location.pathname), { timeout: ESPERA_MS });
    await otra.close();
  }, 60_000);

  it('tras el tiempo de inactividad avisa que la sesión se cerró, vuelve al ingreso y el servidor revoca el token', async () => {
    await page.evaluate(() => localStorage.setItem('avanti.inactividadMs', '1500'));
    await ingresarEnNavegador(page, servidor.url, 'admin');
    const cookie = (await page.cookies(`${servidor.url}/api/auth/permisos`)).find((c) => c.name === 'avanti_sesion')!;
    await page.waitForFunction(() => ['/', '/login'].includes(location.pathname), { timeout: ESPERA_MS });
    expect(alertas.some((a) => /inactividad/i.test(a))).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('rol'), localStorage.getItem('usuario')])).toEqual([
      null,
      null,
      null,
    ]);
    // The token the browser held no longer opens anything.
    expect((await servidor.app.http.get('/api/auth/permisos').set('cookie', `avanti_sesion=${cookie.value}`)).status).toBe(401);
  }, 60_000);
});
