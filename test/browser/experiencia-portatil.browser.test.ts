/**
 * Issue 9 point 6: the patient list fits a 1366×768 laptop: nothing overflows sideways, the toolbar's
 * actions are on screen, each row is one line, the code (same as the document) is not a default
 * column but can be chosen, and each row's actions live in one menu. Checked by element positions.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { accionDeFila, admitirPorApi } from './experiencia-ayudas.js';

const ANCHO = 1366;
const ALTO = 768;

describirSiHayChromium('experiencia: la lista de pacientes en un portátil de 1366×768', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: ANCHO, height: ALTO });
    await ingresarEnNavegador(page, servidor.url, 'admin');
    // A long name: the row must still be one line.
    await admitirPorApi(servidor.app, {
      primerNombre: 'maría del socorro',
      segundoNombre: 'guadalupe',
      primerApellido: 'fernández de castro',
      segundoApellido: 'villavicencio',
    });
    for (let i = 0; i < 7; i++) await admitirPorApi(servidor.app, { primerApellido: `portátil ${i}` });
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('cabe sin desplazamiento lateral, con Exportar, Columnas y las acciones de cada fila a la vista, una línea por fila', async () => {
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('tbody tr [data-accion="menu"]', { timeout: ESPERA_MS });

    const medidas = await page.evaluate(() => {
      const caja = (el: Element | null | undefined) => (el ? (el.getBoundingClientRect().toJSON() as DOMRect) : null);
      const boton = (texto: string) => [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === texto);
      const filas = [...document.querySelectorAll('tbody tr')];
      return {
        anchoDocumento: document.documentElement.scrollWidth,
        tabla: caja(document.querySelector('table')),
        exportar: caja(boton('Exportar a Excel')),
        columnas: caja(boton('Columnas')),
        menus: filas.map((tr) => caja(tr.querySelector('[data-accion="menu"]'))),
        altosFila: filas.map((tr) => tr.getBoundingClientRect().height),
        encabezados: [...document.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim()),
      };
    });
    expect(medidas.anchoDocumento).toBeLessThanOrEqual(ANCHO);
    expect(medidas.tabla!.right).toBeLessThanOrEqual(ANCHO);
    for (const b of [medidas.exportar, medidas.columnas]) {
      expect(b).not.toBeNull();
      expect(b!.right).toBeLessThanOrEqual(ANCHO);
      expect(b!.bottom).toBeLessThanOrEqual(ALTO);
    }
    expect(medidas.menus.length).toBeGreaterThan(5);
    for (const m of medidas.menus) expect(m!.right).toBeLessThanOrEqual(ANCHO);
    // One line of text per row (a wrapped row is at least twice as tall).
    expect(Math.max(...medidas.altosFila)).toBeLessThan(48);
    expect(medidas.encabezados).not.toContain('Código');
    expect(medidas.encabezados).toEqual(expect.arrayContaining(['Documento', 'Apellidos', 'Nombres', 'Estado', 'Acciones']));
  }, 90_000);

  it('Columnas permite mostrar el código; Ver se elige en el menú de la fila', async () => {
    const boton = await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === 'Columnas') ?? null, {
      timeout: ESPERA_MS,
    });
    await (boton as unknown as { click(): Promise<void> }).click();
    const opcion = await page.waitForFunction(
      () => [...document.querySelectorAll('.MuiPopover-paper label')].find((l) => (l.textContent ?? '').trim() === 'Código') ?? null,
      { timeout: ESPERA_MS },
    );
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('thead th')].some((th) => (th.textContent ?? '').trim() === 'Código'), {
      timeout: ESPERA_MS,
    });
    await page.keyboard.press('Escape');
    // The chooser stays mounted while closed: wait until it is hidden.
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-root')].every((p) => getComputedStyle(p).visibility === 'hidden'), {
      timeout: ESPERA_MS,
    });

    await accionDeFila(page, 'VILLAVICENCIO', 'Ver');
    await esperarTextos(page, ['Detalle del paciente', 'FERNÁNDEZ DE CASTRO']);
  }, 60_000);
});
