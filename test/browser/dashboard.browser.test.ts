/**
 * The main dashboard and the patient report in the built admin: the administrator lands on
 * /dashboard/avanti and sees today's cards, a coverage alert linking to /gestion-ordenes and the range's
 * charts (MUI X Charts, loaded lazily); a report viewer (role 8) lands on /reportes/pacientes and finds a
 * patient of their site.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { autorizacion, prepararEscenario } from '../programacion/ayudas.js';

const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

describirSiHayChromium('admin en el navegador: tablero principal y reporte de pacientes', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const codigo = 'TABLERO-ALERTA-1';

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const { http } = servidor.app;
    const admin = await servidor.app.ingresar('admin');
    const e = await prepararEscenario(servidor.app, admin, 'tablero');
    const fecha = hoyBogota();
    const c = await autorizacion(servidor.app, admin, e, { cantidad: 2, fecha, codigo });
    const item = (horaInicio: string, horaFin: string) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio,
      horaFin,
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({ items: [item('20:00', '20:30')] });
    expect(programadas.status).toBe(201);
    expect((await http.post(`/api/sesiones/${programadas.body.ids[0]}/cancelar`).set('authorization', admin).send({ motivo: 'Clima' })).status).toBe(200);
    navegador = await abrirNavegador();
    page = navegador.page;
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  const valorDe = (marca: string) => page.$eval(`[data-tarjeta="${marca}"] [data-valor]`, (n) => n.textContent);

  it('el administrador llega al tablero: tarjetas de hoy, la alerta de la autorización y los gráficos del mes', async () => {
    await ingresarEnNavegador(page, servidor.url, 'admin');
    await page.goto(`${servidor.url}/dashboard/avanti`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('[data-tarjeta="canceladas"] [data-valor]')?.textContent === '1', { timeout: ESPERA_MS });
    expect([await valorDe('programadas'), await valorDe('realizadas'), await valorDe('canceladas')]).toEqual(['1', '0', '1']);
    expect(await page.$eval('body', (b) => b.textContent)).not.toContain('en construcción');
    const alerta = await page.waitForSelector(`[data-alerta="${codigo}"] a`, { timeout: ESPERA_MS });
    expect(await alerta!.evaluate((a) => [a.getAttribute('href'), a.closest('li')?.textContent])).toEqual([
      `/gestion-ordenes?codigo=${codigo}`,
      expect.stringContaining('Quedan 2 sesión(es) por programar'),
    ]);
    // The charts' chunk arrives with the range: one cancelled session draws the first pie.
    await page.waitForSelector('[data-grafico="realizadas-canceladas"] svg', { timeout: ESPERA_MS });
    expect(await page.$eval('[data-tarjeta="no-realizados"] [data-valor]', (n) => n.textContent?.replace(/\s/g, ''))).toMatch(/^\$45\.000$/);
  }, 90_000);

  it('un visor de reportes (rol 8) llega a /reportes/pacientes y encuentra a la paciente de su sede', async () => {
    await page.goto(`${servidor.url}/login`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => localStorage.clear());
    await ingresarEnNavegador(page, servidor.url, 'rol8');
    await page.waitForFunction(() => location.pathname === '/reportes/pacientes', { timeout: ESPERA_MS });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', 'ana perez');
    await page.waitForFunction(() => (document.querySelector('tbody')?.textContent ?? '').includes('ANA MARÍA PÉREZ GÓMEZ'), { timeout: ESPERA_MS });
    expect(await page.$eval('tbody', (t) => t.textContent)).toContain('Particular');
  }, 90_000);
});
