/**
 * The staff's day (issue 27 items 1, 2, 3 and 8) on the clinic's 1366×768 laptops (and the agenda on a 1024×768 tablet): a therapist of Sede Principal
 * sees their sessions at Sede Sur with the site named, the one waiting for its evolution marked 'Por evolucionar'
 * and counted, 'Evolucionar' not offered on tomorrow's (and told why), an Escape that would throw typed text away
 * asks first, and they evolve their session at Sede Sur; the administration cancels with 'Otros', which asks for a short
 * text, and reads in the session's history who cancelled it, when and why.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { eq } from 'drizzle-orm';
import { usuarios } from '@avanti/libs/database/schema/index';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { relojMovible } from '../programacion/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));

describirSiHayChromium('admin en el navegador: la jornada del terapeuta y el historial de la sesión', () => {
  const ahora = Date.now();
  const reloj = relojMovible(new Date(ahora - 3 * DIA_MS).toISOString());
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  const ayer = hoyBogota(ahora - DIA_MS);
  const manana = hoyBogota(ahora + DIA_MS);

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj });
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
      .send(pacienteValido({ primerNombre: 'lucía', primerApellido: 'sureña', sede: 'sur' }));
    expect(paciente.status).toBe(201);
    const fisio = await crearUsuario(app, 'fisio-jornada', 2, 'principal');
    const aut = await http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: paciente.body.id,
        sinOrden: true,
        entidad: eps.id,
        codigo: 'JORNADA-1',
        fecha: hoyBogota(ahora - 3 * DIA_MS),
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 6 }],
      });
    expect(aut.status).toBe(201);
    expect(
      (await http.post('/api/catalogos/estrategias').set('authorization', admin).send({ descripcion: 'Equilibrio en bípedo', especialidad: 2 })).status,
    ).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    // Programmed three days ago: yesterday's session (now waiting for its evolution) and tomorrow's, both at Sede Sur.
    const item = (fecha: string, horaInicio: string, horaFin: string) => ({
      paciente: paciente.body.id,
      cobertura: aut.body.id,
      lineaId: '1',
      terapeuta: fisio,
      fecha,
      horaInicio,
      horaFin,
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({ items: [item(ayer, '10:00', '10:30'), item(manana, '11:00', '11:30')], confirmarCruces: true });
    expect(programadas.status).toBe(201);
    reloj.poner(new Date(ahora).toISOString());
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: 1366, height: 768 });
  }, 180_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  /** Clicks the agenda's or calendar's entry containing `texto`, looking this week, then the previous and next ones. */
  const abrirEntrada = async (texto: string) => {
    for (const boton of [null, '.fc-prev-button', '.fc-next-button', '.fc-next-button']) {
      if (boton) await page.click(`[data-calendario] ${boton}`);
      const hallada = await page
        .waitForFunction(
          (t: string) => {
            const e = [...document.querySelectorAll<HTMLElement>('[data-calendario] *')].find(
              (x) => x.children.length === 0 && (x.textContent ?? '').includes(t),
            );
            e?.click();
            return !!e;
          },
          { timeout: 5000 },
          texto,
        )
        .then(() => true)
        .catch(() => false);
      if (hallada) return page.waitForSelector('[data-dialogo="sesion"]', { timeout: ESPERA_MS });
    }
    throw new Error(`No aparece en el calendario: ${texto}`);
  };
  const cerrarDialogo = async () => {
    await clicEnBoton(page, 'Cerrar', '[data-dialogo="sesion"]');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="sesion"]'), { timeout: ESPERA_MS });
  };

  it('un terapeuta de Sede Principal ve su sesión de Sede Sur por evolucionar, no puede evolucionar la de mañana y evoluciona la de ayer sin perder lo escrito', async () => {
    await ingresarEnNavegador(page, url, 'fisio-jornada');
    // On the 1024×768 tablet first: the same marks and site, and the agenda does not scroll sideways.
    await page.setViewport({ width: 1024, height: 768 });
    await page.goto(`${url}/diarioCampo/evoluciones`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['1 sesión por evolucionar', 'Sede Sur']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewport({ width: 1366, height: 768 });
    await page.goto(`${url}/diarioCampo/evoluciones`, { waitUntil: 'networkidle0' });
    await esperarTextos(page, ['1 sesión por evolucionar', 'Sede Sur']);

    // Tomorrow's: no 'Evolucionar', and the reason before anything is typed.
    await abrirEntrada('11:00 a. m.');
    await esperarTextos(page, ['No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual']);
    expect(await page.$$eval('[data-dialogo="sesion"] button', (bs) => bs.map((b) => b.textContent?.trim()))).not.toContain('Evolucionar');
    await cerrarDialogo();

    await abrirEntrada('Por evolucionar');
    await esperarTextos(page, ['Sede Sur', 'Historial de la sesión', 'Programó']);
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="sesion"]');
    await page.waitForSelector('[data-dialogo="evolucion"]', { timeout: ESPERA_MS });
    await page.type('textarea[name="evolucion"]', 'Se mantiene en bípedo 30 segundos sin apoyo.');
    // Escape with typed text asks; 'Seguir escribiendo' keeps it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialogo="confirmar-descarte"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Seguir escribiendo', '[data-dialogo="confirmar-descarte"]');
    expect(await page.$eval('textarea[name="evolucion"]', (t) => (t as HTMLTextAreaElement).value)).toBe('Se mantiene en bípedo 30 segundos sin apoyo.');
    await page.click('input[name="estrategias"]');
    await page.type('input[name="estrategias"]', 'Equilibrio');
    const opcion = await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes('Equilibrio en bípedo')) ?? null,
      { timeout: ESPERA_MS },
    );
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.type('textarea[name="estadoPaciente"]', 'Atenta');
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="evolucion"]');
    await esperarTextos(page, ['Sesión evolucionada con éxito']);
    await page.waitForFunction(() => !(document.body.textContent ?? '').includes('por evolucionar'), { timeout: ESPERA_MS });
  }, 120_000);

  it('la administración cancela con Otros escribiendo por qué, y en el historial de la sesión lee quién la canceló, cuándo y por qué', async () => {
    // The administrator sees every site's calendar, Sede Sur's session among them.
    const [quien] = await app.infra.base.db
      .select({ nombres: usuarios.nombres, apellidos: usuarios.apellidos })
      .from(usuarios)
      .where(eq(usuarios.usuario, 'admin'));
    await navegador.cerrar();
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'admin');
    await page.goto(`${url}/programacion/programacion-citas`, { waitUntil: 'networkidle0' });
    await abrirEntrada('11:00 a. m.');
    await clicEnBoton(page, 'Cancelar sesión', '[data-dialogo="sesion"]');
    await page.click('[data-dialogo="sesion"] [role="combobox"]');
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[role="option"]')].some((o) => o.textContent?.trim() === 'Otros'), {
      timeout: ESPERA_MS,
    });
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.trim() === 'Otros')?.click());
    await page.waitForSelector('input[name="detalleMotivo"]', { timeout: ESPERA_MS });
    const deshabilitado = await page.$$eval(
      '[data-dialogo="sesion"] button',
      (bs) => (bs as HTMLButtonElement[]).find((b) => b.textContent?.trim() === 'Confirmar cancelación')?.disabled,
    );
    expect(deshabilitado).toBe(true);
    await page.type('input[name="detalleMotivo"]', 'La familia se muda de ciudad');
    await clicEnBoton(page, 'Confirmar cancelación', '[data-dialogo="sesion"]');
    await esperarTextos(page, ['Sesión cancelada con éxito']);
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="sesion"]'), { timeout: ESPERA_MS });
    await abrirEntrada('11:00 a. m.');
    await page.waitForSelector('[data-cambio="Canceló"]', { timeout: ESPERA_MS });
    const cancelacion = await page.$eval('[data-cambio="Canceló"]', (li) => li.textContent ?? '');
    expect(cancelacion).toContain(`${quien.nombres} ${quien.apellidos}`.trim());
    expect(cancelacion).toContain('Motivo: Otros: La familia se muda de ciudad');
    expect(cancelacion).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  }, 120_000);
});
