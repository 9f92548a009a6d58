/**
 * An administrator auditing (issue 27 items 10 and 11), on the clinic's 1366×768 laptops and a 1024×768 tablet: the
 * audit row of an authorization links to it; adjusting its pool reads the change back ('de 4 a 5') before making it;
 * its history groups the automatic debits of the scheduled sessions, names their session and lets the adjustment stand
 * out with the person's name; the audit names people and writes dd/mm/aaaa inside its texts; the everyday screens do not
 * scroll sideways at 1024 px.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { pacienteValido } from '../admisiones/ayudas.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));
const dma = (iso: string) => iso.split('-').reverse().join('/');

describirSiHayChromium('admin en el navegador: el día de quien audita', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  const codigo = 'DIA-AUD-1';
  const manana = hoyBogota(Date.now() + DIA_MS);
  const pasado = hoyBogota(Date.now() + 2 * DIA_MS);

  beforeAll(async () => {
    if (process.env.AVANTI_TRAZA) console.log('inicio', new Date().toISOString());
    app = await iniciarAppDePrueba('pglite');
    if (process.env.AVANTI_TRAZA) console.log('app lista', new Date().toISOString());
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    const { http } = app;
    const admin = await app.ingresar('admin');
    const eps = (
      await http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
        .set('authorization', admin)
    ).body[0];
    await http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 2, tarifa: 45000, copago: 4500 });
    const paciente = await http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerNombre: 'olga', primerApellido: 'auditada' }));
    expect(paciente.status).toBe(201);
    const fisio = await crearUsuario(app, 'fisio-auditoria', 2, 'principal');
    const aut = await http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({ paciente: paciente.body.id, sinOrden: true, entidad: eps.id, codigo, fecha: hoyBogota(), cobertura: 60, lineas: [{ servicio: 2, cantidad: 6 }] });
    expect(aut.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    const item = (fecha: string) => ({
      paciente: paciente.body.id,
      cobertura: aut.body.id,
      lineaId: '1',
      terapeuta: fisio,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    expect(
      (
        await http
          .post('/api/sesiones/programar')
          .set('authorization', admin)
          .send({ items: [item(manana), item(pasado)], confirmarCruces: true })
      ).status,
    ).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    navegador = await abrirNavegador();
    page = navegador.page;
    // A loaded machine (the suite runs browsers three at a time) can take longer than puppeteer's 30 s to go idle.
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'admin');
  }, 540_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  it('desde la auditoría abre la autorización, ajusta su bolsa leyendo «de 4 a 5» y su historial agrupa lo automático y destaca el ajuste con el nombre de quien lo hizo', async () => {
    await page.goto(`${url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
    // The audit names the person and writes the session's date as dd/mm/aaaa.
    await esperarTextos(page, [`Programó Terapia de Fisioterapia para OLGA AUDITADA`, `el ${dma(manana)} de 08:00`, 'Administrador Avanti']);
    const enlace = await page.waitForFunction(
      (c: string) =>
        [...document.querySelectorAll('tbody tr')]
          .find((tr) => (tr.textContent ?? '').includes(`Registró la autorización ${c}`))
          ?.querySelector<HTMLAnchorElement>('a[data-enlace="registro"]') ?? null,
      { timeout: ESPERA_MS },
      codigo,
    );
    await (enlace as unknown as { click(): Promise<void> }).click();
    await page.waitForSelector(`[data-cobertura="${codigo}"]`, { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="bolsa"]', (e) => (e as HTMLInputElement).value)).toBe('4');

    // The destructive action is not the red button beside the everyday one.
    const vecino = await page.$eval('[data-accion="ajustar"]', (b) => b.nextElementSibling?.getAttribute('data-accion') ?? null);
    expect(vecino).not.toBe('cancelar');

    await page.click('input[name="bolsa"]', { count: 3 });
    await page.type('input[name="bolsa"]', '5');
    await page.type('input[name="motivo"]', 'La EPS autorizó una más');
    await clicEnBoton(page, 'Ajustar');
    await page.waitForSelector('[data-confirmacion]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Saldo en bolsa: de 4 a 5']);
    await clicEnBoton(page, 'Ajustar', '[data-confirmacion]');
    await esperarTextos(page, ['Ajustado con éxito']);
    // The confirmation fades out after the success notice appears: until it is gone it covers the buttons.
    await page.waitForSelector('[data-confirmacion]', { hidden: true, timeout: ESPERA_MS });

    await clicEnBoton(page, 'Historial', '[data-cobertura]');
    await page.waitForSelector('[data-dialogo="historial-cobertura"] [data-tipo="OrdenAjustada"]', { timeout: ESPERA_MS });
    expect(await page.$eval('[data-dialogo="historial-cobertura"] [data-tipo="OrdenAjustada"]', (tr) => tr.textContent ?? '')).toMatch(
      /Ajuste.*Administrador Avanti|Administrador Avanti.*Ajuste/,
    );
    // The two debits of the scheduled sessions fold into one group that names each session when opened.
    await page.waitForSelector('[data-dialogo="historial-cobertura"] [data-grupo="automatico"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, `Ver 2 movimientos automáticos de sesiones (2 descontadas)`, '[data-dialogo="historial-cobertura"]');
    await esperarTextos(page, [`Descontó 1 sesión · sesión del ${dma(manana)} 8:00 a. m. con`]);
    await clicEnBoton(page, 'Cerrar', '[data-dialogo="historial-cobertura"]');
  }, 180_000);

  it('a 1024×768 el tablero, los pacientes, Mi espacio, los reportes y las listas de administración no se desplazan de lado', async () => {
    await page.setViewport({ width: 1024, height: 768 });
    const anchoDe = async (ruta: string) => {
      await page.goto(`${url}${ruta}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="menu-lateral"]', { timeout: ESPERA_MS });
      return page.evaluate(() => ({ ruta: location.pathname, sobra: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
    };
    const medidas = [];
    // The lists whose filters or columns pushed the page sideways (75 to 327 px) before the layout kept the window's width.
    const rutas = [
      '/dashboard/avanti',
      '/admisiones/pacientes',
      '/mi-espacio-admin',
      '/reportes/pacientes',
      '/reportes/maestro',
      '/reportes/ordenes',
      '/reportes/autorizaciones',
    ];
    rutas.push('/acceso/auditoria', '/acceso/usuario', '/copagos', '/ajustar-salarios', '/mantenimiento/mantenimientoEps');
    for (const ruta of rutas) medidas.push(await anchoDe(ruta));
    expect(medidas.filter((m) => m.sobra > 0)).toEqual([]);
  }, 180_000);
});
