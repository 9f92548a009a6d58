/**
 * Issue 27 item 9 as an admissions user's path (rol 7, Sede Principal), at 1366×768 and at 1024×768: the user opens a
 * patient in service intake, picks the patient's medical order, registers an authorization with the insurer's own
 * number ('N.º autorización EPS'), sees it in the patient's list, clicks 'Programar sesiones' and lands in the
 * scheduling dialog with the patient and the authorization's line already chosen; then, in patient intake, saves one
 * document on its own. At 1024 no screen of the path scrolls sideways.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { PDF, pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

describirSiHayChromium('admin en el navegador: de la admisión a la agenda en un paso (issue 27 ítem 9)', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let documento: string;
  let pacienteId: string;
  let ordenCodigo: string;
  let epsNombre: string;
  const carpeta = mkdtempSync(join(tmpdir(), 'avanti-admision-'));
  const consentimiento = join(carpeta, 'consentimiento.pdf');
  writeFileSync(consentimiento, PDF);

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    const admin = await app.ingresar('admin');
    // An EPS of the contributory regime (the patient's, by default), so the intake takes it as the patient's insurer.
    const lista = (
      await app.http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,49]' })
        .set('authorization', admin)
    ).body as { id: string; nombre: string; regimen: number | null }[];
    const eps = lista.find((e) => e.regimen === 1 || e.regimen === 3)!;
    epsNombre = eps.nombre;
    const datos = pacienteValido({ primerNombre: 'amparo', primerApellido: 'admitida', tipoCliente: 6, eps: eps.id });
    documento = datos.numeroDocumento;
    const paciente = await app.http.post('/api/pacientes').set('authorization', admin).send(datos);
    expect([paciente.status, paciente.body.mensaje]).toEqual([201, expect.any(String)]);
    pacienteId = paciente.body.id;
    // The order the authorization is loaded against: 30 sessions of physiotherapy, valid for 90 days.
    const orden = await app.http
      .post('/api/coberturas/ordenes')
      .set('authorization', admin)
      .send({ paciente: pacienteId, entidad: eps.id, fecha: hoyBogota(), cobertura: 90, lineas: [{ servicio: 2, cantidad: 30 }] });
    expect(orden.status).toBe(201);
    ordenCodigo = orden.body.codigo;
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'rol7');
  }, 300_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  /** Opens a MUI select by its hidden input's name and picks the option whose text includes `opcion`. */
  const elegir = async (nombre: string, opcion: string, contenedor = 'body') => {
    const selector = `${contenedor} input[name="${nombre}"]`;
    for (let intento = 0; ; intento++) {
      await page.waitForSelector(selector, { timeout: ESPERA_MS });
      await page.evaluate(
        (n: string) => (document.querySelector(n)?.previousElementSibling as HTMLElement | null)?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
        selector,
      );
      await page.waitForFunction(
        (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].some((o) => (o.textContent ?? '').includes(t)),
        { timeout: ESPERA_MS },
        opcion,
      );
      await page.evaluate(
        (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => (o.textContent ?? '').includes(t))?.click(),
        opcion,
      );
      const cerrado = await page
        .waitForFunction(() => !document.querySelector('[role="listbox"]'), { timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      if (cerrado) return;
      if (intento === 3) throw new Error(`No se pudo elegir ${opcion} en ${nombre}`);
    }
  };
  const escribir = async (selector: string, texto: string) => {
    await page.waitForSelector(selector, { timeout: ESPERA_MS });
    await page.click(selector, { count: 3 });
    await page.type(selector, texto);
  };
  const sobraDeAncho = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  const recorrido = async (ancho: 1366 | 1024, numeroEps: string, tipoDocumento: 'consentimiento' | 'ordenMedica', mensajeDocumento: string) => {
    await page.setViewport({ width: ancho, height: 768 });
    // Service intake: the patient by document; the entity comes from their insurer, the order is listed.
    await page.goto(`${url}/admisiones/servicios`, { waitUntil: 'networkidle0' });
    await escribir('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar', '[data-seccion="paciente"]');
    await clicEnBoton(page, 'Seleccionar', '[data-seccion="paciente"]');
    await page.waitForSelector('[data-paciente-elegido]', { timeout: ESPERA_MS });
    await page.waitForSelector(`[data-orden="${ordenCodigo}"]`, { timeout: ESPERA_MS });
    await page.click(`[data-orden="${ordenCodigo}"]`);
    await escribir('input[name="numeroAutorizacionEps"]', numeroEps);
    await elegir('cobertura', '60 días', '[data-seccion="servicio"]');
    await elegir('servicio', 'Fisioterapia', '[data-seccion="servicio"]');
    await escribir('[data-seccion="servicio"] input[name="cantidad"]', '4');
    await clicEnBoton(page, 'Agregar servicio', '[data-seccion="servicio"]');
    await clicEnBoton(page, 'Registrar Autorización', '[data-seccion="servicio"]');
    await page.waitForSelector('[data-aviso="registrada"]', { timeout: ESPERA_MS });
    // The patient's list shows it with the insurer's number, by name (no codes): 'N.º autorización EPS'.
    await page.waitForFunction(
      (n: string) => [...document.querySelectorAll('[data-seccion="coberturas-del-paciente"] tbody tr')].some((tr) => (tr.textContent ?? '').includes(n)),
      { timeout: ESPERA_MS },
      numeroEps,
    );
    const lista = await page.$eval('[data-seccion="coberturas-del-paciente"]', (e) => e.textContent ?? '');
    expect(lista).toContain('N.º autorización EPS');
    expect(lista).toContain(epsNombre);
    expect(lista).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    if (ancho === 1024) expect(await sobraDeAncho()).toBeLessThanOrEqual(0);
    const codigo = await page.$eval('[data-aviso="registrada"]', (e) => (e.textContent ?? '').split(' quedó registrada')[0].trim());

    // One step to scheduling: the dialog opens with the patient and the authorization's line chosen.
    await clicEnBoton(page, 'Programar sesiones', '[data-aviso="registrada"]');
    await page.waitForFunction(() => location.pathname === '/programacion/programacion-citas', { timeout: ESPERA_MS });
    await page.waitForSelector('[data-dialogo="programar"] [data-paciente-elegido]', { timeout: ESPERA_MS });
    expect((await page.$eval('[data-dialogo="programar"] [data-paciente-elegido]', (e) => e.textContent ?? '')).toUpperCase()).toContain('AMPARO');
    await page.waitForFunction(
      (c: string) => {
        const seleccion = document.querySelector('[data-dialogo="programar"] input[name="servicio"]')?.previousElementSibling;
        return (seleccion?.textContent ?? '').includes(c);
      },
      { timeout: ESPERA_MS },
      codigo,
    );
    const servicio = await page.$eval('[data-dialogo="programar"] input[name="servicio"]', (e) => (e as HTMLInputElement).value);
    expect(servicio.endsWith(':1')).toBe(true);
    expect(await page.$eval('[data-dialogo="programar"]', (e) => e.textContent ?? '')).toContain('Fisioterapia');
    // What is left to the scheduler: the therapist (enabled, for the line's specialty) and the dates.
    expect(
      await page.$eval('[data-dialogo="programar"] input[name="terapeuta"]', (e) => (e.previousElementSibling as HTMLElement).getAttribute('aria-disabled')),
    ).not.toBe('true');
    if (ancho === 1024) expect(await sobraDeAncho()).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="programar"]'), { timeout: ESPERA_MS });

    // Patient intake: one document saved on its own, with its own button and result.
    await page.goto(`${url}/admisiones/ingreso`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Buscar paciente');
    await escribir('input[name="busqueda"]', documento);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-paciente="${pacienteId}"]`, { timeout: ESPERA_MS });
    await page.click(`[data-paciente="${pacienteId}"]`);
    await page.waitForSelector('[data-panel="documentos"]', { timeout: ESPERA_MS });
    const entrada = await page.$(`input[type="file"][name="${tipoDocumento}"]`);
    await (entrada as unknown as { uploadFile(r: string): Promise<void> }).uploadFile(consentimiento);
    await page.waitForSelector(`[data-accion="guardar-${tipoDocumento}"]`, { timeout: ESPERA_MS });
    await page.click(`[data-accion="guardar-${tipoDocumento}"]`);
    await page.waitForFunction(
      (t: string, m: string) => (document.querySelector(`[data-resultado="${t}"]`)?.textContent ?? '').includes(m),
      { timeout: ESPERA_MS },
      tipoDocumento,
      mensajeDocumento,
    );
    await page.waitForFunction(
      (t: string) => (document.querySelector(`[data-archivo="${t}"]`)?.textContent ?? '').includes('Guardado'),
      { timeout: ESPERA_MS },
      tipoDocumento,
    );
    // Only that one: the five others are still to be chosen.
    expect(await page.$eval('[data-archivo="otro"]', (e) => e.textContent ?? '')).not.toContain('Guardado');
    if (ancho === 1024) expect(await sobraDeAncho()).toBeLessThanOrEqual(0);
  };

  it('1366×768: registra la autorización con el número de la EPS, la ve en la lista, va a programar con paciente y servicio elegidos y guarda un documento solo', async () => {
    await recorrido(1366, 'SURA-778812', 'consentimiento', 'Se guardó el consentimiento informado con éxito!');
    const token = await app.ingresar('admin');
    const detalle = await app.http.get(`/api/pacientes/${pacienteId}`).set('authorization', token);
    expect(Object.keys(detalle.body.documentos ?? {})).toEqual(['consentimiento']);
  }, 180_000);

  it('1024×768: el mismo recorrido sin desplazamiento horizontal', async () => {
    await recorrido(1024, 'NX-2026-0042', 'ordenMedica', 'Se guardó la orden médica con éxito!');
    await esperarTextos(page, ['Documentos']);
  }, 180_000);
});
