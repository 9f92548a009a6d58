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
