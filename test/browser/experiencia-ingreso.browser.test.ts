/**
 * Issue 9 point 5: the intake form as a clinic form on a 1366×768 laptop: sections side by side in a
 * grid, a searchable city picker (accents and case aside), document numbers and phones checked as
 * typed with the api's messages, and an upload component that shows what is chosen and what is saved.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { JPG, PDF, PNG } from '../admisiones/ayudas.js';
import { ayudaDe, elegir, elegirBuscando } from './experiencia-ayudas.js';

describirSiHayChromium('experiencia: el formulario de ingreso', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const documento = `55${Date.now().toString().slice(-8)}`;
  const carpeta = mkdtempSync(join(tmpdir(), 'avanti-docs-'));
  const archivo = (nombre: string, datos: Buffer) => {
    const ruta = join(carpeta, nombre);
    writeFileSync(ruta, datos);
    return ruta;
  };

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('en un portátil las secciones van en una cuadrícula: el formulario mide menos de 1.500 px de alto', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-seccion="Datos personales"]', { timeout: ESPERA_MS });
    const medidas = await page.evaluate(() => {
      const arriba = (s: string) => {
        const el = document.querySelector(s)!;
        return (el.closest('.MuiFormControl-root') ?? el).getBoundingClientRect().top;
      };
      return {
        alto: document.querySelector('[data-pantalla="ingreso"]')!.getBoundingClientRect().height,
        ancho: document.documentElement.scrollWidth,
        procedencia: arriba('[data-seccion="Procedencia"]'),
        residencia: arriba('[data-seccion="Residencia y contacto"]'),
        cobertura: arriba('[data-seccion="Cobertura en salud"]'),
        acompanante: arriba('[data-seccion="Acompañante y remitente"]'),
        tipo: arriba('input[name="tipoDocumento"]'),
        numero: arriba('input[name="numeroDocumento"]'),
        apellido: arriba('input[name="primerApellido"]'),
      };
    });
    expect(medidas.alto).toBeLessThan(1500);
    expect(medidas.ancho).toBeLessThanOrEqual(1366);
    expect(medidas.procedencia).toBe(medidas.residencia);
    expect(medidas.cobertura).toBe(medidas.acompanante);
    expect(medidas.numero).toBe(medidas.tipo);
    expect(medidas.apellido).toBe(medidas.tipo);
  }, 60_000);

  it('el número de documento y los teléfonos se revisan mientras se escriben', async () => {
    await elegir(page, 'tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="numeroDocumento"]', '12AB');
    expect(await ayudaDe(page, 'numeroDocumento')).toBe('La cédula de ciudadanía solo admite números, de 3 a 10 dígitos');
    await elegir(page, 'tipoDocumento', 'Pasaporte');
    expect(await ayudaDe(page, 'numeroDocumento')).toBe('');
    await page.type('input[name="telefono"]', '300-abc');
    expect(await ayudaDe(page, 'telefono')).toBe('El teléfono solo admite números, de 7 a 15 dígitos');
  }, 60_000);

  it('la ciudad se busca escribiendo sin tildes y se guarda', async () => {
    await page.goto(`${servidor.url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="numeroDocumento"]', { timeout: ESPERA_MS });
    await elegir(page, 'tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="numeroDocumento"]', documento);
    await page.type('input[name="primerApellido"]', 'buscadora');
    await page.type('input[name="primerNombre"]', 'ciudad');
    await page.type('input[name="fechaNacimiento"]', '04052016');
    await elegir(page, 'sexo', 'Femenino');
    await page.click('input[name="tipoCliente"][value="2"]');
    await elegirBuscando(page, 'departamentoResidencia', 'antioquia', 'ANTIOQUIA');
    await elegirBuscando(page, 'ciudadResidencia', 'medellin', 'MEDELLÍN');
    await page.type('input[name="telefono"]', '300 123 4567');
    await clicEnBoton(page, 'Registrar paciente');
    await esperarTextos(page, ['Paciente registrado con éxito!']);
    await page.waitForSelector('[data-pantalla="ingreso"][data-modo="editar"]', { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="ciudadResidencia"]', (i) => (i as HTMLInputElement).value)).toBe('MEDELLÍN');
    const token = await servidor.app.ingresar('admin');
    const lista = await servidor.app.http
      .get('/api/pacientes')
      .query({ filter: JSON.stringify({ q: documento }) })
      .set('authorization', token);
    const detalle = await servidor.app.http.get(`/api/pacientes/${lista.body[0].id}`).set('authorization', token);
    expect(detalle.body).toMatchObject({ departamentoResidencia: '05', ciudadResidencia: '05001', telefono: '300 123 4567', fechaNacimiento: '2016-05-04' });
  }, 90_000);

  it('los documentos muestran la regla, el archivo elegido y, una vez guardados, un enlace para verlos', async () => {
    await esperarTextos(page, ['Se guardan juntos los seis documentos (jpg, png o pdf)']);
    const archivos: Record<string, string> = {
      documento: archivo('documento.pdf', PDF),
      documentoAcudiente: archivo('acudiente.jpg', JPG),
      consentimiento: archivo('consentimiento.pdf', PDF),
      ordenMedica: archivo('orden.png', PNG),
      autorizacion: archivo('autorizacion.pdf', PDF),
      otro: archivo('otro.jpg', JPG),
    };
    expect(await page.$eval('[data-archivo="ordenMedica"]', (c) => c.textContent ?? '')).toContain('Sin elegir · jpg, png o pdf');
    for (const [campo, ruta] of Object.entries(archivos)) {
      const input = await page.$(`input[type="file"][name="${campo}"]`);
      await (input as unknown as { uploadFile(r: string): Promise<void> }).uploadFile(ruta);
    }
    await page.waitForFunction(() => (document.querySelector('[data-archivo="ordenMedica"]')?.textContent ?? '').includes('Por guardar: orden.png'), {
      timeout: ESPERA_MS,
    });
    await clicEnBoton(page, 'Guardar documentos');
    await esperarTextos(page, ['Documentos registrados con éxito!']);
    await page.waitForFunction(() => document.querySelectorAll('[data-panel="documentos"] a').length === 6, { timeout: ESPERA_MS });
    const orden = await page.$eval('[data-archivo="ordenMedica"]', (c) => c.textContent ?? '');
    expect(orden).toContain('Guardado');
    expect(orden).toContain('Ver');
    expect(orden).not.toContain('Por guardar');
  }, 90_000);
});
