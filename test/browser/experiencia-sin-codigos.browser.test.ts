/**
 * Issue 9 point 4: people see names, not internal codes. The audit names the patient an action was
 * about and the documents by their Spanish names; no UUID is printed, the record's id shows on hover.
 * The patient detail names the site and each leader's area. Needs `admin/dist` and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { JPG, PDF, PNG } from '../admisiones/ayudas.js';
import { accionDeFila, admitirPorApi, unaFilaCon } from './experiencia-ayudas.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describirSiHayChromium('experiencia: nombres en pantalla, no códigos', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  let paciente: { id: string; documento: string };

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
    paciente = await admitirPorApi(servidor.app, { primerNombre: 'elena', primerApellido: 'auditada' });
    const token = await servidor.app.ingresar('admin');
    let subida = servidor.app.http.post(`/api/pacientes/${paciente.id}/documentos`).set('authorization', token);
    for (const [campo, datos, nombre] of [
      ['documento', PDF, 'cedula.pdf'],
      ['documentoAcudiente', JPG, 'acudiente.jpg'],
      ['consentimiento', PDF, 'consentimiento.pdf'],
      ['ordenMedica', PNG, 'orden.png'],
      ['autorizacion', PDF, 'autorizacion.pdf'],
      ['otro', JPG, 'otro.jpg'],
    ] as const)
      subida = subida.attach(campo, datos, nombre);
    expect((await subida).status).toBeLessThan(300);
    const estado = await servidor.app.http.post(`/api/pacientes/${paciente.id}/estado`).set('authorization', token).send({ estado: 0 });
    expect(estado.status).toBeLessThan(300);
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('la auditoría dice qué paciente se inactivó y qué documentos se guardaron, sin mostrar ids', async () => {
    const quien = `ELENA AUDITADA (CC ${paciente.documento})`;
    const inactivo = `Inactivó el paciente ${quien}`;
    const documentos = `Guardó documentos del paciente ${quien}: Documento del paciente, Documento del acudiente, Consentimiento informado, Orden médica, Autorización, Otro`;
    // The audit log is projected asynchronously: reload until both entries are there.
    const limite = Date.now() + 30_000;
    let texto = '';
    for (;;) {
      await page.goto(`${servidor.url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('table tbody', { timeout: ESPERA_MS });
      texto = await page.$eval('table', (t) => t.textContent ?? '');
      if (texto.includes(inactivo) && texto.includes(documentos)) break;
      if (Date.now() > limite) throw new Error(`La auditoría no muestra:\n${inactivo}\n${documentos}\nMuestra:\n${texto}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(texto).not.toMatch(UUID);
    expect(texto).not.toMatch(/ordenMedica|documentoAcudiente|un paciente/);
    // The id is still there for whoever needs it: on hover.
    const celda = await page.waitForFunction(
      (t: string) => [...document.querySelectorAll('tbody [data-id]')].find((s) => (s.textContent ?? '') === t) ?? null,
      { timeout: ESPERA_MS },
      inactivo,
    );
    await (celda as unknown as { hover(): Promise<void> }).hover();
    await page.waitForFunction(
      (id: string) => [...document.querySelectorAll('[role="tooltip"]')].some((t) => (t.textContent ?? '').includes(id)),
      { timeout: ESPERA_MS },
      paciente.id,
    );
  }, 90_000);

  it('el detalle del paciente nombra la sede y las áreas de los líderes', async () => {
    await page.goto(`${servidor.url}/admisiones/pacientes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', paciente.documento);
    await unaFilaCon(page, paciente.documento);
    await accionDeFila(page, paciente.documento, 'Ver');
    await esperarTextos(page, ['Sede: Sede Principal', 'Líder de terapia ocupacional:', 'Tipo de cliente: Particular']);
    const detalle = await page.$eval('[role="dialog"]', (el) => el.textContent ?? '');
    expect(detalle).not.toMatch(/terapiaOcupacional|principal\b/);
    expect(detalle).not.toMatch(UUID);
  }, 60_000);
});
