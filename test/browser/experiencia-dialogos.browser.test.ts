/**
 * Dialogs moved to react-admin's data hooks (issue 14 item 5, while fixing issue 9): the leaders dialog
 * starts from the patient's leaders and saves; the user dialog starts from the user's detail and saves;
 * the role permissions dialog is covered by acceso.browser.test.ts.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { accionDeFila, admitirPorApi, sinDialogo, unaFilaCon } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: diálogos con los datos del registro', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;

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

  it('Líderes: elige una terapeuta, guarda, y al volver a abrir la muestra elegida', async () => {
    const { documento } = await admitirPorApi(servidor.app, { primerApellido: 'liderada' });
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', documento);
    await unaFilaCon(page, documento);
    await accionDeFila(page, documento, 'Líderes');
    await esperarTextos(page, ['Líderes de terapia de LIDERADA']);
    const combo = await page.waitForSelector('[role="dialog"] [role="combobox"]', { timeout: ESPERA_MS });
    await combo!.click();
    const opcion = await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('[role="listbox"] li[role="option"]')].find((li) => (li.textContent ?? '').trim() !== 'Sin líder') ?? null,
      { timeout: ESPERA_MS },
    );
    const nombre = await (opcion as unknown as { evaluate(f: (li: Element) => string): Promise<string> }).evaluate((li) => (li.textContent ?? '').trim());
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.waitForFunction(
      (n: string) => (document.querySelector('[role="dialog"] [role="combobox"]')?.textContent ?? '').includes(n),
      { timeout: ESPERA_MS },
      nombre,
    );
    await page.waitForFunction(() => !document.querySelector('[role="listbox"]'), { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['Lideres actualizados con éxito!']);
    await sinDialogo(page);
    await accionDeFila(page, documento, 'Líderes');
    await page.waitForFunction(
      (n: string) => (document.querySelector('[role="dialog"] [role="combobox"]')?.textContent ?? '').includes(n),
      { timeout: ESPERA_MS },
      nombre,
    );
    await clicEnBoton(page, 'Cancelar', '[role="dialog"]');
    await sinDialogo(page);
  }, 90_000);

  it('Editar usuario: parte de la cédula guardada y guarda el correo nuevo', async () => {
    const token = await servidor.app.ingresar('admin');
    const usuario = `edicion${Date.now() % 100000}`;
    const alta = await servidor.app.http
      .post('/api/usuarios')
      .set('authorization', token)
      .send({ nombres: 'Edna', apellidos: 'Editada', usuario, password: 'clave-segura-1', rol: 2 });
    expect(alta.status).toBe(201);
    const put = await servidor.app.http
      .put(`/api/usuarios/${alta.body.id}`)
      .set('authorization', token)
      .field('cedula', '1098765')
      .field('correo', 'edna@clinica.co');
    expect(put.status).toBeLessThan(300);
    await page.goto(`${servidor.url}/acceso/usuario`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', usuario);
    await unaFilaCon(page, usuario);
    await clicEnBoton(page, 'Editar', 'tbody tr', usuario);
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] input[name="cedula"]') as HTMLInputElement | null)?.value === '1098765', {
      timeout: ESPERA_MS,
    });
    await page.click('[role="dialog"] input[name="correo"]', { count: 3 });
    await page.type('[role="dialog"] input[name="correo"]', 'edna.nueva@clinica.co');
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, ['USUARIO ACTUALIZADO CON ÉXITO']);
    const detalle = await servidor.app.http.get(`/api/usuarios/${alta.body.id}`).set('authorization', token);
    expect(detalle.body).toMatchObject({ correo: 'edna.nueva@clinica.co', cedula: '1098765' });
  }, 90_000);
});
