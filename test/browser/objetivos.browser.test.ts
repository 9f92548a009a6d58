/**
 * Objectives in the built admin (issue 12): the physiotherapy leader finds the patient, registers an objective
 * (the completion date shown at the quarter's end), rates period 1 and sees the period's mean on the objective while
 * the specialty's circle stays '--' until an objective is evaluated (issue 28 item 18); extends it to within 10 days and finds it in 'Mi espacio' among the upcoming
 * objectives (exported to Excel), with 'Gestionar Objetivos' leading back to the patient. The patient's photo shows in 'Información
 * general'. The families' view shows the objective in plain words and prints only its sheet.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { PDF_VALIDO, PNG_VALIDO } from '../acceso/muestras.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));
/** aaaa-mm-dd → the digits typed into a dd/mm/aaaa field. */
const tecleado = (iso: string) => iso.split('-').reverse().join('');
const finDeTrimestre = (iso: string) => {
  const [a, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(a, Math.ceil(m / 3) * 3, 0)).toISOString().slice(0, 10);
};
const dma = (iso: string) => iso.split('-').reverse().join('/');

describirSiHayChromium('admin en el navegador: objetivos y logros, y Mi espacio', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let admin: string;
  let pacienteId: string;
  let liderId: string;
  const documento = '55443322';
  const objetivo = 'Marcha independiente 20 metros';

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    admin = await app.ingresar('admin');
    const paciente = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ numeroDocumento: documento }));
    expect(paciente.status).toBe(201);
    pacienteId = paciente.body.id;
    let subida = app.http.post(`/api/pacientes/${pacienteId}/documentos`).set('authorization', admin);
    for (const campo of ['documento', 'documentoAcudiente', 'consentimiento', 'ordenMedica', 'autorizacion', 'otro'])
      subida = subida.attach(campo, PDF_VALIDO, `${campo}.pdf`);
    expect((await subida.attach('foto', PNG_VALIDO, 'foto.png')).status).toBe(201);
    const lider = (liderId = await crearUsuario(app, 'fisio-objetivos', 2, 'principal'));
    await app.infra.proyecciones.ponerAlDia();
    expect((await app.http.post(`/api/pacientes/${paciente.body.id}/lideres`).set('authorization', admin).send({ fisioterapia: lider })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    navegador = await abrirNavegador();
    page = navegador.page;
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  /** Picks `opcion` in the MUI select whose hidden input is `name`. */
  const elegir = async (nombre: string, opcion: string) => {
    await page.evaluate((n: string) => {
      const combo = document.querySelector(`input[name="${n}"]`)?.parentElement?.querySelector<HTMLElement>('[role="combobox"]');
      combo?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    }, nombre);
    const item = await page.waitForFunction(
      (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => (o.textContent ?? '').startsWith(t)) ?? null,
      { timeout: ESPERA_MS },
      opcion,
    );
    await (item as unknown as { click(): Promise<void> }).click();
    await page.waitForFunction(() => !document.querySelector('[role="listbox"]'), { timeout: ESPERA_MS });
  };
  const pestana = (nombre: string) =>
    page.evaluate((t: string) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((x) => x.textContent === t)?.click(), nombre);
  const circulo = (especialidad: number) =>
    page
      .waitForSelector(`[data-resumen-especialidad="${especialidad}"] [data-circulo-progreso]`, { timeout: ESPERA_MS })
      .then((e) => e!.evaluate((x) => x.getAttribute('data-circulo-progreso')));
  const accionDeFila = async (accion: string) => {
    await page.waitForSelector('[data-objetivo] [data-accion="menu"]', { timeout: ESPERA_MS });
    await page.click('[data-objetivo] [data-accion="menu"]');
    await page.waitForSelector(`[role="menuitem"][data-accion="${accion}"]`, { timeout: ESPERA_MS });
    await page.click(`[role="menuitem"][data-accion="${accion}"]`);
  };

  it('el líder registra un objetivo y califica el periodo 1 (80 %); el círculo sigue en -- sin objetivos evaluados; extendido, aparece en Mi espacio', async () => {
    const hoy = hoyBogota();
    await ingresarEnNavegador(page, url, 'fisio-objetivos');
    await page.goto(`${url}/diarioCampo/objetivos-y-logros`, { waitUntil: 'networkidle0' });
    await page.type('input[name="buscarPaciente"]', documento);
    await page.keyboard.press('Enter');
    await clicEnBoton(page, 'Ver', '[data-resultados-pacientes]');
    await esperarTextos(page, ['Información general', 'Ir a la historia clinica', 'Fisioterapia']);
    expect(await circulo(2)).toBe('--');
    await page.waitForSelector('[data-seccion="paciente"] [data-foto-paciente="si"] img', { timeout: ESPERA_MS });

    await pestana('Fisioterapia');
    await clicEnBoton(page, 'Nuevo objetivo');
    await page.waitForSelector('[data-dialogo="nuevo-objetivo"]', { timeout: ESPERA_MS });
    await page.type('textarea[name="objetivo"]', objetivo);
    await page.type('input[name="tarea1"]', 'Equilibrio');
    await page.type('input[name="tarea2"]', 'Fuerza');
    await page.type('input[name="tarea3"]', 'equilibrio');
    await esperarTextos(page, ['Las tareas no pueden ser las mismas']);
    await page.click('input[name="tarea3"]', { clickCount: 3 });
    await page.type('input[name="tarea3"]', 'Resistencia');
    await page.type('input[name="fechaInicio"]', tecleado(hoy));
    await esperarTextos(page, [`Fecha de cumplimiento: ${dma(finDeTrimestre(hoy))}`]);
    await clicEnBoton(page, 'Guardar', '[data-dialogo="nuevo-objetivo"]');
    await esperarTextos(page, ['Objetivo registrado con éxito!', objetivo, 'Pendiente evaluar']);

    await accionDeFila('calificar');
    await page.waitForSelector('[data-dialogo="calificar"]', { timeout: ESPERA_MS });
    await elegir('puntaje1', '100');
    await elegir('puntaje2', '80');
    await elegir('puntaje3', '60');
    for (const i of [1, 2, 3]) await page.click(`input[name="cumple${i}"]`);
    await clicEnBoton(page, 'Guardar', '[data-dialogo="calificar"]');
    await esperarTextos(page, ['Periodo evaluado con éxito']);
    await page.waitForSelector('[data-objetivo] [data-porcentaje="80"]', { timeout: ESPERA_MS });

    await pestana('Información general');
    await esperarTextos(page, ['Por evaluar: 1 · Por confirmar: 0 · Evaluados: 0']);
    expect(await circulo(2)).toBe('--');

    // Due at the quarter's end, beyond the personal space's 10 days: moved to within them.
    await pestana('Fisioterapia');
    await accionDeFila('extender');
    await page.waitForSelector('[data-dialogo="extender"]', { timeout: ESPERA_MS });
    const nueva = hoyBogota(Date.now() + 5 * DIA_MS);
    await page.type('input[name="fecha"]', tecleado(nueva));
    await clicEnBoton(page, 'Guardar', '[data-dialogo="extender"]');
    await esperarTextos(page, ['ACTUALIZADO CON ÉXITO', dma(nueva)]);

    await page.goto(`${url}/mi-espacio`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (t: string) => (document.querySelector('[data-seccion="objetivos-proximos"]')?.textContent ?? '').includes(t),
      { timeout: ESPERA_MS },
      objetivo,
    );
    await esperarTextos(page, ['Sesiones programadas hoy', 'Sesiones realizadas hoy']);
    await page.waitForFunction(
      (d: string) => (document.querySelector('[data-seccion="pacientes-liderados"]')?.textContent ?? '').includes(d),
      { timeout: ESPERA_MS },
      documento,
    );
    // The upcoming objectives to Excel: the job ends and offers the file.
    await clicEnBoton(page, 'Exportar a Excel', '[data-seccion="objetivos-proximos"]');
    await page.waitForSelector('[data-seccion="objetivos-proximos"] [data-testid="progreso-exportacion"][data-estado="completado"]', { timeout: ESPERA_MS });
    expect(await page.$eval('[data-seccion="objetivos-proximos"] [data-testid="progreso-exportacion"]', (n) => n.textContent ?? '')).toContain('Descargar');
    await clicEnBoton(page, 'Gestionar Objetivos', '[data-seccion="objetivos-proximos"]');
    await page.waitForFunction(() => location.pathname === '/diarioCampo/objetivos-y-logros' && location.search.includes('paciente='), { timeout: ESPERA_MS });
    await esperarTextos(page, ['Información general']);
  }, 90_000);

  it('la vista para la familia muestra el objetivo en palabras sencillas y se imprime sin el menú', async () => {
    await page.goto(`${url}/diarioCampo/objetivos-logros-familia`, { waitUntil: 'networkidle0' });
    await page.type('input[name="buscarPaciente"]', documento);
    await page.keyboard.press('Enter');
    await clicEnBoton(page, 'Ver', '[data-resultados-pacientes]');
    await page.waitForSelector('[data-hoja-familia] [data-objetivo-familia]', { timeout: ESPERA_MS });
    const hoja = await page.$eval('[data-hoja-familia]', (h) => h.textContent ?? '');
    for (const texto of [
      'Objetivos y logros de',
      'Fisioterapia',
      objetivo,
      'Para lograrlo trabajamos en:',
      'Equilibrio',
      'Fuerza',
      'Resistencia',
      'En progreso',
      'Fecha prevista para lograrlo:',
    ])
      expect(hoja).toContain(texto);
    expect(hoja).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|Pendiente evaluar|Periodo|%/);
    expect(await page.$eval('[data-barra-progreso]', (b) => b.getAttribute('data-barra-progreso'))).toBe('80');

    // 'Imprimir' calls the browser's print; printed, only the sheet remains (no top bar, menu or buttons).
    await page.evaluate(() => {
      (window as unknown as { impreso: boolean }).impreso = false;
      window.print = () => {
        (window as unknown as { impreso: boolean }).impreso = true;
      };
    });
    await clicEnBoton(page, 'Imprimir');
    expect(await page.evaluate(() => (window as unknown as { impreso: boolean }).impreso)).toBe(true);
    await page.emulateMediaType('print');
    const visibles = await page.evaluate(() => {
      const visible = (sel: string) => {
        const el = document.querySelector<HTMLElement>(sel);
        return !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
      };
      return {
        barra: visible('.MuiAppBar-root'),
        menu: visible('.RaSidebar-root'),
        botones: visible('[data-no-imprimir]'),
        hoja: visible('[data-hoja-familia]'),
      };
    });
    await page.emulateMediaType(undefined);
    expect(visibles).toEqual({ barra: false, menu: false, botones: false, hoja: true });
  }, 60_000);

  it('la pestaña de psicología de un paciente bloqueado muestra las palabras del servidor', async () => {
    const terapeutas = (await app.http.get('/api/admisiones/terapeutas').set('authorization', admin)).body as { id: string; rol: number }[];
    const psicologo = terapeutas.find((t) => t.rol === 6)!.id;
    const bloqueo = await app.http
      .post(`/api/pacientes/${pacienteId}/lideres`)
      .set('authorization', admin)
      .send({ fisioterapia: liderId, psicologia: psicologo, confidencial: true });
    expect(bloqueo.status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    await page.goto(`${url}/diarioCampo/objetivos-y-logros?paciente=${pacienteId}`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['Información general', 'Historia confidencial']);
    await pestana('Psicología');
    await esperarTextos(page, ['Estos Objetivos son confidenciales. Por favor comunicarse con el administrador para solicitar acceso.']);
    expect(await page.$('[data-pestana-especialidad="6"]')).toBeNull();
  }, 30_000);
});
