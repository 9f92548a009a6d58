/**
 * A therapist's day and an auditor's look back (issue 27 items 2, 4, 8 and 12), as users' paths on the clinic's
 * 1366×768 laptops and a 1024×768 tablet:
 * - the therapist's Mi espacio in plain words ('Sesiones programadas hoy'), ages in years and months, no sideways scroll;
 * - the clinical history says why the evaluation PDF cannot be generated (no plan) before anything is typed, and its
 *   link opens the tab that fixes it;
 * - an objective typed and then closed with Escape asks '¿Descartar lo escrito?' first; untouched, it closes at once;
 * - an auditor opens a cancelled session from the audit log and reads who cancelled it by name (the login on hover).
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const DIA_MS = 86_400_000;
const hoyBogota = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(ms));
const dma = (iso: string) => iso.split('-').reverse().join('/');
const NACIMIENTO = '2015-03-10';

/** '11 años y 8 meses' for a birth date on a day (the spec's age in years and months). */
function edad(nacimiento: string, dia: string): string {
  const [a1, m1, d1] = nacimiento.split('-').map(Number);
  const [a2, m2, d2] = dia.split('-').map(Number);
  let meses = (a2 - a1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  const anios = Math.floor(meses / 12);
  meses -= anios * 12;
  return `${anios} ${anios === 1 ? 'año' : 'años'} y ${meses} ${meses === 1 ? 'mes' : 'meses'}`;
}

const TAMANOS = [
  { ancho: 1366, alto: 768 },
  { ancho: 1024, alto: 768 },
];

describirSiHayChromium('admin en el navegador: el día de una terapeuta y la mirada de quien audita', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let pacienteId: string;
  const manana = hoyBogota(Date.now() + DIA_MS);
  const pasado = hoyBogota(Date.now() + 2 * DIA_MS);

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
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
      .send(pacienteValido({ primerNombre: 'lucia', primerApellido: 'terapeutica', fechaNacimiento: NACIMIENTO }));
    expect(paciente.status).toBe(201);
    pacienteId = paciente.body.id;
    const fisio = await crearUsuario(app, 'fisio-dia', 2, 'principal');
    // The scheduler who cancels, with a name unlike their login; the auditor of the same site.
    const agenda = await http
      .post('/api/usuarios')
      .set('authorization', admin)
      .send({ nombres: 'Marta', apellidos: 'Agendadora', usuario: 'prog-dia', password: 'demo1234', rol: 7, sede: 'principal' });
    expect(agenda.status).toBe(201);
    const rol = await http.post('/api/roles').set('authorization', admin).send({ nombre: 'Auditoría del día' });
    expect((await http.put(`/api/roles/${rol.body.id}/permisos/acceso.auditoria`).set('authorization', admin).send({ estado: 1 })).status).toBe(200);
    await crearUsuario(app, 'auditora-dia', rol.body.id, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    expect((await http.post(`/api/pacientes/${pacienteId}/lideres`).set('authorization', admin).send({ fisioterapia: fisio })).status).toBe(200);
    const aut = await http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: pacienteId,
        sinOrden: true,
        entidad: eps.id,
        codigo: 'DIA-TER-1',
        fecha: hoyBogota(),
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 6 }],
      });
    expect(aut.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    // An evaluation tomorrow (its PDF needs a treatment plan, which the history lacks) and a session the day after, cancelled.
    const item = (fecha: string, tipo: string) => ({
      paciente: pacienteId,
      cobertura: aut.body.id,
      lineaId: '1',
      terapeuta: fisio,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo,
      lugar: 'Sede',
    });
    const programadas = await http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({ items: [item(manana, 'Evaluacion'), item(pasado, 'Terapia')], confirmarCruces: true });
    expect(programadas.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    const prog = await app.ingresar('prog-dia');
    expect((await http.post(`/api/sesiones/${programadas.body.ids[1]}/cancelar`).set('authorization', prog).send({ motivo: 'Clima' })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    navegador = await abrirNavegador();
    page = navegador.page;
    // A loaded machine (the suite runs browsers three at a time) can take longer than puppeteer's 30 s to go idle.
    page.setDefaultNavigationTimeout(120_000);
  }, 540_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  /** Signs in as `usuario` (whoever was signed in before leaves first). */
  const comoUsuario = async (usuario: string) => {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    const galletas = await page.cookies();
    if (galletas.length) await page.deleteCookie(...galletas);
    await ingresarEnNavegador(page, url, usuario);
  };
  const sobraDeAncho = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  for (const { ancho, alto } of TAMANOS) {
    describe(`a ${ancho}×${alto}`, () => {
      beforeAll(async () => {
        await page.setViewport({ width: ancho, height: alto });
      });

      it('la terapeuta abre Mi espacio: palabras claras, la edad en años y meses, sin desplazarse de lado', async () => {
        await comoUsuario('fisio-dia');
        await page.goto(`${url}/mi-espacio`, { waitUntil: 'networkidle0' });
        await esperarTextos(page, ['Sesiones programadas hoy', 'Sesiones realizadas hoy']);
        await page.waitForFunction(
          (t: string) => (document.querySelector('[data-seccion="pacientes-liderados"]')?.textContent ?? '').includes(t),
          { timeout: ESPERA_MS },
          'TERAPEUTICA',
        );
        const liderados = await page.$eval('[data-seccion="pacientes-liderados"]', (s) => s.textContent ?? '');
        expect(liderados).toContain(edad(NACIMIENTO, hoyBogota()));
        const todo = await page.evaluate(() => document.body.textContent ?? '');
        expect(todo).not.toMatch(/\bSS[PR]\b/);
        expect(await sobraDeAncho()).toBe(0);
      }, 180_000);

      it('la historia clínica dice por qué no se puede exportar la valoración antes de escribir nada, y su enlace lleva al plan', async () => {
        await page.goto(`${url}/historiaClinica/historia?paciente=${pacienteId}`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('[data-aviso="exportacion-no-disponible"]', { timeout: ESPERA_MS });
        const aviso = await page.$eval('[data-aviso="exportacion-no-disponible"]', (a) => a.textContent ?? '');
        expect(aviso).toBe(
          `No se puede generar el informe de valoración del ${dma(manana)}: El paciente no tiene plan de tratamiento registrado para la valoración. Registrar el plan de tratamiento`,
        );
        // Nothing typed, no dialog opened: the link opens the tab where the plan is registered.
        expect(await page.$('[data-dialogo="informe-valoracion"]')).toBeNull();
        await page.click('[data-aviso="exportacion-no-disponible"] [data-enlace="arreglo"]');
        await page.waitForFunction(() => new URLSearchParams(location.search).get('pestana') === 'plan', { timeout: ESPERA_MS });
        await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Conclusiones y plan', {
          timeout: ESPERA_MS,
        });
        expect(await sobraDeAncho()).toBe(0);
      }, 180_000);

      it('un objetivo escrito no se pierde con Escape sin preguntar; sin escribir nada, el diálogo se cierra de una vez', async () => {
        await page.goto(`${url}/diarioCampo/objetivos-y-logros?paciente=${pacienteId}`, { waitUntil: 'networkidle0' });
        await esperarTextos(page, ['Información general', 'Fisioterapia']);
        await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((x) => x.textContent === 'Fisioterapia')?.click());
        // Untouched: Escape closes it at once.
        await clicEnBoton(page, 'Nuevo objetivo');
        await page.waitForSelector('[data-dialogo="nuevo-objetivo"]', { timeout: ESPERA_MS });
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('[data-dialogo="nuevo-objetivo"]'), { timeout: ESPERA_MS });
        expect(await page.$('[data-dialogo="confirmar-descarte"]')).toBeNull();
        // Typed: Escape asks; 'Seguir escribiendo' keeps the text; 'Cancelar' asks again and 'Descartar' closes it.
        await clicEnBoton(page, 'Nuevo objetivo');
        await page.waitForSelector('textarea[name="objetivo"]', { timeout: ESPERA_MS });
        await page.type('textarea[name="objetivo"]', 'Subir escaleras con apoyo');
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-dialogo="confirmar-descarte"]', { timeout: ESPERA_MS });
        await esperarTextos(page, ['¿Descartar lo escrito?']);
        await clicEnBoton(page, 'Seguir escribiendo', '[data-dialogo="confirmar-descarte"]');
        await page.waitForFunction(() => !document.querySelector('[data-dialogo="confirmar-descarte"]'), { timeout: ESPERA_MS });
        expect(await page.$eval('textarea[name="objetivo"]', (t) => (t as HTMLTextAreaElement).value)).toBe('Subir escaleras con apoyo');
        await clicEnBoton(page, 'Cancelar', '[data-dialogo="nuevo-objetivo"]');
        await clicEnBoton(page, 'Descartar', '[data-dialogo="confirmar-descarte"]');
        await page.waitForFunction(
          () => !document.querySelector('[data-dialogo="nuevo-objetivo"]') && !document.querySelector('[data-dialogo="confirmar-descarte"]'),
          { timeout: ESPERA_MS },
        );
      }, 180_000);

      it('quien audita abre la sesión cancelada desde la auditoría y lee por su nombre quién la canceló', async () => {
        await comoUsuario('auditora-dia');
        await page.goto(`${url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
        await esperarTextos(page, [`Canceló la sesión de LUCIA TERAPEUTICA del ${dma(pasado)}`]);
        const enlace = await page.waitForFunction(
          () =>
            [...document.querySelectorAll('tbody tr')]
              .find((tr) => (tr.textContent ?? '').includes('Canceló la sesión de LUCIA TERAPEUTICA'))
              ?.querySelector<HTMLElement>('[data-enlace="registro"]') ?? null,
          { timeout: ESPERA_MS },
        );
        await (enlace as unknown as { click(): Promise<void> }).click();
        await page.waitForSelector('[data-dialogo="sesion-auditada"] [data-cambio="Canceló"]', { timeout: ESPERA_MS });
        const cancelo = await page.$eval('[data-dialogo="sesion-auditada"] [data-cambio="Canceló"]', (li) => ({
          texto: li.textContent ?? '',
          pista: li.querySelector('[data-persona]')?.getAttribute('title') ?? null,
        }));
        expect(cancelo.texto).toContain('Canceló · Marta Agendadora · ');
        expect(cancelo.texto).toContain('Motivo: Clima');
        expect(cancelo.texto).not.toContain('prog-dia');
        expect(cancelo.pista).toBe('Usuario: prog-dia');
        await clicEnBoton(page, 'Cerrar', '[data-dialogo="sesion-auditada"]');
      }, 180_000);
    });
  }
});
