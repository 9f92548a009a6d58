/**
 * Issue 9 point 1 in the browser: a clerk who types without accents or capitals finds the patient,
 * the insurer and the audit entry ('gomez' finds SOFÍA GÓMEZ, 'poliza' finds ALLIANZ PÓLIZA DE SALUD).
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, ingresarEnNavegador, textoDeFila, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { admitirPorApi, unaFilaCon } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: buscar sin tildes ni mayúsculas', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  let documento: string;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
    ({ documento } = await admitirPorApi(servidor.app, { primerNombre: 'sofía', segundoNombre: null, primerApellido: 'gómez', segundoApellido: 'núñez' }));
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('"gomez nunez sofia" encuentra a SOFÍA GÓMEZ NÚÑEZ en la lista de pacientes', async () => {
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', 'gomez nunez sofia');
    await unaFilaCon(page, documento);
    expect(await textoDeFila(page, documento)).toContain('GÓMEZ NÚÑEZ');
  }, 60_000);

  it('"poliza" encuentra la aseguradora ALLIANZ PÓLIZA DE SALUD', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', 'poliza');
    await unaFilaCon(page, 'ALLIANZ PÓLIZA DE SALUD');
  }, 60_000);

  it('"gomez" en la auditoría encuentra el registro de la paciente', async () => {
    const limite = Date.now() + 30_000;
    for (;;) {
      await page.goto(`${servidor.url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
      await page.type('input[name="q"]', 'gomez');
      const encontrado = await page
        .waitForFunction(
          (buscado: string) => {
            const filas = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
            // Filtered: every row is about GÓMEZ, and her registration is there.
            return filas.length > 0 && filas.every((f) => f.includes('GÓMEZ')) && filas.some((f) => f.includes(buscado));
          },
          { timeout: 3_000 },
          `Registró el paciente SOFÍA GÓMEZ (CC ${documento})`,
        )
        .then(
          () => true,
          () => false,
        );
      if (encontrado) break;
      if (Date.now() > limite) throw new Error('La auditoría no filtra por "gomez"');
    }
    const filas = await page.$$eval('tbody tr', (l) => l.map((tr) => tr.textContent ?? ''));
    expect(filas.every((f) => /GÓMEZ/.test(f))).toBe(true);
  }, 60_000);
});
