/**
 * Access in the browser (issue 3): an administrator creates a role, gives it one module, creates a
 * user with that role; the new user signs in and sees only that module in the sidebar, and a direct
 * link to another module shows the Spanish 'Sin permiso' page.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { iniciarServidor } from '../support/servidor.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGUMENTOS_CHROMIUM = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
const ESPERA_MS = 20_000;
const hayChromium = existsSync(CHROMIUM);
const describirSiHayChromium = hayChromium ? describe : describe.skip;

async function esperarTextos(page: Page, textos: string[], timeout = ESPERA_MS): Promise<void> {
  await page.waitForFunction((buscados: string[]) => buscados.every((t) => (document.body.textContent ?? '').includes(t)), { timeout }, textos);
}

/** Clicks the enabled button labelled `etiqueta` inside the first `contenedor` whose text includes `conTexto`. */
async function clicEnBoton(page: Page, etiqueta: string, contenedor = 'body', conTexto?: string): Promise<void> {
  const boton = await page.waitForFunction(
    (etiqueta: string, contenedor: string, conTexto: string | null) => {
      for (const zona of [...document.querySelectorAll<HTMLElement>(contenedor)].filter((z) => conTexto === null || (z.textContent ?? '').includes(conTexto))) {
        const b = [...zona.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.textContent ?? '').trim() === etiqueta && !b.disabled);
        if (b) return b;
      }
      return null;
    },
    { timeout: ESPERA_MS },
    etiqueta,
    contenedor,
    conTexto ?? null,
  );
  await (boton as unknown as { click(): Promise<void> }).click();
}

async function ingresar(page: Page, url: string, usuario: string, password: string): Promise<void> {
  await page.goto(`${url}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name="usuario"]', { timeout: ESPERA_MS });
  await page.type('input[name="usuario"]', usuario);
  await page.type('input[name="password"]', password);
  await clicEnBoton(page, 'Ingresar');
  await page.waitForSelector('[data-testid="menu-lateral"]', { timeout: ESPERA_MS });
}

describirSiHayChromium('admin en el navegador: roles, permisos y usuarios', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Browser;
  let page: Page;
  let perfil: string;
  const sufijo = Date.now().toString(36);
  const nombreRol = `Rol navegador ${sufijo}`;
  const usuario = `nav${sufijo}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    perfil = mkdtempSync(join(tmpdir(), 'avanti-chromium-'));
    navegador = await puppeteer.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM, userDataDir: perfil });
    page = await navegador.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    page.on('dialog', (dialogo) => void dialogo.dismiss());
  }, 120_000);

  afterAll(async () => {
    await navegador?.close();
    await servidor?.cerrar();
    if (perfil) rmSync(perfil, { recursive: true, force: true });
  }, 60_000);

  it('el administrador crea un rol y le concede un solo módulo', async () => {
    await ingresar(page, servidor.url, 'admin', 'demo1234');
    await page.goto(`${servidor.url}/acceso/roles`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Nuevo rol');
    await page.waitForSelector('[role="dialog"] input[name="nombre"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="nombre"]', nombreRol);
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['ROL CREADO CON ÉXITO', nombreRol]);

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
        [...document.querySelectorAll<HTMLOptionElement>('[role="dialog"] select[name="rol"] option')].find((o) => o.textContent?.trim() === nombre)?.value ?? null,
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
    const menu = await page.$eval('[data-testid="menu-lateral"]', (m) => m.textContent ?? '');
    expect(menu).toContain('Mantenimiento');
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
