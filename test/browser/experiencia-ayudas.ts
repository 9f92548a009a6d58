/** Helpers shared by the experiencia-* browser tests (issue 9). */
import type { Page } from 'puppeteer-core';
import { ESPERA_MS } from '../support/navegador.js';
import type { AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';

/** Admits a patient through the api (as admin) and returns its document number. */
export async function admitirPorApi(app: AppDePrueba, extra: Record<string, unknown> = {}): Promise<{ id: string; documento: string }> {
  const token = await app.ingresar('admin');
  const datos = pacienteValido(extra);
  const res = await app.http.post('/api/pacientes').set('Authorization', token).send(datos);
  if (res.status !== 201 && res.status !== 200) throw new Error(`No se admitió el paciente: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, documento: String(datos.numeroDocumento) };
}

/** The open confirmation dialog's text, once it is on screen. */
export async function textoDeConfirmacion(page: Page): Promise<string> {
  await page.waitForSelector('[role="dialog"]', { timeout: ESPERA_MS });
  return page.$eval('[role="dialog"]', (d) => d.textContent ?? '');
}

/** Waits until no dialog is left (a closing dialog's backdrop still takes clicks). */
export const sinDialogo = (page: Page) => page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });

/** Waits until the list shows exactly one row, containing `texto`. */
export const unaFilaCon = (page: Page, texto: string) =>
  page.waitForFunction(
    (t: string) => {
      const filas = [...document.querySelectorAll('tbody tr')];
      return filas.length === 1 && (filas[0].textContent ?? '').includes(t);
    },
    { timeout: ESPERA_MS },
    texto,
  );

/** Sets an input's value the way React notices it. */
export const ponerValor = (page: Page, selector: string, valor: string) =>
  page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    valor,
  );

/** Opens an MUI select (by the name of its hidden input) and picks the option with that text. */
export async function elegir(page: Page, nombre: string, opcion: string): Promise<void> {
  await page.$eval(`input[name="${nombre}"]`, (el) => {
    const combo = el.parentElement!.querySelector('[role="combobox"]')!;
    combo.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const item = await page.waitForFunction(
    (texto: string) => [...document.querySelectorAll<HTMLElement>('li[role="option"]')].find((li) => (li.textContent ?? '').trim() === texto) ?? null,
    { timeout: ESPERA_MS },
    opcion,
  );
  await (item as unknown as { click(): Promise<void> }).click();
  await page.waitForFunction(() => !document.querySelector('li[role="option"]'), { timeout: ESPERA_MS });
}

/** Names of the inputs marked invalid (aria-invalid) inside `contenedor`. */
export const camposMarcados = (page: Page, contenedor = 'body') =>
  page.$$eval(`${contenedor} input[aria-invalid="true"], ${contenedor} textarea[aria-invalid="true"]`, (l) =>
    l.map((i) => (i as HTMLInputElement).name).sort(),
  );

/** Opens a patient in the intake screen through 'Buscar paciente'. */
export async function abrirEnIngreso(page: Page, url: string, documento: string): Promise<void> {
  await page.goto(`${url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-accion="buscar-paciente"]', { timeout: ESPERA_MS });
  await page.click('[data-accion="buscar-paciente"]');
  await page.waitForSelector('input[name="busqueda"]', { timeout: ESPERA_MS });
  await page.type('input[name="busqueda"]', documento);
  await page.keyboard.press('Enter');
  await page.waitForSelector('tr[data-paciente]', { timeout: ESPERA_MS });
  await page.click('tr[data-paciente]');
  await page.waitForSelector('[data-pantalla="ingreso"][data-modo="editar"]', { timeout: ESPERA_MS });
  await sinDialogo(page);
}

/** Runs one of a row's actions: opens the row's '⋮' menu and picks the item. */
export async function accionDeFila(page: Page, textoFila: string, etiqueta: string): Promise<void> {
  const boton = await page.waitForFunction(
    (t: string) => [...document.querySelectorAll('tbody tr')].find((tr) => (tr.textContent ?? '').includes(t))?.querySelector('[data-accion="menu"]') ?? null,
    { timeout: ESPERA_MS },
    textoFila,
  );
  await (boton as unknown as { click(): Promise<void> }).click();
  const item = await page.waitForFunction(
    (e: string) => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((li) => (li.textContent ?? '').trim() === e) ?? null,
    { timeout: ESPERA_MS },
    etiqueta,
  );
  await (item as unknown as { click(): Promise<void> }).click();
  await page.waitForFunction(() => !document.querySelector('[role="menuitem"][data-accion]'), { timeout: ESPERA_MS });
}

/** Types into a searchable picker (MUI Autocomplete, by its input's name) and picks the option shown as `opcion`. */
export async function elegirBuscando(page: Page, nombre: string, escrito: string, opcion: string): Promise<void> {
  await page.click(`input[name="${nombre}"]`);
  await page.type(`input[name="${nombre}"]`, escrito);
  const item = await page.waitForFunction(
    (texto: string) => [...document.querySelectorAll<HTMLElement>('li[role="option"]')].find((li) => (li.textContent ?? '').trim() === texto) ?? null,
    { timeout: ESPERA_MS },
    opcion,
  );
  await (item as unknown as { click(): Promise<void> }).click();
  await page.waitForFunction(() => !document.querySelector('li[role="option"]'), { timeout: ESPERA_MS });
}

/** The helper text under an input (its error or hint). */
export const ayudaDe = (page: Page, nombre: string) =>
  page.$eval(`[name="${nombre}"]`, (i) => i.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '');
