/**
 * The catalogue screens in Debian's Chromium: a consultation-reason term is created, found, inactivated
 * and activated again with the spec's toasts; strategies show their specialty by name.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import {
  abrirNavegador,
  clicEnBoton,
  describirSiHayChromium,
  ESPERA_MS,
  esperarTextos,
  ingresarEnNavegador,
  textoDeFila,
  type Navegador,
} from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: catálogos', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const termino = `Término navegador ${Date.now().toString(36)}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  const filaCon = (texto: string, contiene: string) =>
    page.waitForFunction(
      (t: string, c: string) =>
        [...document.querySelectorAll('tbody tr')].some((tr) => (tr.textContent ?? '').includes(t) && (tr.textContent ?? '').includes(c)),
      { timeout: ESPERA_MS },
      texto,
      contiene,
    );

  it('motivos de consulta: crea un término (nace activo), lo inactiva y lo activa con los mensajes del spec', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoMc`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Retraso del lenguaje']);
    expect(await page.$$eval('tbody tr', (filas) => filas.length)).toBe(7);
    await clicEnBoton(page, 'Nuevo');
    await page.waitForSelector('[role="dialog"] input[name="descripcion"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="descripcion"]', termino);
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['REGISTRADO CON ÉXITO']);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });

    await page.type('input[name="q"]', 'termino NAVEGADOR');
    await filaCon(termino, 'Activa');
    await clicEnBoton(page, 'Inactivar', 'tbody tr', termino);
    await clicEnBoton(page, 'Inactivar', '[role="dialog"]');
    await esperarTextos(page, ['DESACTIVADO CON ÉXITO']);
    await filaCon(termino, 'Inactiva');
    await clicEnBoton(page, 'Activar', 'tbody tr', termino);
    await esperarTextos(page, ['ACTIVADO CON ÉXITO']);
    await filaCon(termino, 'Inactivar');
    expect(await textoDeFila(page, termino)).toContain('Activa');
  }, 90_000);

  it('estrategias: la especialidad se lee por su nombre, nunca por su código', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEs`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Especialidad']);
    const texto = await page.$eval('table', (t) => t.textContent ?? '');
    expect(texto).toMatch(/Fisioterapia|Fonoaudiología|Psicología|Terapia ocupacional|Educación especial/);
    expect(texto).not.toMatch(/\b2[2-6]\b/);
  }, 60_000);
});
