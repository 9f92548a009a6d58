/**
 * Access in the browser (issue 3): an administrator creates a role, gives it one module, creates a
 * user with that role; the new user signs in and sees only that module in the sidebar, and a direct
 * link to another module shows the Spanish 'Sin permiso' page.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

async function ingresar(page: Page, url: string, usuario: string, password: string): Promise<void> {
  await ingresarEnNavegador(page, url, usuario, password);
  await page.waitForSelector('[data-testid="menu-lateral"]', { timeout: ESPERA_MS });
}

describirSiHayChromium('admin en el navegador: roles, permisos y usuarios', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const sufijo = Date.now().toString(36);
  const nombreRol = `Rol navegador ${sufijo}`;
  const usuario = `nav${sufijo}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    page.on('dialog', (dialogo) => void dialogo.dismiss());
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('el administrador crea un rol y le concede un solo módulo', async () => {
    await ingresar(page, servidor.url, 'admin', 'demo1234');
    await page.goto(`${servidor.url}/acceso/roles`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Nuevo rol');
    await page.waitForSelector('[role="dialog"] input[name="nombre"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="nombre"]', nombreRol);
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['ROL CREADO CON ÉXITO', nombreRol]);
    // A closing dialog's backdrop still takes clicks: wait until it has left the page.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });

    await clicEnBoton(page, 'Permisos', 'tbody tr', nombreRol);
    const interruptor = '[role="dialog"] tr[data-permiso="mantenimiento.eps"] input[type="checkbox"]';
    await page.waitForSelector(interruptor, { timeout: ESPERA_MS });
    expect(await page.$eval(interruptor, (e) => (e as HTMLInputElement).checked)).toBe(false);
    await page.click(interruptor);
    await esperarTextos(page, ['ACTUALIZADO CON ÉXITO']);
    await page.waitForFunction((s: string) => (document.querySelector(s) as HTMLInputElement | null)?.checked === true, { timeout: ESPERA_MS }, interruptor);
    await clicEnBoton(page, 'Cerrar', '[role="dialog"]');
  }, 90_000);

  it('el administrador crea un usuario con ese rol', async () => {
    await page.goto(`${servidor.url}/acceso/usuario`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('tbody tr', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Nuevo usuario');
    await page.waitForSelector('[role="dialog"] input[name="nombres"]', { timeout: ESPERA_MS });
    // Without the required fields nothing is sent.
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['Faltan campos por llenar']);
    await page.type('[role="dialog"] input[name="nombres"]', 'Nadia');
    await page.type('[role="dialog"] input[name="apellidos"]', 'Navegador');
    await page.type('[role="dialog"] input[name="usuario"]', usuario);
    await page.type('[role="dialog"] input[name="password"]', 'clave-navegador');
    const valorRol = await page.waitForFunction(
      (nombre: string) =>
        [...document.querySelectorAll<HTMLOptionElement>('[role="dialog"] select[name="rol"] option')].find((o) => o.textContent?.trim() === nombre)?.value ??
        null,
      { timeout: ESPERA_MS },
      nombreRol,
    );
    await page.select('[role="dialog"] select[name="rol"]', String(await valorRol.jsonValue()));
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['Usuario registrado con éxito']);
  }, 90_000);

  it('el usuario nuevo ve solo ese módulo en el menú, y otro módulo por enlace directo muestra "Sin permiso"', async () => {
    await page.evaluate(() => localStorage.clear());
    await ingresar(page, servidor.url, usuario, 'clave-navegador');
    await page.waitForFunction(() => location.pathname === '/mantenimiento/mantenimientoEps', { timeout: ESPERA_MS });
    // The menu's entries appear once the permissions have loaded; the user's name shows before them.
    await page.waitForFunction(() => (document.querySelector('[data-testid="menu-lateral"]')?.textContent ?? '').includes('Mantenimiento'), {
      timeout: ESPERA_MS,
    });
    const menu = await page.$eval('[data-testid="menu-lateral"]', (m) => m.textContent ?? '');
    for (const otro of ['Dashboard', 'Reportes', 'Admisiones', 'Historia Clínica', 'Acceso', 'Programación', 'Plan de intervención']) {
      expect(menu).not.toContain(otro);
    }
    await page.goto(`${servidor.url}/acceso/usuario`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="sin-permiso"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Sin permiso', 'No tiene permiso para ver esta pantalla.']);
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['NUEVA EPS']);
  }, 90_000);
});
