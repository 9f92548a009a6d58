/**
 * Scheduling in the built admin (issue 17): as role 7, a weekly series is programmed for a patient with an
 * authorization (dates previewed before confirming), seen on the calendar and one session cancelled with a
 * listed reason (the pool gets its unit back); two days later, as its therapist, the first session is evolved
 * late from 'Mi agenda', with the half-pay warning. On the clinic's 1366×768 laptops, the calendar, the
 * 'Programar' dialog (by specialty, times as '2:30 p. m.') and the evolve form fit without horizontal scroll,
 * and the agenda shows the patient's photo.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { JPG_VALIDO, PDF_VALIDO, PNG_VALIDO } from '../acceso/muestras.js';
import { relojMovible } from '../programacion/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));

describirSiHayChromium('admin en el navegador: programación de sesiones y agenda del terapeuta', () => {
  const inicio = Date.now();
  const reloj = relojMovible(new Date(inicio).toISOString());
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let admin: string;
  let cobertura: string;
  let pacienteId: string;
  let epsId: string;
  let fisio: string;
  const documento = '77665544';

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj });
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    const { http } = app;
    admin = await app.ingresar('admin');
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
      .send(pacienteValido({ numeroDocumento: documento }));
    expect(paciente.status).toBe(201);
    pacienteId = paciente.body.id;
    epsId = eps.id;
    fisio = await crearUsuario(app, 'fisio-agenda', 2, 'principal');
    const aut = await http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: paciente.body.id,
        sinOrden: true,
        entidad: eps.id,
        codigo: 'PROG-NAV-1',
        fecha: hoyBogota(),
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 4 }],
      });
    expect(aut.status).toBe(201);
    cobertura = aut.body.id;
    expect((await http.post('/api/catalogos/estrategias').set('authorization', admin).send({ descripcion: 'Marcha asistida', especialidad: 2 })).status).toBe(
      201,
    );
    await app.infra.proyecciones.ponerAlDia();
    navegador = await abrirNavegador();
    page = navegador.page;
    // A clinic's browser is in Bogotá: between 00:00 and 05:00 UTC a UTC browser opened the calendar a day ahead of
    // the server's date, and the first session the therapist clicked was another one.
    await page.emulateTimezone('America/Bogota');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  const elegir = async (nombre: string, opcion: string) => {
    await page.click(`[name="${nombre}"] ~ [role="combobox"], div[role="combobox"][aria-labelledby*="${nombre}"]`).catch(async () => {
      await page.evaluate(
        (n: string) =>
          (document.querySelector(`input[name="${n}"]`)?.previousElementSibling as HTMLElement | null)?.dispatchEvent(
            new MouseEvent('mousedown', { bubbles: true }),
          ),
        nombre,
      );
    });
    // The menu opens with an animation: the option is clicked again until the menu closes.
    for (let intento = 0; ; intento++) {
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
        .then(() => true)
        .catch(() => false);
      if (cerrado) return;
      if (intento === 3) throw new Error(`No se pudo elegir ${opcion} en ${nombre}`);
    }
  };
  /** The calendar moves week by week until the text shows (the series may start next week). */
  const buscarEnCalendario = async (texto: string) => {
    for (let i = 0; i < 3; i++) {
      const hay = await page
        .waitForFunction((t: string) => (document.querySelector('[data-calendario]')?.textContent ?? '').includes(t), { timeout: 4000 }, texto)
        .then(() => true)
        .catch(() => false);
      if (hay) return;
      await page.click('[data-calendario] button[aria-label*="iguiente"], [data-calendario] button[title*="iguiente"], [data-calendario] .fc-next-button');
    }
    throw new Error(`No aparece en el calendario: ${texto}`);
  };
  /** A fresh browser whose date, like the server's clock, is `dias` days after the start. */
  const abrirDiasDespues = async (dias: number) => {
    reloj.poner(new Date(inicio + dias * DIA_MS).toISOString());
    await navegador.cerrar();
    navegador = await abrirNavegador();
    page = navegador.page;
    // A clinic's browser is in Bogotá: between 00:00 and 05:00 UTC a UTC browser opened the calendar a day ahead of
    // the server's date, and the first session the therapist clicked was another one.
    await page.emulateTimezone('America/Bogota');
    await page.evaluateOnNewDocument((desfase: number) => {
      const Original = Date;
      class Desplazada extends Original {
        constructor(...a: ConstructorParameters<DateConstructor>) {
          super(...((a.length ? a : [Original.now() + desfase]) as unknown as []));
        }
        static override now() {
          return Original.now() + desfase;
        }
      }
      (globalThis as { Date: DateConstructor }).Date = Desplazada as DateConstructor;
    }, dias * DIA_MS);
  };
  const restantes = async () => (await app.http.get(`/api/coberturas/${cobertura}`).set('authorization', admin)).body.bolsa as number;

  it('rol 7 programa una serie semanal viendo antes las fechas, la ve en el calendario y cancela una con motivo', async () => {
    await ingresarEnNavegador(page, url, 'rol7');
    await page.goto(`${url}/programacion/programacion-citas`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Programar');
    await page.type('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar', '[data-dialogo="programar"]');
    await clicEnBoton(page, 'Seleccionar', '[data-dialogo="programar"]');
    await elegir('servicio', 'PROG-NAV-1');
    await elegir('terapeuta', 'fisio-agenda');
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Semanal'))?.click());
    for (let d = 1; d <= 7; d++) await page.click(`input[name="dia-${d}"]`);
    await clicEnBoton(page, 'Ver fechas');
    await page.waitForSelector('[data-vista-previa]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Se programarán 4 sesiones']);
    await clicEnBoton(page, 'Programar', '[data-dialogo="programar"]');
    await esperarTextos(page, ['Sesión registrada con éxito']);
    expect(await restantes()).toBe(0);

    await buscarEnCalendario('ANA');
    const eventos = await page.$$('[data-calendario] a, [data-calendario] [role="button"], [data-calendario] .fc-event');
    expect(eventos.length).toBeGreaterThan(0);
    // The second session of the series is cancelled.
    await page.evaluate(() => {
      const filas = [...document.querySelectorAll<HTMLElement>('[data-calendario] *')].filter(
        (e) => e.children.length === 0 && (e.textContent ?? '').includes('ANA'),
      );
      (filas[1] ?? filas[0]).click();
    });
    await page.waitForSelector('[data-dialogo="sesion"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Cancelar sesión', '[data-dialogo="sesion"]');
    await elegir('motivo', 'Viaje / Vacaciones');
    await clicEnBoton(page, 'Confirmar cancelación');
    await esperarTextos(page, ['Sesión cancelada con éxito', 'Esta sesión fue cancelada']);
    expect(await restantes()).toBe(1);
  }, 60_000);

  it('dos días después, su terapeuta evoluciona la primera desde Mi agenda, atrasada y con el aviso', async () => {
    await abrirDiasDespues(2);
    // An evaluation today, whose history has nothing recorded yet.
    const otra = await app.http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: pacienteId,
        sinOrden: true,
        entidad: epsId,
        codigo: 'PROG-NAV-2',
        fecha: hoyBogota(inicio + 2 * DIA_MS),
        cobertura: 30,
        lineas: [{ servicio: 2, cantidad: 2 }],
      });
    const evaluacion = await app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [
          {
            paciente: pacienteId,
            cobertura: otra.body.id,
            lineaId: '1',
            terapeuta: fisio,
            fecha: hoyBogota(inicio + 2 * DIA_MS),
            horaInicio: '18:00',
            horaFin: '18:30',
            tipo: 'Evaluacion',
            lugar: 'Sede',
          },
        ],
      });
    expect(evaluacion.status).toBe(201);
    await ingresarEnNavegador(page, url, 'fisio-agenda');
    await page.goto(`${url}/diarioCampo/evoluciones`, { waitUntil: 'networkidle0' });
    const manana = hoyBogota(inicio + DIA_MS);
    await page.click('[data-calendario] button[title*="nterior"], [data-calendario] .fc-prev-button').catch(() => undefined);
    await buscarEnCalendario('ANA');
    await page.evaluate(() => {
      const filas = [...document.querySelectorAll<HTMLElement>('[data-calendario] *')].filter(
        (e) => e.children.length === 0 && (e.textContent ?? '').includes('ANA'),
      );
      filas[0].click();
    });
    await page.waitForSelector('[data-dialogo="sesion"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="sesion"]');
    await page.waitForSelector('[data-dialogo="evolucion"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.']);
    await page.click('input[name="estrategias"]');
    await page.type('input[name="estrategias"]', 'Marcha');
    const opcion = await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes('Marcha asistida')) ?? null,
      { timeout: ESPERA_MS },
    );
    await (opcion as unknown as { click(): Promise<void> }).click();
    await page.type('textarea[name="estadoPaciente"]', 'Tranquilo y colaborador');
    await page.type('textarea[name="evolucion"]', 'Marcha con apoyo en barras paralelas, mejor control de tronco.');
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="evolucion"]');
    await esperarTextos(page, ['Sesión evolucionada con éxito']);
    const agenda = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ desde: manana, hasta: manana, estado: 1 }) })
      .set('authorization', admin);
    expect(agenda.body).toEqual([expect.objectContaining({ fecha: manana, atrasada: true, terapeutaNombre: expect.stringMatching(/fisio-agenda/i) })]);

    // The evaluation is not evolved from the agenda until the history has the day's reason, impression and plan.
    await buscarEnCalendario('Evaluación');
    await page.evaluate(() => {
      const filas = [...document.querySelectorAll<HTMLElement>('[data-calendario] *')].filter(
        (e) => e.children.length === 0 && (e.textContent ?? '').includes('Evaluación'),
      );
      filas[0].click();
    });
    await page.waitForSelector('[data-dialogo="sesion"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="sesion"]');
    await page.waitForSelector('[data-dialogo="falta-informacion"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Falta información en la historia clínica', 'Motivo de consulta', 'Impresión diagnóstica', 'Plan de tratamiento']);
    await clicEnBoton(page, 'Volver a la agenda');
    expect(await page.$('[data-dialogo="evolucion"]')).toBeNull();
  }, 60_000);

  it('tres días después, rol 7 cancela la sesión del día en Gestión de terapias y la que queda con la cancelación masiva', async () => {
    await abrirDiasDespues(3);
    await ingresarEnNavegador(page, url, 'rol7');
    await page.goto(`${url}/dashboard/gestion-terapias`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Buscar sesiones');
    await esperarTextos(page, ['Debe seleccionar un paciente y la fecha de la sesion']);
    await page.type('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar');
    await clicEnBoton(page, 'Seleccionar');
    await clicEnBoton(page, 'Buscar sesiones');
    await page.waitForSelector('[data-sesion]', { timeout: ESPERA_MS });
    expect(await page.$$eval('[data-sesion]', (c) => c.length)).toBe(1);
    await clicEnBoton(page, 'Cancelar registro');
    await elegir('motivo', 'Clima');
    await clicEnBoton(page, 'Confirmar cancelación');
    await esperarTextos(page, ['Sesión cancelada con éxito']);
    expect(await restantes()).toBe(2);

    await page.goto(`${url}/programacion/cancelar-masivo`, { waitUntil: 'networkidle0' });
    await page.type('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar');
    await clicEnBoton(page, 'Seleccionar');
    const [a, m, d] = hoyBogota(inicio + 10 * DIA_MS).split('-');
    await page.click('input[name="hasta"]', { count: 3 });
    await page.type('input[name="hasta"]', `${d}/${m}/${a}`);
    await clicEnBoton(page, 'Buscar');
    await page.waitForSelector('table[aria-label="Sesiones pendientes"] tbody tr', { timeout: ESPERA_MS });
    expect(await page.$$eval('table[aria-label="Sesiones pendientes"] tbody tr', (f) => f.length)).toBe(1);
    expect(await page.$eval('input[name="desde"]', (e) => (e as HTMLInputElement).disabled)).toBe(true);
    await elegir('motivo', 'Decisión familia');
    await clicEnBoton(page, 'Cancelar todas');
    await clicEnBoton(page, 'Cancelar todas', '.MuiDialog-root');
    await esperarTextos(page, ['1 sesión cancelada con éxito']);
    expect(await restantes()).toBe(3);
    await page.waitForFunction(() => !document.querySelector('.MuiDialog-root'), { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Otra busqueda');
    await page.waitForFunction(() => (document.querySelector('input[name="desde"]') as HTMLInputElement | null)?.disabled === false, { timeout: ESPERA_MS });
  }, 60_000);
  /** The element's box lies inside the 1366×768 window (a button the user can reach without scrolling the page). */
  const dentroDeLaVentana = (selector: string, texto?: string) =>
    page.evaluate(
      (sel: string, t: string | null) => {
        const el = [...document.querySelectorAll<HTMLElement>(sel)].find((e) => t === null || (e.textContent ?? '').trim() === t);
        if (!el) return `no existe ${sel} ${t ?? ''}`;
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth ? 'visible' : `fuera: ${JSON.stringify(r)}`;
      },
      selector,
      texto ?? null,
    );
  const sinScrollHorizontal = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth);
  /** Picks the option whose whole text is `texto` ('2:30 p. m.', not '12:30 p. m.'). */
  const elegirExacto = async (nombre: string, texto: string) => {
    await page.evaluate(
      (n: string) =>
        (document.querySelector(`input[name="${n}"]`)?.previousElementSibling as HTMLElement | null)?.dispatchEvent(
          new MouseEvent('mousedown', { bubbles: true }),
        ),
      nombre,
    );
    await page.waitForFunction(
      (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].some((o) => (o.textContent ?? '').trim() === t),
      { timeout: ESPERA_MS },
      texto,
    );
    await page.evaluate(
      (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => (o.textContent ?? '').trim() === t)?.click(),
      texto,
    );
    await page.waitForFunction(() => !document.querySelector('[role="listbox"]'), { timeout: ESPERA_MS });
  };

  it('en un portátil de 1366×768: programar por especialidad con horas "2:30 p. m.", el calendario y el formulario de evolución caben; la agenda muestra la foto', async () => {
    await abrirDiasDespues(3);
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'rol7');
    await page.goto(`${url}/programacion/programacion-citas`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-calendario]', { timeout: ESPERA_MS });
    expect(await sinScrollHorizontal()).toBe(true);
    await clicEnBoton(page, 'Programar');
    await page.type('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar', '[data-dialogo="programar"]');
    await clicEnBoton(page, 'Seleccionar', '[data-dialogo="programar"]');
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Por especialidad'))?.click());
    await page.waitForSelector('[data-seccion="especialidad"]', { timeout: ESPERA_MS });
    // Monday to Saturday only (spec 2: by specialty).
    expect(await page.$('input[name="dia-7"]')).toBeNull();
    // PROG-NAV-1 has 3 units left, PROG-NAV-2 (expires first) 1.
    await elegir('especialidad', 'Fisioterapia · quedan 4');
    await clicEnBoton(page, 'Ver fechas');
    await esperarTextos(page, ['Debes seleccionar un terapeuta']);
    await elegir('terapeuta', 'fisio-agenda');
    await elegirExacto('horaInicio', '2:30 p. m.');
    await elegirExacto('horaFin', '3:00 p. m.');
    await page.type('input[name="cantidad"]', '2');
    for (let d = 1; d <= 6; d++) await page.click(`input[name="dia-${d}"]`);
    await clicEnBoton(page, 'Ver fechas');
    await page.waitForSelector('[data-vista-previa]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Se programarán 2 sesiones', '2:30 p. m. – 3:00 p. m.', '(PROG-NAV-2)', '(PROG-NAV-1)']);
    expect(await page.$eval('[data-dialogo="programar"] .MuiDialogContent-root', (e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    expect(await dentroDeLaVentana('[data-dialogo="programar"] button', 'Programar')).toBe('visible');
    await clicEnBoton(page, 'Programar', '[data-dialogo="programar"]');
    await esperarTextos(page, ['Sesión registrada con éxito']);
    const nuevas = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ paciente: pacienteId, estado: 3, desde: hoyBogota(inicio + 4 * DIA_MS) }) })
      .set('authorization', admin);
    expect(
      nuevas.body.map((x: { horaInicio: string; horaFin: string; coberturaCodigo: string }) => `${x.horaInicio}-${x.horaFin} ${x.coberturaCodigo}`),
    ).toEqual(['14:30-15:00 PROG-NAV-2', '14:30-15:00 PROG-NAV-1']);

    // The patient's photo (an admissions document) on the therapist's agenda, and the evolve form at 1366×768.
    let subida = app.http.post(`/api/pacientes/${pacienteId}/documentos`).set('authorization', admin);
    for (const [campo, datos, nombre] of [
      ['documento', PDF_VALIDO, 'cedula.pdf'],
      ['documentoAcudiente', JPG_VALIDO, 'acudiente.jpg'],
      ['consentimiento', PDF_VALIDO, 'consentimiento.pdf'],
      ['ordenMedica', PNG_VALIDO, 'orden.png'],
      ['autorizacion', PDF_VALIDO, 'autorizacion.pdf'],
      ['otro', JPG_VALIDO, 'otro.jpg'],
      ['foto', PNG_VALIDO, 'foto.png'],
    ] as const)
      subida = subida.attach(campo, datos, nombre);
    expect((await subida).status).toBe(201);
    // Evolving is offered once a session's day has come (issue 27 item 2): the agenda is opened the day after the first new one.
    const primera = nuevas.body[0].fecha as string;
    await abrirDiasDespues(Math.round((Date.parse(primera) - Date.parse(hoyBogota(inicio))) / DIA_MS) + 1);
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'fisio-agenda');
    await page.goto(`${url}/diarioCampo/evoluciones`, { waitUntil: 'networkidle0' });
    // The first new therapy, now waiting for its evolution, week by week.
    const pendiente = () =>
      [...document.querySelectorAll<HTMLElement>('[data-calendario] [data-evento-con-foto]')].some((e) => {
        const t = e.textContent ?? '';
        return t.includes('Terapia') && t.includes('2:30 p. m.') && t.includes('Por evolucionar');
      });
    for (let i = 0; i < 3 && !(await page.evaluate(pendiente)); i++) {
      await new Promise((r) => setTimeout(r, 1500));
      if (!(await page.evaluate(pendiente)))
        await page.click('[data-calendario] button[aria-label*="iguiente"], [data-calendario] button[title*="iguiente"], [data-calendario] .fc-next-button');
    }
    await page.waitForFunction(pendiente, { timeout: ESPERA_MS });
    await page.waitForSelector('[data-calendario] [data-foto-paciente="si"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['2:30 p. m. – 3:00 p. m. · Por evolucionar · ANA PÉREZ']);
    expect(await sinScrollHorizontal()).toBe(true);
    await page.evaluate(() => {
      const e = [...document.querySelectorAll<HTMLElement>('[data-calendario] [data-evento-con-foto]')].find((x) =>
        ['Terapia', '2:30 p. m.', 'Por evolucionar'].every((t) => (x.textContent ?? '').includes(t)),
      );
      e?.click();
    });
    await page.waitForSelector('[data-dialogo="sesion"] [data-foto-paciente="si"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['2:30 p. m. – 3:00 p. m.']);
    await clicEnBoton(page, 'Evolucionar', '[data-dialogo="sesion"]');
    await page.waitForSelector('[data-dialogo="evolucion"]', { timeout: ESPERA_MS });
    expect(await dentroDeLaVentana('[data-dialogo="evolucion"] button', 'Evolucionar')).toBe('visible');
    expect(await page.$eval('[data-dialogo="evolucion"] .MuiDialogContent-root', (e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  }, 90_000);
});
