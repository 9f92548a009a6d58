/**
 * Issue 9 point 3: errors say which field. Missing fields are marked (and keep the spec's toast),
 * the api's `errores` land on their fields, the save button is there from the start and says why it
 * is disabled, the client-type radio group has a label, and a duplicate document asks through the
 * product's dialog, never the browser's confirm(). Needs `admin/dist` and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { abrirEnIngreso, admitirPorApi, camposMarcados, elegir, ponerValor, textoDeConfirmacion } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: los errores señalan su campo', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const dialogosNativos: string[] = [];

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    page.on('dialog', (d) => {
      dialogosNativos.push(d.message());
      void d.dismiss();
    });
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('el ingreso muestra desde el inicio el botón de guardar, por qué está deshabilitado, los obligatorios y el aviso de acudientes', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-accion="registrar"]', { timeout: ESPERA_MS });
    expect(await page.$eval('[data-accion="registrar"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await esperarTextos(page, [
      'Para guardar, escriba la fecha de nacimiento',
      'Los acudientes, los motivos de consulta y los documentos se agregan después de registrar el paciente.',
    ]);
    // The radio group is labelled, and required like the other fields marked with an asterisk.
    const etiqueta = await page.$eval('[role="radiogroup"]', (g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
    expect(etiqueta).toMatch(/^Tipo de cliente\s*\*/);
    for (const campo of ['numeroDocumento', 'primerApellido', 'primerNombre', 'fechaNacimiento']) {
      const texto = await page.$eval(`input[name="${campo}"]`, (i) => i.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? '');
      expect(texto).toContain('*');
    }

    await ponerValor(page, 'input[name="fechaNacimiento"]', '2016-05-04');
    await page.type('input[name="primerNombre"]', 'sin apellido');
    await clicEnBoton(page, 'Registrar paciente');
    await esperarTextos(page, ['Faltan campos por llenar!']);
    expect(await camposMarcados(page, '[data-pantalla="ingreso"]')).toEqual(['numeroDocumento', 'primerApellido', 'sexo', 'tipoDocumento']);
    expect(await page.$eval('[data-campo="tipoCliente"]', (c) => c.textContent ?? '')).toContain('Este campo es obligatorio');
    // Typing in a marked field clears its mark.
    await page.type('input[name="primerApellido"]', 'marcado');
    expect(await camposMarcados(page, '[data-pantalla="ingreso"]')).toEqual(['numeroDocumento', 'sexo', 'tipoDocumento']);
  }, 90_000);

  it('un acudiente sin teléfono marca el teléfono; un correo inválido lo marca el servidor', async () => {
    const { documento } = await admitirPorApi(servidor.app);
    await abrirEnIngreso(page, servidor.url, documento);
    await page.type('input[name="acudiente.apellidos"]', 'campos');
    await page.type('input[name="acudiente.nombres"]', 'marta');
    await elegir(page, 'acudiente.tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="acudiente.numeroDocumento"]', '52000111');
    await elegir(page, 'acudiente.parentesco', 'Madre');
    await page.type('input[name="acudiente.correo"]', 'no-es-un-correo');
    await elegir(page, 'acudiente.ocupacion', 'Comerciante');
    await clicEnBoton(page, 'Registrar acudiente');
    await esperarTextos(page, ['Faltan campos por llenar!']);
    expect(await camposMarcados(page, '[data-panel="acudientes"]')).toEqual(['acudiente.telefono']);

    await page.type('input[name="acudiente.telefono"]', '3001112233');
    await clicEnBoton(page, 'Registrar acudiente');
    await page.waitForFunction(() => document.querySelector('input[name="acudiente.correo"]')?.getAttribute('aria-invalid') === 'true', { timeout: ESPERA_MS });
    expect(await camposMarcados(page, '[data-panel="acudientes"]')).toEqual(['acudiente.correo']);
  }, 90_000);

  it('un documento ya registrado pregunta con el diálogo del producto y abre el paciente existente', async () => {
    const { documento } = await admitirPorApi(servidor.app, { primerApellido: 'existente' });
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="numeroDocumento"]', { timeout: ESPERA_MS });
    await elegir(page, 'tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="numeroDocumento"]', documento);
    await page.type('input[name="primerApellido"]', 'repetido');
    await page.type('input[name="primerNombre"]', 'ana');
    await ponerValor(page, 'input[name="fechaNacimiento"]', '2016-05-04');
    await elegir(page, 'sexo', 'Femenino');
    await page.click('input[name="tipoCliente"][value="2"]');
    await clicEnBoton(page, 'Registrar paciente');
    const pregunta = await textoDeConfirmacion(page);
    expect(pregunta).toContain(`Ya existe un paciente con el documento CC ${documento}`);
    expect(await camposMarcados(page, '[data-pantalla="ingreso"]')).toEqual(['numeroDocumento']);
    await clicEnBoton(page, 'Abrir paciente existente', '[role="dialog"]');
    await page.waitForSelector('[data-pantalla="ingreso"][data-modo="editar"]', { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="primerApellido"]', (i) => (i as HTMLInputElement).value)).toBe('EXISTENTE');
    expect(dialogosNativos).toEqual([]);
  }, 90_000);
});
