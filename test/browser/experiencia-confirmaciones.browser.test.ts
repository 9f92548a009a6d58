/**
 * Issue 9 point 2: destructive actions ask first, naming the record, and can be cancelled; after a
 * status change the counters update without a reload. Needs `admin/dist` and /usr/bin/chromium.
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
import { accionDeFila, admitirPorApi, sinDialogo, textoDeConfirmacion, unaFilaCon } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: confirmaciones antes de inactivar o limpiar', () => {
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

  it('inactivar un paciente pregunta con su nombre; Cancelar no cambia nada; Inactivar actualiza los contadores sin recargar', async () => {
    const { documento } = await admitirPorApi(servidor.app, { primerNombre: 'rosa', primerApellido: 'confirmada', segundoApellido: null, segundoNombre: null });
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', documento);
    await unaFilaCon(page, documento);
    await esperarTextos(page, ['Activos (1)', 'Inactivos (0)', 'Todos (1)']);

    await accionDeFila(page, documento, 'Inactivar');
    const pregunta = await textoDeConfirmacion(page);
    expect(pregunta).toContain('¿Inactivar al paciente?');
    expect(pregunta).toContain(`CONFIRMADA ROSA (CC ${documento})`);
    await clicEnBoton(page, 'Cancelar', '[role="dialog"]');
    await sinDialogo(page);
    expect(await textoDeFila(page, documento)).toContain('Activo');
    await esperarTextos(page, ['Activos (1)', 'Inactivos (0)']);

    await accionDeFila(page, documento, 'Inactivar');
    await textoDeConfirmacion(page);
    await clicEnBoton(page, 'Inactivar', '[role="dialog"]');
    await esperarTextos(page, [`Paciente inactivado con éxito: CONFIRMADA ROSA (CC ${documento})`]);
    // Still under 'Todos', without reloading: the row and the counters change.
    await esperarTextos(page, ['Activos (0)', 'Inactivos (1)', 'Todos (1)']);
    await page.waitForFunction(
      (d: string) => [...document.querySelectorAll('tbody tr')].some((tr) => (tr.textContent ?? '').includes(d) && (tr.textContent ?? '').includes('Inactivo')),
      { timeout: ESPERA_MS },
      documento,
    );
  }, 120_000);

  it('inactivar una aseguradora pregunta con su nombre y se puede cancelar', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('tbody tr', { timeout: ESPERA_MS });
    const nombre = await page.$eval('tbody tr td', (td) => td.textContent ?? '');
    await clicEnBoton(page, 'Inactivar', 'tbody tr', nombre);
    const pregunta = await textoDeConfirmacion(page);
    expect(pregunta).toContain('¿Inactivar la aseguradora?');
    expect(pregunta).toContain(nombre);
    await clicEnBoton(page, 'Cancelar', '[role="dialog"]');
    await sinDialogo(page);
    expect(await textoDeFila(page, nombre)).toContain('Activa');
  }, 60_000);

  it('inactivar un usuario pregunta con su nombre y se puede cancelar', async () => {
    await page.goto(`${servidor.url}/acceso/usuario`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('tbody tr [data-accion="inactivar"]', { timeout: ESPERA_MS });
    const fila = await page.$eval('tbody tr:has([data-accion="inactivar"])', (tr) => tr.querySelectorAll('td')[2]?.textContent ?? '');
    await clicEnBoton(page, 'Inactivar', 'tbody tr', fila);
    expect(await textoDeConfirmacion(page)).toContain(`(${fila})`);
    await clicEnBoton(page, 'Cancelar', '[role="dialog"]');
    await sinDialogo(page);
    expect(await textoDeFila(page, fila)).toContain('Activo');
  }, 60_000);

  it('Limpiar pregunta antes de borrar lo escrito; Cancelar lo conserva', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="primerApellido"]', { timeout: ESPERA_MS });
    await page.type('input[name="primerApellido"]', 'borrador');
    await clicEnBoton(page, 'Limpiar');
    expect(await textoDeConfirmacion(page)).toContain('¿Limpiar el formulario?');
    await clicEnBoton(page, 'Cancelar', '[role="dialog"]');
    await sinDialogo(page);
    expect(await page.$eval('input[name="primerApellido"]', (i) => (i as HTMLInputElement).value)).toBe('borrador');
    await clicEnBoton(page, 'Limpiar');
    await textoDeConfirmacion(page);
    await clicEnBoton(page, 'Limpiar', '[role="dialog"]');
    await sinDialogo(page);
    expect(await page.$eval('input[name="primerApellido"]', (i) => (i as HTMLInputElement).value)).toBe('');
  }, 60_000);
});
