/**
 * Issue 25 item 4: the admin's "today" is the server's. A server on a fixed clock (Tuesday 2026-03-10, 10:00 in
 * Bogotá) while the browser lives on the real date: the dates the screens propose follow the server — mass
 * cancellation opens on that day, copays on that month up to that day — after signing in and after a reload.
 * Run `npm run build:admin` first.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

describirSiHayChromium('admin en el navegador: la fecha de hoy es la del reloj del servidor', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj: relojFijo('2026-03-10T15:00:00Z') });
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    navegador = await abrirNavegador();
    page = navegador.page;
  }, 180_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  const valores = async (selector: string, esperados: string[]) => {
    await page
      .waitForFunction(
        (s: string, e: string[]) => JSON.stringify([...document.querySelectorAll<HTMLInputElement>(s)].map((i) => i.value)) === JSON.stringify(e),
        { timeout: ESPERA_MS },
        selector,
        esperados,
      )
      .catch(() => undefined);
    return page.$$eval(selector, (l) => l.map((i) => (i as HTMLInputElement).value));
  };

  it('cancelación masiva y copagos proponen el día y el mes del servidor, no los del navegador', async () => {
    // The browser's own today is not the server's: what follows could not come from the browser's clock.
    expect(await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()))).not.toBe('2026-03-10');

    await ingresarEnNavegador(page, url, 'admin');
    await page.goto(`${url}/programacion/cancelar-masivo`, { waitUntil: 'networkidle0' });
    expect(await valores('input[name="desde"], input[name="hasta"]', ['10/03/2026', '10/03/2026'])).toEqual(['10/03/2026', '10/03/2026']);

    await page.goto(`${url}/copagos`, { waitUntil: 'networkidle0' });
    expect(await valores('input[name="desde"], input[name="hasta"]', ['01/03/2026', '10/03/2026'])).toEqual(['01/03/2026', '10/03/2026']);

    // A reload asks the server's clock again before the first screen shows.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await valores('input[name="desde"], input[name="hasta"]', ['01/03/2026', '10/03/2026'])).toEqual(['01/03/2026', '10/03/2026']);
  }, 120_000);
});
