/**
 * /ajustar-salarios in the browser: a therapist's pay per session set in the modal (without dots), a
 * non-numeric amount refused before sending, and the saved record seen in the table and through the api.
 * Then (issue 13) that therapist evolves two sessions, one late, a copay and an expense are registered, and
 * /dashboard-nomina shows the payroll, the late-evolution discount, the copay and the expense with totals
 * computed by hand. Run `npm run build:admin` first.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { relojMovible } from '../programacion/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

describirSiHayChromium('admin en el navegador: salarios y contratos', () => {
  // Business dates come from this clock (sign-in tokens from the system's): Monday 2026-10-05, 06:00 in Bogotá.
  const reloj = relojMovible('2026-10-05T11:00:00Z');
  let servidor: { url: string; app: AppDePrueba; cerrar(): Promise<void> };
  let navegador: Navegador;
  let page: Page;
  let admin: string;
  let terapeuta: string;

  beforeAll(async () => {
    const app = await iniciarAppDePrueba('pglite', { reloj });
    if (!app.app.getHttpServer().address()) await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    servidor = { url: `http://127.0.0.1:${port}`, app, cerrar: () => app.cerrar() };
    admin = await servidor.app.ingresar('admin');
    terapeuta = await crearUsuario(servidor.app, 'salario-fisio', 2, 'principal');
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('fija el pago por sesión de un terapeuta sin puntos y lo ve en la tabla', async () => {
    await page.goto(`${servidor.url}/ajustar-salarios`, { waitUntil: 'networkidle0' });
    await page.type('input[name="q"]', 'salario-fisio');
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].some((tr) => /SALARIO-FISIO/i.test(tr.textContent ?? '')), {
      timeout: ESPERA_MS,
    });
    await clicEnBoton(page, 'Editar', 'tbody tr', 'salario-fisio');
    await page.waitForSelector('[data-dialogo="salario"] input[name="pagoPorSesion"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Escribir salario sin puntos']);
    const campo = '[data-dialogo="salario"] input[name="pagoPorSesion"]';
    await page.click(campo, { count: 3 });
    await page.type(campo, '20.000');
    await esperarTextos(page, ['Revise los valores: solo números en pesos, sin puntos']);
    await page.click(campo, { count: 3 });
    await page.type(campo, '20000');
    await clicEnBoton(page, 'Actualizar', '[data-dialogo="salario"]');
    await esperarTextos(page, ['Datos actualizados correctamente']);
    await page.waitForFunction(
      () => [...document.querySelectorAll('tbody tr')].some((tr) => /SALARIO-FISIO/i.test(tr.textContent ?? '') && /20\.000/.test(tr.textContent ?? '')),
      { timeout: ESPERA_MS },
    );
    const guardado = await servidor.app.http.get(`/api/salarios/${terapeuta}`).set('authorization', admin);
    expect(guardado.body).toMatchObject({ pagoPorSesion: 20000, registrado: true });
  }, 90_000);

  it('/dashboard-nomina: la nómina del terapeuta (una evolución atrasada a la mitad), el copago y el gasto, con totales calculados a mano', async () => {
    const http = servidor.app.http;
    const como = (token: string) => ({ post: (ruta: string, datos: object) => http.post(`/api${ruta}`).set('authorization', token).send(datos) });
    const a = como(admin);
    // Setup through the api, as a person would have done on the scheduling screens (2026-10-05, before 08:00).
    const eps = (
      await http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
        .set('authorization', admin)
    ).body[0];
    expect((await a.post('/tarifas', { eps: eps.id, especialidad: 2, tarifa: 45000, copago: 4500 })).status).toBe(201);
    const paciente = await a.post('/pacientes', pacienteValido({ primerNombre: 'nomi', primerApellido: 'nalia', numeroDocumento: '7700112233' }));
    expect(paciente.status).toBe(201);
    const cobertura = await a.post('/coberturas/autorizaciones', {
      paciente: paciente.body.id,
      sinOrden: true,
      entidad: eps.id,
      codigo: 'NAV-NOMINA-1',
      fecha: '2026-10-01',
      cobertura: 60,
      lineas: [{ servicio: 2, cantidad: 10 }],
    });
    expect(cobertura.status).toBe(201);
    const item = (fecha: string) => ({
      paciente: paciente.body.id,
      cobertura: cobertura.body.id,
      lineaId: '1',
      terapeuta,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await a.post('/sesiones/programar', { items: [item('2026-10-05'), item('2026-10-06')] });
    expect(programadas.status).toBe(201);
    const [lunes, martes] = programadas.body.ids as string[];
    const estrategia = await a.post('/catalogos/estrategias', { descripcion: 'Marcha en navegador', especialidad: 2 });
    // Tuesday 2026-10-06: the therapist evolves Monday's session (late) and Tuesday's (on time).
    reloj.poner('2026-10-06T15:00:00Z');
    const fisio = como(await servidor.app.ingresar('salario-fisio'));
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    expect((await fisio.post(`/sesiones/${lunes}/evolucion`, evolucion)).body.aviso).toMatch(/se pagará a la mitad/);
    expect((await fisio.post(`/sesiones/${martes}/evolucion`, evolucion)).status).toBe(200);
    expect((await a.post('/copagos', { fecha: '2026-10-06', monto: 12345, tipo: 1, paciente: paciente.body.id, comentario: 'En caja' })).status).toBe(201);
    expect((await a.post('/gastos-variables', { fecha: '2026-10-06', valor: 67890, categoria: 2, concepto: 'Papelería de octubre' })).status).toBe(201);

    // By hand, with the 20.000 per site session set above:
    //   Monday, evolved on Tuesday (late): 20.000 / 2 = 10.000 paid, 10.000 discounted.
    //   Tuesday, on time: 20.000.
    //   Therapist pay = 10.000 + 20.000 = 30.000 (no evaluations, no discards).
    //   Income of done sessions = 2 × 45.000 (the insurer's rate) = 90.000; copays 12.345; expenses 67.890 (no fixed expense).
    await page.goto(`${servidor.url}/dashboard-nomina`, { waitUntil: 'networkidle0' });
    for (const [nombre, fecha] of [
      ['desde', '01/10/2026'],
      ['hasta', '31/10/2026'],
    ]) {
      const campo = `[data-seccion="rango"] input[name="${nombre}"]`;
      await page.click(campo, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(campo, fecha);
    }
    await clicEnBoton(page, 'Consultar', '[data-seccion="rango"]');
    const tarjeta = (marca: string) => page.$eval(`[data-tarjeta="${marca}"] [data-valor]`, (el) => el.textContent ?? '');
    await page.waitForFunction(() => /12\.345/.test(document.querySelector('[data-tarjeta="copago"] [data-valor]')?.textContent ?? ''), { timeout: ESPERA_MS });
    expect(await tarjeta('realizadas')).toMatch(/^\$\s?90\.000$/);
    expect(await tarjeta('terapeuta')).toMatch(/^\$\s?30\.000$/);
    expect(await tarjeta('gastos')).toMatch(/^\$\s?67\.890$/);
    const fila = (seccion: string, texto: string) =>
      page.$$eval(
        `[data-seccion="${seccion}"] tbody tr`,
        (trs, t) =>
          trs
            .map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim()))
            .find((c) => c[0]?.includes(t as string)) ?? null,
        texto,
      );
    expect(await fila('panel-gastos', '06/10/2026')).toEqual(['06/10/2026', 'Gasto general', 'Papelería de octubre', expect.stringMatching(/67\.890$/)]);
    // By therapist: 2 units, sessions 30.000, extras 0, deductions 0, late discount 10.000, net 30.000.
    const porTerapeuta = await fila('panel-terapeutas', 'SALARIO-FISIO');
    expect(porTerapeuta?.slice(1).map((c) => c.replace(/[^\d]/g, ''))).toEqual(['2', '30000', '0', '0', '10000', '30000']);

    // The payroll tab, for that therapist: each session paid by the salary record, the late one at half.
    await clicEnBoton(page, 'Nómina de terapeutas');
    await page.waitForSelector('[data-seccion="nomina-terapeutas"] input[name="terapeuta"]', { timeout: ESPERA_MS });
    await page.type('[data-seccion="nomina-terapeutas"] input[name="terapeuta"]', 'salario');
    const opcion = await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('li[role="option"]')].find((li) => /salario-fisio/i.test(li.textContent ?? '')) ?? null,
      { timeout: ESPERA_MS },
    );
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-seccion="nomina-terapeuta"]').length === 1, { timeout: ESPERA_MS });
    const lineas = await page.$$eval('[data-seccion="nomina-terapeuta"] tbody tr', (trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')]
          .map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .map((c) => c.replace(/^\$\s?/, '')),
      ),
    );
    expect(lineas).toEqual([
      ['Sesión', 'Sede', 'Aseguradora', 'Atrasada (se paga la mitad)', '1', '1', '20.000', '10.000'],
      ['Sesión', 'Sede', 'Aseguradora', 'A tiempo', '1', '1', '20.000', '20.000'],
      ['Sesiones', '2', '30.000'],
      ['Adicionales (evaluaciones)', '0'],
      ['Deducciones (descargos)', expect.stringMatching(/^-?\$?\s?0$/)],
      ['Descuento por evoluciones atrasadas (no pagado)', '10.000'],
      ['Neto a pagar', '30.000'],
    ]);
    expect(await tarjeta('nomina-neto')).toMatch(/^\$\s?30\.000$/);
    await esperarTextos(page, ['Exportar a Excel']);
  }, 120_000);
});
