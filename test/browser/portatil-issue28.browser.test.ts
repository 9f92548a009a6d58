/**
 * Issue 28 items 11, 18 and 19 on a 1366×768 laptop, checked by element positions in the built admin:
 * the objectives' 'Nuevo objetivo' and each row's rating/extension menu on screen; the payroll card's net
 * column of /dashboard-nomina not cut off; report tables that show an authorization code, a long patient name
 * and an entity whole (wrapped, never cut) and the master report's session count and place columns by default;
 * 'Evaluación' with its accent and '1 unidad' in the singular on 'Gestión de terapias'. Run `npm run build:admin` first.
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, clicEnBoton, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';
import { autorizacion, prepararEscenario } from '../programacion/ayudas.js';
import { pacienteValido } from '../admisiones/ayudas.js';

const ANCHO = 1366;
const ALTO = 768;
const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const CODIGO = 'AUT2026-000123456789-XYZ';
// The name as lists show it (first given name and surnames): longer than the old cut of each report's column.
const LARGO = 'MARÍA DEL SOCORRO FERNÁNDEZ DE CASTRO';

describirSiHayChromium('issue 28: objetivos, nómina y reportes en un portátil de 1366×768', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  let pacienteLargo: { id: string; codigo: string };
  let documentoLargo: string;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const { http } = servidor.app;
    const admin = await servidor.app.ingresar('admin');
    const post = (ruta: string, datos: object) => http.post(ruta).set('authorization', admin).send(datos);
    const e = await prepararEscenario(servidor.app, admin, 'p28');
    const datos = pacienteValido({
      primerNombre: 'maría del socorro',
      segundoNombre: 'guadalupe',
      primerApellido: 'fernández de castro',
      segundoApellido: 'villavicencio',
    });
    documentoLargo = String(datos.numeroDocumento);
    pacienteLargo = (await post('/api/pacientes', datos)).body;
    const fecha = hoyBogota();
    const c = await autorizacion(servidor.app, admin, { ...e, paciente: pacienteLargo }, { cantidad: 10, fecha, codigo: CODIGO });
    const programada = await post('/api/sesiones/programar', {
      items: [
        {
          paciente: pacienteLargo.id,
          cobertura: c,
          lineaId: '1',
          terapeuta: e.terapeuta,
          fecha,
          horaInicio: '21:00',
          horaFin: '21:30',
          tipo: 'Evaluacion',
          lugar: 'Sede',
        },
      ],
      confirmarCruces: true,
    });
    expect(programada.status).toBe(201);
    // A leader with several objectives whose texts are long.
    expect((await post(`/api/pacientes/${pacienteLargo.id}/lideres`, { fisioterapia: e.terapeuta })).status).toBe(200);
    for (const n of [1, 2, 3]) {
      const o = await post('/api/objetivos', {
        paciente: pacienteLargo.id,
        especialidad: 2,
        objetivo: `Objetivo ${n}: caminar veinte metros sin apoyo y subir escaleras alternando los pies con supervisión`,
        tareas: [`Equilibrio estático y dinámico ${n}`, `Fuerza de miembros inferiores ${n}`, `Resistencia en marcha ${n}`],
        fechaInicio: fecha,
      });
      expect(o.status).toBe(201);
    }
    // A salary record so the payroll card has a row.
    expect(
      (
        await http
          .put(`/api/salarios/${e.terapeuta}`)
          .set('authorization', admin)
          .send({ tipoContrato: 2, salarioFijo: 2_000_000, eps: 80_000, pension: 80_000, arl: 10_440, transporte: 162_000 })
      ).status,
    ).toBe(200);
    await servidor.app.infra.proyecciones.ponerAlDia();
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: ANCHO, height: ALTO });
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 180_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('objetivos: Nuevo objetivo y el menú de calificar y extender de cada fila quedan en pantalla', async () => {
    await page.goto(`${servidor.url}/diarioCampo/objetivos-y-logros?paciente=${pacienteLargo.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[role="tab"]', { timeout: ESPERA_MS });
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((x) => x.textContent === 'Fisioterapia')?.click());
    await page.waitForSelector('[data-objetivo] [data-accion="menu"]', { timeout: ESPERA_MS });
    const medidas = await page.evaluate(() => {
      const boton = [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === 'Nuevo objetivo');
      return {
        anchoDocumento: document.documentElement.scrollWidth,
        nuevo: boton?.getBoundingClientRect().toJSON() as DOMRect | undefined,
        menus: [...document.querySelectorAll('[data-objetivo] [data-accion="menu"]')].map((m) => m.getBoundingClientRect().right),
      };
    });
    expect(medidas.nuevo).toBeDefined();
    expect(medidas.nuevo!.right).toBeLessThanOrEqual(ANCHO);
    expect(medidas.nuevo!.bottom).toBeLessThanOrEqual(ALTO);
    expect(medidas.menus).toHaveLength(3);
    for (const m of medidas.menus) expect(m).toBeLessThanOrEqual(ANCHO);
    expect(medidas.anchoDocumento).toBeLessThanOrEqual(ANCHO);
  }, 90_000);

  it('/dashboard-nomina: la columna Neto de la tarjeta de nómina se ve entera', async () => {
    await page.goto(`${servidor.url}/dashboard-nomina`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-seccion="panel-nomina"] tbody tr', { timeout: ESPERA_MS });
    const m = await page.$eval('[data-seccion="panel-nomina"]', (panel) => {
      const encabezados = [...panel.querySelectorAll('thead th')];
      const neto = encabezados[encabezados.length - 1];
      return {
        texto: neto.textContent,
        derechaNeto: neto.getBoundingClientRect().right,
        derechaPanel: panel.getBoundingClientRect().right,
        desborda: panel.scrollWidth > panel.clientWidth,
      };
    });
    expect(m.texto).toBe('Neto');
    expect(m.desborda).toBe(false);
    expect(m.derechaNeto).toBeLessThanOrEqual(m.derechaPanel);
    expect(m.derechaPanel).toBeLessThanOrEqual(ANCHO);
  }, 90_000);

  /** Whether each element's text is whole: not clipped sideways and no wider than its cell. */
  const enteros = (selector: string) =>
    page.$$eval(selector, (ns) =>
      ns.map((n) => ({
        texto: n.textContent,
        cortado: n.scrollWidth > n.clientWidth || n.getBoundingClientRect().right > (n.closest('td')?.getBoundingClientRect().right ?? Infinity) + 0.5,
      })),
    );

  it('informe de autorizaciones: el código y el paciente largos se ven enteros, sin cortes', async () => {
    await page.goto(`${servidor.url}/reportes/informe-autorizaciones`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-total]:not([data-total="0"])', { timeout: ESPERA_MS });
    const codigos = await enteros('tbody [data-codigo]');
    expect(codigos).toContainEqual({ texto: CODIGO, cortado: false });
    expect(await page.$eval('tbody', (t) => t.textContent ?? '')).toContain(LARGO);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ANCHO);
    expect((await enteros('tbody td > span')).filter((c) => c.cortado)).toEqual([]);
  }, 90_000);

  it('reporte maestro: sesiones y lugar se ven de entrada; el paciente largo y la entidad enteros; la evaluación como EVA', async () => {
    await page.goto(`${servidor.url}/reportes/maestro`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-total]:not([data-total="0"])', { timeout: ESPERA_MS });
    const encabezados = await page.$$eval('thead th', (ths) => ths.map((th) => (th.textContent ?? '').trim()));
    expect(encabezados).toEqual(expect.arrayContaining(['Sesiones', 'Lugar']));
    const tabla = await page.$eval('table', (t) => t.getBoundingClientRect().right);
    expect(tabla).toBeLessThanOrEqual(ANCHO);
    expect(await page.$eval('tbody', (t) => t.textContent ?? '')).toContain(`${LARGO} (CC ${documentoLargo})`);
    expect((await enteros('tbody td > span')).filter((c) => c.cortado)).toEqual([]);
  }, 90_000);

  it("Gestión de terapias: la tarjeta dice '1 unidad · Evaluación'", async () => {
    await page.goto(`${servidor.url}/dashboard/gestion-terapias`, { waitUntil: 'networkidle0' });
    await page.type('input[name="buscarPaciente"]', documentoLargo);
    await clicEnBoton(page, 'Buscar');
    await clicEnBoton(page, 'Seleccionar');
    await clicEnBoton(page, 'Buscar sesiones');
    await page.waitForSelector('[data-sesion]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['1 unidad · Evaluación']);
  }, 90_000);
});
