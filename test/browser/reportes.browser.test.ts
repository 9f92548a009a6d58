/**
 * The reports in the built admin as a report viewer (role 8, site principal) would use them: they land on the
 * patient report, open the main dashboard of their site, the master report, the cancellation report
 * and attendance by date for this month, see the day's sessions with their labels, and export the master
 * report to Excel (the job's progress reaches 100% and 'Descargar' is offered).
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { autorizacion, prepararEscenario } from '../programacion/ayudas.js';

const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

describirSiHayChromium('admin en el navegador: reportes de un visor de reportes (rol 8)', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const fecha = hoyBogota();
  const fechaEnPantalla = fecha.split('-').reverse().join('/');

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const { http } = servidor.app;
    const admin = await servidor.app.ingresar('admin');
    const e = await prepararEscenario(servidor.app, admin, 'reportes-nav');
    const c = await autorizacion(servidor.app, admin, e, { cantidad: 10, fecha, codigo: 'REPORTES-NAV-1' });
    const item = (horaInicio: string, horaFin: string, tipo: string) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio,
      horaFin,
      tipo,
      lugar: 'Sede',
    });
    const programadas = await http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({ items: [item('19:00', '19:30', 'Evaluacion'), item('20:00', '20:30', 'Terapia')] });
    expect(programadas.status).toBe(201);
    expect(
      (await http.post(`/api/sesiones/${programadas.body.ids[1]}/cancelar`).set('authorization', admin).send({ motivo: 'Falta de transporte' })).status,
    ).toBe(200);
    navegador = await abrirNavegador();
    page = navegador.page;
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  const abrir = async (ruta: string) => {
    await page.goto(`${servidor.url}${ruta}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-total]:not([data-total="0"])', { timeout: ESPERA_MS });
    return page.$eval('tbody', (t) => t.textContent ?? '');
  };

  it('llega a su reporte, abre maestro, cancelaciones y asistencia por fecha con las filas de hoy y exporta el maestro', async () => {
    await ingresarEnNavegador(page, servidor.url, 'rol8');
    await page.waitForFunction(() => location.pathname === '/reportes/pacientes', { timeout: ESPERA_MS });

    // Master: the evaluation as EVA, the cancelled therapy as CE, the specialty by name, no site selector.
    const maestro = await abrir('/reportes/maestro');
    expect(maestro).toContain('ANA PÉREZ');
    expect(maestro).toContain('Fisioterapia');
    expect(await page.$$eval('[data-etiqueta]', (ns) => ns.map((n) => n.textContent))).toEqual(expect.arrayContaining(['EVA', 'CE']));
    expect(await page.$('[data-filtro="sede"]')).toBeNull();
    expect(await page.$eval('body', (b) => b.textContent)).not.toContain('en construcción');

    // Its Excel: the job's progress reaches 100% and the file is offered.
    await clicEnBoton(page, 'Exportar a Excel');
    await page.waitForSelector('[data-testid="progreso-exportacion"][data-estado="completado"]', { timeout: ESPERA_MS });
    const progreso = await page.$eval('[data-testid="progreso-exportacion"]', (n) => n.textContent ?? '');
    expect(progreso).toContain('100%');
    expect(progreso).toContain('Descargar');

    // The main dashboard, of its own site: today's two sessions, one of them cancelled, and no site selector.
    await page.goto(`${servidor.url}/dashboard/avanti`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => Number(document.querySelector('[data-tarjeta="canceladas"] [data-valor]')?.textContent) >= 1, { timeout: ESPERA_MS });
    expect(Number(await page.$eval('[data-tarjeta="programadas"] [data-valor]', (n) => n.textContent))).toBeGreaterThanOrEqual(2);
    expect(await page.$eval('body', (b) => b.textContent)).not.toContain('Sin permiso');

    // Cancellations: who cancelled and why.
    const cancelaciones = await abrir('/reportes/cancelaciones');
    expect(cancelaciones).toContain('Falta de transporte');
    expect(cancelaciones).toContain('20:00 - 20:30');

    // Attendance by date: today's row (of this scenario and any other session of the site today).
    const asistencia = await abrir('/reportes/asistencia-por-fecha');
    expect(asistencia).toContain(fechaEnPantalla);
    expect(await page.$eval('[data-total]', (n) => n.textContent)).toMatch(/^\d+ registros?$/);
    // Its date filters are labelled, and the 'Total' row adds up every day's sessions.
    expect(await page.$$eval('label', (ls) => ls.map((l) => l.textContent?.trim()))).toEqual(expect.arrayContaining(['Desde', 'Hasta']));
    const totales = await page.$$eval('[data-fila="totales"] td', (tds) => tds.map((td) => td.textContent?.trim() ?? ''));
    expect(totales[0]).toBe('Total');
    const porDia = await page.$$eval('tbody tr', (trs) => trs.map((tr) => Number(tr.lastElementChild?.textContent)));
    expect(Number(totales.at(-1))).toBe(porDia.reduce((a, b) => a + b, 0));
    // An end date before the start is flagged at once, in the spec's words, with no stale pages.
    await page.click('input[name="hasta"]', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('input[name="hasta"]', '01012020');
    await page.waitForSelector('[data-aviso="filtro"]', { timeout: ESPERA_MS });
    expect(await page.$eval('[data-aviso="filtro"]', (n) => n.textContent)).toBe('La fecha final no puede se menor a la fecha inicial');
    expect(await page.$eval('input[name="hasta"]', (i) => i.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.$('.MuiTablePagination-root')).toBeNull();

    // Therapeutic sessions: done ones by default (decision 0033); today's scenario has none done, so the state
    // 'Canceladas' is chosen: one specialty counted (the 'Total' row shown under the table, not counted; issue 25, decision 0033).
    const canceladasDeHoy = encodeURIComponent(JSON.stringify({ desde: fecha, hasta: fecha, estado: 2 }));
    const pivote = await abrir(`/reportes/sesiones-terapeuticas?filter=${canceladasDeHoy}`);
    expect(pivote).toContain('Fisioterapia');
    expect(await page.$eval('[data-total]', (n) => n.textContent)).toBe('1 registro');
    // The 'Total' row sits under the table (tfoot), as in the attendance screens.
    await page.waitForSelector('[data-fila="totales"]', { timeout: ESPERA_MS });
    const totalesPivote = await page.$$eval('[data-fila="totales"] td', (tds) => tds.map((td) => td.textContent?.trim() ?? ''));
    expect(totalesPivote[0]).toBe('Total');
    const porEspecialidad = await page.$$eval('tbody tr', (trs) => trs.map((tr) => Number(tr.lastElementChild?.textContent)));
    expect(Number(totalesPivote.at(-1))).toBe(porEspecialidad.reduce((a, b) => a + b, 0));
  }, 120_000);
});
