/**
 * Issue 27 items 5 to 7 as a scheduler's path (decision 0041), one page, signed in once as rol 7 (Programación, Sede
 * Principal). At 1366×768: 'Ver fechas' marks the date that clashes with the therapist's session at Sede Norte (site,
 * therapist and time, no patient), 'Programar' waits, the scheduler skips that date and programs the rest ('Se
 * programaron 3 sesiones'), the calendar opens the first session's week, the session is dragged to the next day at
 * 10:00 and confirmed in the dialog, and the therapist's session at Sede Norte shows greyed without patient. At
 * 1024×768: the week's blocks do not overlap or spill out, the time axis reads '6:00 a. m.', and Escape in
 * 'Programar' with something entered asks before discarding it.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { relojMovible } from '../programacion/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const ANTERIOR = '[data-calendario] button[aria-label*="nterior"], [data-calendario] button[title*="nterior"], [data-calendario] .fc-prev-button';
const SIGUIENTE = '[data-calendario] button[aria-label*="iguiente"], [data-calendario] button[title*="iguiente"], [data-calendario] .fc-next-button';
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));
const sumar = (iso: string, dias: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
/** 1 Monday … 7 Sunday. */
const diaDe = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay() || 7;

describirSiHayChromium('admin en el navegador: la agenda sin sorpresas (issue 27 ítems 5 a 7)', () => {
  const ahora = Date.now();
  const reloj = relojMovible(new Date(ahora).toISOString());
  const manana = hoyBogota(ahora + DIA_MS);
  // The series: Mondays and Thursdays from tomorrow, 8:00 a. m.; its first Thursday clashes at Sede Norte.
  const fechasSerie = Array.from({ length: 14 }, (_, i) => sumar(manana, i)).filter((f) => [1, 4].includes(diaDe(f)));
  const jueves = fechasSerie.find((f) => diaDe(f) === 4)!;
  let app: AppDePrueba;
  let admin: string;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let documento: string;
  let pacienteId: string;

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
    const fisio = await crearUsuario(app, 'fisio-sorpresas', 2, 'principal');
    const datos = pacienteValido({ primerNombre: 'marina', primerApellido: 'principal' });
    documento = datos.numeroDocumento;
    const paciente = await http.post('/api/pacientes').set('authorization', admin).send(datos);
    pacienteId = paciente.body.id;
    const norte = await http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerNombre: 'nora', primerApellido: 'norteña', sede: 'norte' }));
    const autorizar = (p: string, codigo: string) =>
      http
        .post('/api/coberturas/autorizaciones')
        .set('authorization', admin)
        .send({ paciente: p, sinOrden: true, entidad: eps.id, codigo, fecha: hoyBogota(ahora), cobertura: 90, lineas: [{ servicio: 2, cantidad: 20 }] });
    expect((await autorizar(pacienteId, 'SORPRESA-1')).status).toBe(201);
    const an = await autorizar(norte.body.id, 'SORPRESA-N');
    await app.infra.proyecciones.ponerAlDia();
    const enNorte = await http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [
          {
            paciente: norte.body.id,
            cobertura: an.body.id,
            lineaId: '1',
            terapeuta: fisio,
            fecha: jueves,
            horaInicio: '08:00',
            horaFin: '08:30',
            tipo: 'Terapia',
            lugar: 'Sede',
          },
        ],
      });
    expect(enNorte.status).toBe(201);
    navegador = await abrirNavegador();
    page = navegador.page;
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'rol7');
  }, 300_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  const elegir = async (nombre: string, opcion: string, selector = `input[name="${nombre}"]`) => {
    await page.evaluate(
      (n: string) => (document.querySelector(n)?.previousElementSibling as HTMLElement | null)?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
      selector,
    );
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
        .then(
          () => true,
          () => false,
        );
      if (cerrado) return;
      if (intento === 3) throw new Error(`No se pudo elegir ${opcion} en ${nombre}`);
    }
  };
  const abrirProgramar = async () => {
    await clicEnBoton(page, 'Programar');
    await page.type('input[name="buscarPaciente"]', documento);
    await clicEnBoton(page, 'Buscar', '[data-dialogo="programar"]');
    await clicEnBoton(page, 'Seleccionar', '[data-dialogo="programar"]');
  };
  const vistaSemana = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-calendario] button')].find((b) => /^semana$/i.test((b.textContent ?? '').trim()))?.click(),
    );
  /** Every block of the week inside the window and inside its day, none on top of another. */
  const semanaLegible = () =>
    page.evaluate(() => {
      // A block is the absolutely positioned box FullCalendar lays each event out in.
      const bloqueDe = (e: HTMLElement) => {
        for (let x: HTMLElement | null = e; x && !x.matches('[data-calendario]'); x = x.parentElement)
          if (getComputedStyle(x).position === 'absolute') return x;
        return e;
      };
      const bloques = [...document.querySelectorAll<HTMLElement>('[data-calendario] [data-evento], [data-calendario] [data-evento-otra-sede]')]
        .map(bloqueDe)
        .filter((e, i, todos) => todos.indexOf(e) === i && e.getBoundingClientRect().width > 0);
      const cajas = bloques.map((e) => e.getBoundingClientRect());
      const fuera = cajas.filter((r) => r.left < 0 || r.right > window.innerWidth + 0.5).length;
      let encimados = 0;
      for (let i = 0; i < cajas.length; i++)
        for (let j = i + 1; j < cajas.length; j++) {
          const a = cajas[i];
          const b = cajas[j];
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) encimados++;
        }
      const desbordados = [...document.querySelectorAll<HTMLElement>('[data-calendario] [data-evento], [data-calendario] [data-evento-otra-sede]')].filter(
        (e) => {
          const caja = bloqueDe(e).getBoundingClientRect();
          const r = e.getBoundingClientRect();
          return r.right > caja.right + 1 || r.left < caja.left - 1;
        },
      ).length;
      // Past eventMaxStack, FullCalendar puts the rest behind a '+N' link.
      const mas = [...document.querySelectorAll<HTMLElement>('[data-calendario] a, [data-calendario] button, [data-calendario] [role="button"]')].filter((e) =>
        /^\+\s?\d/.test((e.textContent ?? '').trim()),
      ).length;
      return { bloques: cajas.length, mas, fuera, encimados, desbordados, scroll: document.documentElement.scrollWidth > window.innerWidth };
    });

  it('1366×768: la vista previa marca el cruce con la sesión de Sede Norte, omite esa fecha, programa el resto y mueve una sesión a otro día arrastrándola', async () => {
    await page.goto(`${url}/programacion/programacion-citas`, { waitUntil: 'networkidle0' });
    await abrirProgramar();
    await elegir('servicio', 'SORPRESA-1');
    await elegir('terapeuta', 'fisio-sorpresas');
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Semanal'))?.click());
    await page.click('input[name="dia-1"]');
    await page.click('input[name="dia-4"]');
    await page.type('input[name="cantidad"]', '4');
    await clicEnBoton(page, 'Ver fechas');
    const fila = `[data-vista-previa] [data-fecha="${jueves}"]`;
    await page.waitForSelector(`${fila}[data-en-cruce="si"]`, { timeout: ESPERA_MS });
    const marcada = await page.$eval(fila, (e) => e.textContent ?? '');
    expect(marcada).toContain('Sede Norte');
    expect(marcada).toContain('8:00 a. m. – 8:30 a. m.');
    expect(marcada.toUpperCase()).not.toContain('NORA');
    // 'Programar' waits, saying why, until the clash is settled.
    await esperarTextos(page, ['Resuelva los cruces marcados para programar']);
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLButtonElement>('[data-dialogo="programar"] button')].find((b) => b.textContent?.trim() === 'Programar')?.disabled,
      ),
    ).toBe(true);
    await page.click(`${fila} [data-accion="omitir"]`);
    await page.waitForSelector('[data-omitidas]', { timeout: ESPERA_MS });
    await page.waitForFunction(() => !document.querySelector('[data-aviso-cruces]'), { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Programar', '[data-dialogo="programar"]');
    await esperarTextos(page, ['Se programaron 3 sesiones']);
    const programadas = (
      await app.http
        .get('/api/sesiones')
        .query({ filter: JSON.stringify({ paciente: pacienteId }) })
        .set('authorization', admin)
    ).body as { id: string; fecha: string; horaInicio: string }[];
    expect(programadas.map((s) => s.fecha).sort()).toEqual(fechasSerie.filter((f) => f !== jueves).slice(0, 3));
    const primera = [...programadas].sort((a, b) => a.fecha.localeCompare(b.fecha))[0];

    // The calendar opened the first session's week: it is there without paging.
    await page.waitForFunction(() => (document.querySelector('[data-calendario]')?.textContent ?? '').includes('MARINA'), { timeout: ESPERA_MS });
    await vistaSemana();
    await page.waitForSelector(`[data-calendario] [data-evento="${primera.id}"]`, { timeout: ESPERA_MS });
    await esperarTextos(page, ['6:00 a. m.']);

    // Drag the first session to the next day at 10:00 a. m.; the dialog shows the move and asks to confirm it.
    const destino = sumar(primera.fecha, 1);
    const puntos = await page.evaluate(
      (id: string, fecha: string) => {
        const bloque =
          document.querySelector<HTMLElement>(`[data-evento="${id}"]`)!.closest<HTMLElement>('a, .fc-event') ??
          document.querySelector<HTMLElement>(`[data-evento="${id}"]`)!;
        const r = bloque.getBoundingClientRect();
        const columna = [...document.querySelectorAll<HTMLElement>(`[data-calendario] [data-date="${fecha}"]`)]
          .map((e) => e.getBoundingClientRect())
          .find((c) => c.height > 200);
        const fila = (t: string) =>
          [...document.querySelectorAll<HTMLElement>(`[data-calendario] [data-time="${t}"]`)].map((e) => e.getBoundingClientRect()).find((c) => c.height > 0);
        const ocho = fila('08:00:00');
        const diez = fila('10:00:00');
        return {
          desde: { x: r.left + r.width / 2, y: r.top + 4 },
          hasta: columna && ocho && diez ? { x: columna.left + columna.width / 2, y: r.top + 4 + (diez.top - ocho.top) } : null,
        };
      },
      primera.id,
      destino,
    );
    expect(puntos.hasta).not.toBeNull();
    // At a person's pace: on a loaded machine FullCalendar missed a drag whose moves all came in one frame.
    const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await page.mouse.move(puntos.desde.x, puntos.desde.y);
    await page.mouse.down();
    await pausa(150);
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(puntos.desde.x + ((puntos.hasta!.x - puntos.desde.x) * i) / 12, puntos.desde.y + ((puntos.hasta!.y - puntos.desde.y) * i) / 12);
      await pausa(30);
    }
    await pausa(150);
    await page.mouse.up();
    await page.waitForSelector('[data-dialogo="sesion"] [data-resumen-movimiento]', { timeout: ESPERA_MS });
    const resumen = await page.$eval('[data-resumen-movimiento]', (e) => e.textContent ?? '');
    expect(resumen).toContain(`a ${destino.split('-').reverse().join('/')} 10:00 a. m. – 10:30 a. m.`);
    await clicEnBoton(page, 'Guardar', '[data-dialogo="sesion"]');
    await esperarTextos(page, ['Horario actualizado con éxito']);
    const movida = (await app.http.get(`/api/sesiones/${primera.id}`).set('authorization', admin)).body;
    expect(movida).toMatchObject({ fecha: destino, horaInicio: '10:00', horaFin: '10:30' });

    // The therapist's session at Sede Norte, greyed, without the patient.
    await elegir('terapeuta', 'fisio-sorpresas', 'input[data-filtro="terapeuta"]');
    for (const boton of [null, ANTERIOR, SIGUIENTE, SIGUIENTE]) {
      if (boton) await page.evaluate((b: string) => document.querySelector<HTMLElement>(b)?.click(), boton);
      const hay = await page
        .waitForFunction(() => !!document.querySelector('[data-calendario] [data-evento-otra-sede]'), { timeout: 4000 })
        .then(
          () => true,
          () => false,
        );
      if (hay) break;
    }
    const gris = await page.$eval('[data-calendario] [data-evento-otra-sede]', (e) => {
      let x: HTMLElement | null = e as HTMLElement;
      while (x && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(x).backgroundColor)) x = x.parentElement;
      return { texto: e.textContent ?? '', fondo: x ? getComputedStyle(x).backgroundColor : '' };
    });
    expect(gris.texto).toContain('Ocupado en Sede Norte');
    expect(gris.texto.toUpperCase()).not.toContain('NORA');
    expect(gris.fondo).toBe('rgb(158, 158, 158)');
    expect(await semanaLegible()).toMatchObject({ fuera: 0, encimados: 0, desbordados: 0, scroll: false });
  }, 240_000);

  it('1024×768: la semana se lee sin bloques encimados ni texto desbordado, y Escape en Programar pregunta antes de descartar', async () => {
    await page.setViewport({ width: 1024, height: 768 });
    // Three sessions at the same hour today: side by side in this week, not on top of one another.
    const dia = hoyBogota(ahora);
    const aut = (
      await app.http
        .get('/api/pacientes/' + pacienteId + '/servicios-disponibles')
        .query({ fecha: dia })
        .set('authorization', admin)
    ).body[0];
    const terapeutas = (await app.http.get('/api/terapeutas').query({ especialidad: 2 }).set('authorization', admin)).body as { id: string }[];
    const items = terapeutas.slice(0, 3).map((t) => ({
      paciente: pacienteId,
      cobertura: aut.coberturaId,
      lineaId: aut.lineaId,
      terapeuta: t.id,
      fecha: dia,
      horaInicio: '09:00',
      horaFin: '09:30',
      tipo: 'Terapia',
      lugar: 'Sede',
    }));
    expect((await app.http.post('/api/sesiones/programar').set('authorization', admin).send({ items, confirmarCruces: true })).status).toBe(201);
    await page.goto(`${url}/programacion/programacion-citas`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-calendario]', { timeout: ESPERA_MS });
    await vistaSemana();
    await page.waitForFunction((n: number) => document.querySelectorAll('[data-calendario] [data-evento]').length >= n, { timeout: ESPERA_MS }, items.length);
    await esperarTextos(page, ['6:00 a. m.']);
    const legible = await semanaLegible();
    // Side by side (at 1024 px the third may go behind FullCalendar's '+N'): never on top of one another.
    expect(legible.bloques).toBeGreaterThanOrEqual(2);
    expect(legible).toMatchObject({ fuera: 0, encimados: 0, desbordados: 0, scroll: false });

    await abrirProgramar();
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Semanal'))?.click());
    await page.click('input[name="dia-2"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialogo="confirmar-descarte"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Seguir escribiendo', '[data-dialogo="confirmar-descarte"]');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="confirmar-descarte"]'), { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="dia-2"]', (e) => (e as HTMLInputElement).checked)).toBe(true);
    await page.keyboard.press('Escape');
    await clicEnBoton(page, 'Descartar', '[data-dialogo="confirmar-descarte"]');
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="programar"]'), { timeout: ESPERA_MS });
  }, 180_000);
});
