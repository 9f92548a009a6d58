/**
 * The money screens in the browser: a copay and a variable expense registered through their dialogs and
 * seen in their lists, and /dashboard-nomina for a typed range showing the copay's amount.
 * Run `npm run build:admin` first.
 */
import type { Page } from 'puppeteer-core';
import { pacienteValido } from '../admisiones/ayudas.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const aTexto = (iso: string) => iso.split('-').reverse().join('/');

/** Picks the option with that text of an MUI select (by its hidden input's name) inside a dialog. */
async function elegirEnSelect(page: Page, dialogo: string, nombre: string, opcion: string): Promise<void> {
  await page.$eval(`[data-dialogo="${dialogo}"] input[name="${nombre}"]`, (el) => {
    el.parentElement!.querySelector('[role="combobox"]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const item = await page.waitForFunction(
    (texto: string) => [...document.querySelectorAll<HTMLElement>('li[role="option"]')].find((li) => (li.textContent ?? '').trim() === texto) ?? null,
    { timeout: ESPERA_MS },
    opcion,
  );
  await (item as unknown as { click(): Promise<void> }).click();
  await page.waitForFunction(() => !document.querySelector('li[role="option"]'), { timeout: ESPERA_MS });
}

const filaCon = (page: Page, textos: string[]) =>
  page.waitForFunction(
    (t: string[]) => [...document.querySelectorAll('tbody tr')].some((tr) => t.every((x) => (tr.textContent ?? '').includes(x))),
    { timeout: ESPERA_MS },
    textos,
  );

describirSiHayChromium('admin en el navegador: copagos, gastos e ingresos y gastos', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const admin = await servidor.app.ingresar('admin');
    const paciente = await servidor.app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerNombre: 'copa', primerApellido: 'gota', numeroDocumento: '7711223344', tipoCliente: 6 }));
    expect(paciente.status).toBe(201);
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('registra un copago en efectivo y lo ve en la lista con la leyenda', async () => {
    await page.goto(`${servidor.url}/copagos`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Seleccione las fechas en las que quiere ver la información', 'Efectivo', 'Transferencia', 'Exportar a Excel']);
    await clicEnBoton(page, 'Registrar copago');
    await page.waitForSelector('[data-dialogo="copago"] input[name="monto"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Guardar', '[data-dialogo="copago"]');
    await esperarTextos(page, ['Complete los campos requeridos']);
    await page.type('[data-dialogo="copago"] input[name="monto"]', '43210');
    await elegirEnSelect(page, 'copago', 'tipo', 'Efectivo');
    await page.type('[data-dialogo="copago"] input[name="paciente"]', 'copa');
    const opcion = await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('li[role="option"]')].find((li) => /copa .*gota/i.test(li.textContent ?? '')) ?? null,
      { timeout: ESPERA_MS },
    );
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.type('[data-dialogo="copago"] textarea[name="comentario"]', 'Pago en caja');
    await clicEnBoton(page, 'Guardar', '[data-dialogo="copago"]');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="copago"]'), { timeout: ESPERA_MS });
    await filaCon(page, ['GOTA', '43.210', 'Efectivo']);
  }, 60_000);

  it('registra un gasto variable de servicios y lo ve en la lista', async () => {
    await page.goto(`${servidor.url}/gastos-variables`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Préstamo', 'Gasto general', 'Gasto servicios']);
    await clicEnBoton(page, 'Registrar gasto variable');
    await page.waitForSelector('[data-dialogo="gasto-variable"] input[name="valor"]', { timeout: ESPERA_MS });
    await page.type('[data-dialogo="gasto-variable"] input[name="valor"]', '85000');
    await elegirEnSelect(page, 'gasto-variable', 'categoria', 'Gasto servicios');
    await page.type('[data-dialogo="gasto-variable"] input[name="concepto"]', 'Energía del mes');
    await clicEnBoton(page, 'Guardar', '[data-dialogo="gasto-variable"]');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="gasto-variable"]'), { timeout: ESPERA_MS });
    await filaCon(page, ['Energía del mes', '85.000', 'Gasto servicios']);
  }, 60_000);

  it('/dashboard-nomina para el día de hoy muestra el copago y el gasto', async () => {
    await page.goto(`${servidor.url}/dashboard-nomina`, { waitUntil: 'networkidle0' });
    for (const nombre of ['desde', 'hasta']) {
      const campo = `[data-seccion="rango"] input[name="${nombre}"]`;
      await page.click(campo, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(campo, aTexto(hoy()));
    }
    await clicEnBoton(page, 'Consultar', '[data-seccion="rango"]');
    await page.waitForFunction(() => /43\.210/.test(document.querySelector('[data-tarjeta="copago"] [data-valor]')?.textContent ?? ''), { timeout: ESPERA_MS });
    await filaCon(page, ['Energía del mes', '85.000']);
    await esperarTextos(page, ['Por entidad', 'Por especialidad', 'Por terapeuta', 'Nómina']);
  }, 60_000);
});
