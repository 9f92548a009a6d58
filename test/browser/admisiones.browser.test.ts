/**
 * Intake and the patient list in Chromium, as a person would: admit a patient with a guardian, a
 * reason and the six documents; find it in the list; deactivate it and see it under 'Inactivos'.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { JPG, PDF, PNG } from '../admisiones/ayudas.js';
import { accionDeFila } from './experiencia-ayudas.js';

/** Sets an input's value the way React notices it (date inputs and the like). */
const ponerValor = (page: Page, selector: string, valor: string) =>
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
async function elegir(page: Page, nombre: string, opcion: string): Promise<void> {
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

describirSiHayChromium('admin en el navegador: ingreso y pacientes registrados', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const documento = `77${Date.now().toString().slice(-8)}`;
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
    page.on('dialog', (dialogo) => void dialogo.dismiss());
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('admite un paciente con acudiente, motivo y los seis documentos', async () => {
    await page.goto(`${servidor.url}/admisiones`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-pantalla="ingreso"][data-modo="registrar"]', { timeout: ESPERA_MS });
    expect(new URL(page.url()).pathname).toBe('/admisiones/ingreso');
    await elegir(page, 'tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="numeroDocumento"]', documento);
    await page.type('input[name="primerApellido"]', 'navegante');
    await page.type('input[name="primerNombre"]', 'lucía');
    await ponerValor(page, 'input[name="fechaNacimiento"]', '2016-05-04');
    await elegir(page, 'sexo', 'Femenino');
    await page.click('input[name="tipoCliente"][value="2"]');
    await clicEnBoton(page, 'Registrar paciente');
    await esperarTextos(page, ['Paciente registrado con éxito!']);
    await page.waitForSelector('[data-pantalla="ingreso"][data-modo="editar"]', { timeout: ESPERA_MS });
    await esperarTextos(page, [`CC${documento}`, 'NAVEGANTE']);

    await page.type('input[name="acudiente.apellidos"]', 'navegante');
    await page.type('input[name="acudiente.nombres"]', 'marta');
    await elegir(page, 'acudiente.tipoDocumento', 'Cédula de ciudadanía');
    await page.type('input[name="acudiente.numeroDocumento"]', '52000111');
    await elegir(page, 'acudiente.parentesco', 'Madre');
    await page.type('input[name="acudiente.telefono"]', '3001112233');
    await page.type('input[name="acudiente.correo"]', 'marta@correo.com');
    await elegir(page, 'acudiente.ocupacion', 'Comerciante');
    await clicEnBoton(page, 'Registrar acudiente');
    await esperarTextos(page, ['Acudiente registrado con éxito!', 'MARTA']);

    await page.type('textarea[name="motivo"]', 'Retraso del lenguaje expresivo');
    await clicEnBoton(page, 'Registrar motivo');
    await esperarTextos(page, ['Motivo de consulta registrado con éxito!', 'Por verificar']);

    const archivos: Record<string, string> = {
      documento: archivo('documento.pdf', PDF),
      documentoAcudiente: archivo('acudiente.jpg', JPG),
      consentimiento: archivo('consentimiento.pdf', PDF),
      ordenMedica: archivo('orden.png', PNG),
      autorizacion: archivo('autorizacion.pdf', PDF),
      otro: archivo('otro.jpg', JPG),
    };
    for (const [campo, ruta] of Object.entries(archivos)) {
      const input = await page.$(`input[type="file"][name="${campo}"]`);
      await (input as unknown as { uploadFile(r: string): Promise<void> }).uploadFile(ruta);
    }
    await clicEnBoton(page, 'Guardar documentos');
    await esperarTextos(page, ['Documentos registrados con éxito!']);
    await page.waitForFunction(() => document.querySelectorAll('[data-panel="documentos"] a').length === 6, { timeout: ESPERA_MS });
  }, 120_000);

  it('lo encuentra en la lista, lo inactiva y lo ve en Inactivos', async () => {
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', documento);
    await page.waitForFunction(
      (doc: string) => {
        const filas = [...document.querySelectorAll('tbody tr')];
        return filas.length === 1 && (filas[0].textContent ?? '').includes(doc);
      },
      { timeout: ESPERA_MS },
      documento,
    );
    expect(await textoDeFila(page, documento)).toContain('Activo');
    expect(await textoDeFila(page, documento)).toContain('Sede Principal');
    await esperarTextos(page, ['Activos (1)', 'Inactivos (0)', 'Todos (1)']);
    // The detail names the site and each leader's area as people say them, never by their codes.
    await accionDeFila(page, documento, 'Ver');
    await esperarTextos(page, ['Sede: Sede Principal', 'Líder de terapia ocupacional:', 'Tipo de cliente:']);
    const detalle = await page.$eval('[role="dialog"]', (el) => el.textContent ?? '');
    expect(detalle).not.toMatch(/terapiaOcupacional|principal\b/);
    await clicEnBoton(page, 'Cerrar', '[role="dialog"]');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });
    await accionDeFila(page, documento, 'Inactivar');
    await clicEnBoton(page, 'Inactivar', '[role="dialog"]');
    await esperarTextos(page, ['Paciente inactivado con éxito']);
    await page.click('[data-filtro="inactivos"]');
    await esperarTextos(page, ['Activos (0)', 'Inactivos (1)']);
    await page.waitForFunction(
      (doc: string) => {
        const filas = [...document.querySelectorAll('tbody tr')];
        return filas.length === 1 && (filas[0].textContent ?? '').includes(doc) && (filas[0].textContent ?? '').includes('Inactivo');
      },
      { timeout: ESPERA_MS },
      documento,
    );
    await page.click('[data-filtro="activos"]');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr td[colspan]').length > 0 || document.querySelectorAll('tbody tr').length === 0, {
      timeout: ESPERA_MS,
    });
  }, 120_000);
});
