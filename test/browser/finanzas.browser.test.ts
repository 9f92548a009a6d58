/**
 * /ajustar-salarios in the browser: a therapist's pay per session set in the modal (without dots), a
 * non-numeric amount refused before sending, and the saved record seen in the table and through the api.
 * Run `npm run build:admin` first.
 */
import type { Page } from 'puppeteer-core';
import { crearUsuario } from '../admisiones/ayudas.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: salarios y contratos', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  let admin: string;
  let terapeuta: string;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    admin = await servidor.app.ingresar('admin');
    terapeuta = await crearUsuario(servidor.app, 'salario-fisio', 2, 'principal');
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('fija el pago por sesión de un terapeuta sin puntos y lo ve en la tabla', async () => {
    await page.goto(`${servidor.url}/ajustar-salarios`, { waitUntil: 'networkidle0' });
    await page.type('input[name="q"]', 'salario-fisio');
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].some((tr) => /SALARIO-FISIO/i.test(tr.textContent ?? '')), { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Editar', 'tbody tr', 'salario-fisio');
    await page.waitForSelector('[data-dialogo="salario"] input[name="pagoPorSesion"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Escribir salario sin puntos']);
    const campo = '[data-dialogo="salario"] input[name="pagoPorSesion"]';
    await page.click(campo, { count: 3 });
    await page.type(campo, '20.000');
    await esperarTextos(page, ['Revise los valores: solo números en pesos, sin puntos']);
    await page.click(campo, { count: 3 });
    await page.type(campo, '20000');
    await clicEnBoton(page, 'Actualizar', '[data-dialogo="salario"]');
    await esperarTextos(page, ['Datos actualizados correctamente']);
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].some((tr) => /SALARIO-FISIO/i.test(tr.textContent ?? '') && /20\.000/.test(tr.textContent ?? '')), { timeout: ESPERA_MS });
    const guardado = await servidor.app.http.get(`/api/salarios/${terapeuta}`).set('authorization', admin);
    expect(guardado.body).toMatchObject({ pagoPorSesion: 20000, registrado: true });
  }, 90_000);
});
