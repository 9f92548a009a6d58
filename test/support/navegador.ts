import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { exigirEnCI } from './bases-de-datos.js';

/** Debian's Chromium, never a browser downloaded by a test tool. */
export const CHROMIUM = '/usr/bin/chromium';
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
export const ESPERA_MS = 20_000;

export const hayChromium = exigirEnCI(`Chromium (${CHROMIUM})`, existsSync(CHROMIUM));
if (!hayChromium) console.warn(`Pruebas de navegador omitidas: no existe ${CHROMIUM} (instálelo con: apt-get install -y chromium).`);
export const describirSiHayChromium = hayChromium ? describe : describe.skip;

export interface Navegador {
  navegador: Browser;
  page: Page;
  cerrar(): Promise<void>;
}

/**
 * Screens without CSS transitions: on a loaded machine a menu or an accordion still moving when the next click
 * comes makes that click land where the element was (a person waits for it; a test does not). The screens end
 * in the same state; react-transition-group's own timers still run.
 */
export async function sinAnimaciones(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const css =
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
    document.addEventListener('DOMContentLoaded', () => {
      const estilo = document.createElement('style');
      estilo.textContent = css;
      document.head.appendChild(estilo);
    });
  });
}

export async function abrirNavegador(): Promise<Navegador> {
  const perfil = mkdtempSync(join(tmpdir(), 'avanti-chromium-'));
  const navegador = await puppeteer.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM, userDataDir: perfil });
  const page = await navegador.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  await sinAnimaciones(page);
  return {
    navegador,
    page,
    async cerrar() {
      await navegador.close();
      rmSync(perfil, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's text contains every one of the given texts. */
export async function esperarTextos(page: Page, textos: string[], timeout = ESPERA_MS): Promise<void> {
  await page.waitForFunction((buscados: string[]) => buscados.every((t) => (document.body.textContent ?? '').includes(t)), { timeout }, textos);
}

/**
 * Clicks the button whose visible label is `etiqueta`, inside the first element matching `contenedor`
 * whose text includes `conTexto` (when given). Waits until such a button exists and is enabled.
 */
export async function clicEnBoton(page: Page, etiqueta: string, contenedor = 'body', conTexto?: string): Promise<void> {
  const boton = await page.waitForFunction(
    (etiqueta: string, contenedor: string, conTexto: string | null) => {
      const zonas = [...document.querySelectorAll<HTMLElement>(contenedor)].filter((z) => conTexto === null || (z.textContent ?? '').includes(conTexto));
      for (const zona of zonas) {
        const encontrado = [...zona.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.textContent ?? '').trim() === etiqueta && !b.disabled);
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
export const textoDeFila = (page: Page, texto: string): Promise<string | null> =>
  page.evaluate((texto: string) => {
    const fila = [...document.querySelectorAll('tbody tr')].find((tr) => (tr.textContent ?? '').includes(texto));
    return fila ? (fila.textContent ?? '') : null;
  }, texto);

/** Signs in through the login form and waits for the landing screen. */
export async function ingresarEnNavegador(page: Page, url: string, usuario: string, password = 'demo1234'): Promise<void> {
  await page.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name="usuario"]', { timeout: ESPERA_MS });
  await page.type('input[name="usuario"]', usuario);
  await page.type('input[name="password"]', password);
  await clicEnBoton(page, 'Ingresar');
  await page.waitForFunction(() => !['/', '/login'].includes(location.pathname), { timeout: ESPERA_MS });
}
