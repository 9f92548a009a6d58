/**
 * The built admin in Debian's Chromium, driven as a person would: sign in, register and deactivate an
 * insurer at /mantenimiento/mantenimientoEps, and find both facts in the audit log at /acceso/auditoria.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium (apt-get install -y chromium).
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
if (!hayChromium) {
  console.warn(`Pruebas de navegador omitidas: no existe ${CHROMIUM} (instálelo con: apt-get install -y chromium).`);
}
const describirSiHayChromium = hayChromium ? describe : describe.skip;

/** Waits until the page's text contains every one of the given texts. */
async function esperarTextos(page: Page, textos: string[], timeout = ESPERA_MS): Promise<void> {
  await page.waitForFunction(
    (buscados: string[]) => buscados.every((t) => (document.body.textContent ?? '').includes(t)),
    { timeout },
    textos,
  );
}

/**
 * Clicks the button whose visible label is `etiqueta`, inside the first element matching `contenedor`
 * whose text includes `conTexto` (when given). Waits until such a button exists and is enabled.
 */
async function clicEnBoton(page: Page, etiqueta: string, contenedor = 'body', conTexto?: string): Promise<void> {
  const boton = await page.waitForFunction(
    (etiqueta: string, contenedor: string, conTexto: string | null) => {
      const zonas = [...document.querySelectorAll<HTMLElement>(contenedor)].filter(
        (z) => conTexto === null || (z.textContent ?? '').includes(conTexto),
      );
      for (const zona of zonas) {
        const encontrado = [...zona.querySelectorAll<HTMLButtonElement>('button')].find(
          (b) => (b.textContent ?? '').trim() === etiqueta && !b.disabled,
        );
        if (encontrado) return encontrado;
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

/** The text of the table row that contains `texto`, or null. */
const textoDeFila = (page: Page, texto: string): Promise<string | null> =>
  page.evaluate((texto: string) => {
    const fila = [...document.querySelectorAll('tbody tr')].find((tr) => (tr.textContent ?? '').includes(texto));
    return fila ? (fila.textContent ?? '') : null;
  }, texto);

describirSiHayChromium('admin en el navegador: aseguradoras y auditoría', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Browser;
  let page: Page;
  let perfil: string;
  const nombreEps = `ASEGURADORA NAVEGADOR ${Date.now().toString(36).toUpperCase()}`;

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

  it('una contraseña equivocada muestra el error del servidor y vacía la contraseña', async () => {
    await page.goto(`${servidor.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="usuario"]', { timeout: ESPERA_MS });
    await page.type('input[name="usuario"]', 'admin');
    await page.type('input[name="password"]', 'no-es-la-clave');
    await clicEnBoton(page, 'Ingresar');

    await esperarTextos(page, ['Usuario o contraseña incorrectos!']);
    expect(await page.$eval('input[name="password"]', (e) => (e as HTMLInputElement).value)).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
  }, 60_000);

  it('admin ingresa y llega al dashboard principal con el título de la pantalla', async () => {
    await page.click('input[name="usuario"]', { count: 3 });
    await page.type('input[name="usuario"]', 'admin');
    await page.type('input[name="password"]', 'demo1234');
    await clicEnBoton(page, 'Ingresar');

    await page.waitForFunction(() => location.pathname === '/dashboard/avanti', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Cerrar sesión', 'Mantenimiento']);
    expect(await page.title()).toMatch(/^Avanti \| /);
  }, 60_000);

  it('registra una aseguradora en el modal, la encuentra buscando y la desactiva', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    expect(await page.title()).toBe('Avanti | Aseguradoras');
    await clicEnBoton(page, 'Nueva aseguradora');

    await page.waitForSelector('[role="dialog"] input[name="nombre"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="nombre"]', nombreEps);
    await page.type('[role="dialog"] input[name="nombreCorto"]', 'NAVEGADOR');
    await page.type('[role="dialog"] input[name="nit"]', '900123456-1');
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');

    await esperarTextos(page, ['REGISTRADO CON ÉXITO']);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] input[name="nombre"]'), {
      timeout: ESPERA_MS,
    });

    await page.type('input[name="q"]', nombreEps);
    await page.waitForFunction(
      (nombre: string) => {
        const filas = [...document.querySelectorAll('tbody tr')];
        return filas.length === 1 && (filas[0].textContent ?? '').includes(nombre);
      },
      { timeout: ESPERA_MS },
      nombreEps,
    );
    expect(await textoDeFila(page, nombreEps)).toContain('Activa');

    await clicEnBoton(page, 'Desactivar', 'tbody tr', nombreEps);
    await esperarTextos(page, ['DESACTIVADO CON ÉXITO']);
    await page.waitForFunction(
      (nombre: string) => {
        const fila = [...document.querySelectorAll('tbody tr')].find((tr) => (tr.textContent ?? '').includes(nombre));
        return Boolean(fila && (fila.textContent ?? '').includes('Inactiva'));
      },
      { timeout: ESPERA_MS },
      nombreEps,
    );
    const fila = await textoDeFila(page, nombreEps);
    expect(fila).toContain('Inactiva');
    expect(fila).toContain('Activar');
  }, 90_000);

  it('la auditoría muestra el registro y la desactivación de esa aseguradora', async () => {
    const registro = `Registró la aseguradora ${nombreEps}`;
    const desactivacion = `Desactivó la aseguradora ${nombreEps}`;
    // The audit log is projected asynchronously: reload until both entries are there.
    const limite = Date.now() + 30_000;
    for (;;) {
      await page.goto(`${servidor.url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('table tbody', { timeout: ESPERA_MS });
      const texto = await page.$eval('table', (t) => t.textContent ?? '');
      if (texto.includes(registro) && texto.includes(desactivacion)) break;
      if (Date.now() > limite) throw new Error(`La auditoría no muestra los eventos de ${nombreEps}:\n${texto}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await page.title()).toBe('Avanti | Auditoría');
    expect(await textoDeFila(page, desactivacion)).toContain('admin');
  }, 90_000);
});
