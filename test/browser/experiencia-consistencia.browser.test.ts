/**
 * Issue 9 point 7: consistency. In a browser set to English (and another time zone), dates are typed
 * and shown as dd/mm/aaaa and stored right; one verb per action (Activar / Inactivar) on every list;
 * accents in the product's texts; a favicon and the product's name in the title.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, sinAnimaciones } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { elegir, sinDialogo } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: consistencia en un navegador en inglés', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Browser;
  let page: Page;
  const perfil = mkdtempSync(join(tmpdir(), 'avanti-chromium-en-'));
  const documento = `66${Date.now().toString().slice(-8)}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage', '--lang=en-US'],
      userDataDir: perfil,
      env: { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
    });
    page = await navegador.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await sinAnimaciones(page);
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en;q=0.9' });
    await page.emulateTimezone('America/New_York');
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.close();
    rmSync(perfil, { recursive: true, force: true });
    await servidor?.cerrar();
  }, 60_000);

  it('el navegador está en inglés', async () => {
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
  });

  it('una fecha de nacimiento escrita dd/mm/aaaa se guarda como ese día y se muestra igual', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="fechaNacimiento"]', { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="fechaNacimiento"]', (i) => (i as HTMLInputElement).type)).toBe('text');
    expect(await page.$eval('input[name="fechaNacimiento"]', (i) => (i as HTMLInputElement).placeholder)).toBe('dd/mm/aaaa');
    // Today's admission date is shown the same way.
    expect(await page.$eval('input[name="fechaIngreso"]', (i) => (i as HTMLInputElement).value)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await elegir(page, 'tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="numeroDocumento"]', documento);
    await page.type('input[name="primerApellido"]', 'inglés');
    await page.type('input[name="primerNombre"]', 'fecha');
    await page.type('input[name="fechaNacimiento"]', '04/05/2016');
    expect(await page.$eval('input[name="fechaNacimiento"]', (i) => (i as HTMLInputElement).value)).toBe('04/05/2016');
    await elegir(page, 'sexo', 'Femenino');
    await page.click('input[name="tipoCliente"][value="2"]');
    await clicEnBoton(page, 'Registrar paciente');
    await esperarTextos(page, ['Paciente registrado con éxito!']);
    await page.waitForSelector('[data-pantalla="ingreso"][data-modo="editar"]', { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="fechaNacimiento"]', (i) => (i as HTMLInputElement).value)).toBe('04/05/2016');

    const token = await servidor.app.ingresar('admin');
    const lista = await servidor.app.http
      .get('/api/pacientes')
      .query({ filter: JSON.stringify({ q: documento }) })
      .set('authorization', token);
    expect(lista.body).toHaveLength(1);
    const detalle = await servidor.app.http.get(`/api/pacientes/${lista.body[0].id}`).set('authorization', token);
    expect(detalle.body.fechaNacimiento).toBe('2016-05-04');
  }, 90_000);

  it('una fecha imposible se señala en el campo y no habilita el registro', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="fechaNacimiento"]', { timeout: ESPERA_MS });
    await page.type('input[name="fechaNacimiento"]', '31/02/2016');
    await esperarTextos(page, ['Fecha no válida (dd/mm/aaaa)']);
    expect(await page.$eval('[data-accion="registrar"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  }, 60_000);

  it('el filtro de fechas de la auditoría también es dd/mm/aaaa y pide aaaa-mm-dd al api', async () => {
    await page.goto(`${servidor.url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="desde"]', { timeout: ESPERA_MS });
    const pedida = page.waitForRequest((r) => r.url().includes('/api/auditoria?') && decodeURIComponent(r.url()).includes('"desde":"2020-01-31"'), {
      timeout: ESPERA_MS,
    });
    await page.type('input[name="desde"]', '31012020');
    expect(await page.$eval('input[name="desde"]', (i) => (i as HTMLInputElement).value)).toBe('31/01/2020');
    await pedida;
  }, 60_000);

  it('un solo verbo por acción: Activar / Inactivar en aseguradoras, usuarios y roles', async () => {
    for (const ruta of ['/mantenimiento/mantenimientoEps', '/acceso/usuario', '/acceso/roles']) {
      await page.goto(`${servidor.url}${ruta}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('tbody tr', { timeout: ESPERA_MS });
      const botones = await page.$$eval('tbody button', (l) => l.map((b) => (b.textContent ?? '').trim()));
      expect(botones).toContain('Inactivar');
      expect(botones.filter((b) => /desactivar|habilitar|inhabilitar/i.test(b))).toEqual([]);
    }
  }, 60_000);

  it('acentos en los textos propios, favicon y el nombre del producto en el título', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.click('[data-accion="buscar-paciente"]');
    await page.waitForSelector('input[name="busqueda"]', { timeout: ESPERA_MS });
    await page.type('input[name="busqueda"]', 'zzqqxx');
    await page.keyboard.press('Enter');
    await esperarTextos(page, ['No hay resultados para su búsqueda: zzqqxx']);
    await page.keyboard.press('Escape');
    await sinDialogo(page);
    expect(await page.title()).toBe('Avanti | Ingreso de pacientes');
    const icono = await page.$eval('link[rel="icon"]', (l) => (l as HTMLLinkElement).href);
    const respuesta = await fetch(icono);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toContain('image/svg+xml');
  }, 60_000);
});
