/**
 * The clinical history in Debian's Chromium, as a therapist would use it: find the patient, record a
 * reason and verify it, add a background, an impression with a CIE-10 diagnosis and a treatment plan, and
 * see today's checklist turn complete, then export the evaluation report PDF. Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { crearUsuario, PDF, PNG, pacienteValido } from '../admisiones/ayudas.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: historia clínica', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const apellido = `historico${Date.now().toString(36)}`;
  let pacienteId: string;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const admin = await servidor.app.ingresar('admin');
    const alta = await servidor.app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerApellido: apellido, primerNombre: 'valeria' }));
    expect(alta.status).toBe(201);
    pacienteId = alta.body.id;
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  const escribir = async (nombre: string, texto: string) => {
    await page.waitForSelector(`[role="dialog"] [name="${nombre}"]`, { timeout: ESPERA_MS });
    await page.type(`[role="dialog"] [name="${nombre}"]`, texto);
  };
  /** A MUI select: click the combobox beside its hidden input, then the option. */
  const elegir = async (nombre: string, opcion: string) => {
    await page.waitForSelector(`[role="dialog"] input[name="${nombre}"]`, { timeout: ESPERA_MS });
    await page.$eval(`[role="dialog"] input[name="${nombre}"]`, (input) => {
      const combo = input.parentElement?.querySelector('[role="combobox"]') as HTMLElement | null;
      combo?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await elegirOpcion(opcion);
  };
  const elegirOpcion = async (opcion: string) => {
    const li = await page.waitForFunction(
      (t: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => (o.textContent ?? '').includes(t)) ?? null,
      { timeout: ESPERA_MS },
      opcion,
    );
    await (li as unknown as { click(): Promise<void> }).click();
    // A closing menu's backdrop still takes clicks: wait until it has left the page.
    await page.waitForFunction(() => !document.querySelector('.MuiMenu-root, .MuiPopover-root'), { timeout: ESPERA_MS });
  };
  const guardar = async (mensaje: string) => {
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');
    await esperarTextos(page, [mensaje]);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });
  };
  const pestana = (nombre: string) => clicEnBoton(page, nombre, '[role="tablist"]');
  const hecho = (clave: string) => page.$eval(`[data-chequeo-item="${clave}"]`, (e) => e.getAttribute('data-hecho'));

  it('busca al paciente y abre su historia con la lista de chequeo vacía', async () => {
    await page.goto(`${servidor.url}/historiaClinica/historia`, { waitUntil: 'networkidle0' });
    await page.type('input[name="buscarPaciente"]', apellido);
    await page.waitForSelector('[data-resultados-pacientes] [role="button"]', { timeout: ESPERA_MS });
    await page.click('[data-resultados-pacientes] [role="button"]');
    await page.waitForSelector('[data-tarjeta-paciente]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Registrado hoy:', 'Motivos de consulta']);
    expect(await hecho('motivo')).toBe('no');
  }, 60_000);

  it('registra un motivo y lo verifica con un término del catálogo', async () => {
    await clicEnBoton(page, 'Nuevo motivo');
    await escribir('motivo', 'No pronuncia la erre y se frustra al hablar');
    await escribir('observaciones', 'Remitido por el colegio');
    await guardar('Motivo de consulta registrado con éxito');
    await esperarTextos(page, ['No pronuncia la erre', 'Por verificar']);
    await clicEnBoton(page, 'Verificar', 'tbody tr', 'No pronuncia la erre');
    await page.waitForSelector('[role="dialog"] input[name="terminos"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="terminos"]', 'lenguaje');
    await elegirOpcion('Retraso del lenguaje');
    await guardar('Motivo de consulta verificado con éxito');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('tbody tr')].some(
          (tr) => (tr.textContent ?? '').includes('No pronuncia') && (tr.textContent ?? '').includes('Verificado'),
        ),
      { timeout: ESPERA_MS },
    );
    expect(await hecho('motivo')).toBe('si');
  }, 60_000);

  it('antecedente, impresión con CIE-10 y plan: la lista de chequeo del día se completa salvo exámenes', async () => {
    await pestana('Antecedentes');
    await clicEnBoton(page, 'Nuevo antecedente');
    await elegir('tipo', 'Neonatal / perinatal');
    await escribir('descripcion', 'Parto pretérmino');
    await escribir('observacion', 'Nació a las 34 semanas, incubadora 10 días');
    await guardar('Antecedente registrado con éxito');
    await esperarTextos(page, ['Parto pretérmino']);

    await pestana('Impresión general');
    await clicEnBoton(page, 'Nueva impresión');
    await escribir('descripcion', 'Niño con dificultades en la articulación de fonemas');
    await page.type('[role="dialog"] input[name="cie10"]', 'F80.0');
    await elegirOpcion('F80.0');
    await guardar('Anamnesis registrada con éxito');
    await esperarTextos(page, ['F80.0']);

    await pestana('Conclusiones y plan');
    await clicEnBoton(page, 'Nuevo plan');
    await escribir('fechaInicio', '01/12/2026');
    await page.click('[role="dialog"] input[name="indefinido"]');
    await escribir('conclusiones', 'Trastorno específico de la pronunciación');
    await escribir('recomendaciones', 'Terapia de lenguaje dos veces por semana');
    await elegir('especialidad', 'Fonoaudiología');
    await escribir('sesiones', '8');
    await clicEnBoton(page, 'Agregar', '[role="dialog"]');
    await page.waitForSelector('[role="dialog"] [data-linea-plan]', { timeout: ESPERA_MS });
    await guardar('Plan de tratamiento registrado con éxito');
    await esperarTextos(page, ['Indefinido', 'Fonoaudiología (8)']);

    for (const clave of ['motivo', 'antecedente', 'impresion', 'plan']) expect(await hecho(clave)).toBe('si');
    expect(await hecho('examen')).toBe('no');
  }, 90_000);

  it('carga un examen en PDF y la lista de chequeo lo marca; el plan de intervención marca un rango invertido', async () => {
    await pestana('Exámenes');
    await clicEnBoton(page, 'Cargar examen');
    await elegir('tipo', 'Fonoaudiología: lenguaje');
    await escribir('nombreExamen', 'Evaluación del lenguaje');
    const ruta = join(mkdtempSync(join(tmpdir(), 'examen-')), 'examen.pdf');
    writeFileSync(ruta, PDF);
    const archivo = await page.$('[role="dialog"] input[type="file"][name="archivo"]');
    await (archivo as unknown as { uploadFile(r: string): Promise<void> }).uploadFile(ruta);
    await guardar('Examen cargado con éxito');
    await esperarTextos(page, ['Evaluación del lenguaje']);
    expect(await hecho('examen')).toBe('si');

    await pestana('Plan de intervención');
    await page.waitForSelector('input[name="hasta"]', { timeout: ESPERA_MS });
    expect(await page.$eval('input[name="hasta"]', (i) => i.getAttribute('aria-invalid'))).toBe('false');
    await page.click('input[name="hasta"]', { clickCount: 3 });
    await page.type('input[name="hasta"]', '01012000');
    await page.waitForFunction(() => document.querySelector('input[name="hasta"]')?.getAttribute('aria-invalid') === 'true', { timeout: ESPERA_MS });
    await esperarTextos(page, ['No se encontraron datos']);
  }, 60_000);

  it('exporta el informe clínico de valoración en PDF desde la historia: pide las recomendaciones, muestra el progreso y ofrece la descarga', async () => {
    // Behind the screen (through the api): today's evaluation with a physiotherapist who signs and registers the day's last plan.
    const app = servidor.app;
    const admin = await app.ingresar('admin');
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    const eps = (
      await app.http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
        .set('authorization', admin)
    ).body[0];
    await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 2, tarifa: 45000, copago: 4500 });
    const terapeuta = await crearUsuario(app, `${apellido}-fisio`, 2, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    expect((await app.http.put(`/api/usuarios/${terapeuta}`).set('authorization', admin).attach('CamFir1', PNG, 'firma.png')).status).toBe(200);
    const cobertura = await app.http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: pacienteId,
        sinOrden: true,
        entidad: eps.id,
        codigo: `${apellido}-A`,
        fecha: hoy,
        cobertura: 30,
        lineas: [{ servicio: 2, cantidad: 4 }],
      });
    expect(cobertura.status).toBe(201);
    const programada = await app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [
          {
            paciente: pacienteId,
            cobertura: cobertura.body.id,
            lineaId: '1',
            terapeuta,
            fecha: hoy,
            horaInicio: '07:00',
            horaFin: '07:30',
            tipo: 'Evaluacion',
            lugar: 'Sede',
          },
        ],
      });
    expect(programada.status).toBe(201);
    const fisio = await app.ingresar(`${apellido}-fisio`);
    const plan = {
      fechaInicio: hoy,
      conclusiones: 'Requiere terapia física',
      recomendaciones: 'Ejercicios en casa',
      periodo: 1,
      lineas: [{ especialidad: 2, sesiones: 4 }],
    };
    expect((await app.http.post(`/api/pacientes/${pacienteId}/historia/planes`).set('authorization', fisio).send(plan)).status).toBe(201);

    await clicEnBoton(page, 'Exportar informe de valoración');
    await page.waitForSelector('[role="dialog"] textarea[name="recomendaciones"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Generar informe', '[role="dialog"]');
    await esperarTextos(page, ['El campo de recomendaciones es requerido para generar el informe']);
    await page.type('[role="dialog"] textarea[name="recomendaciones"]', 'Continuar la terapia de lenguaje y la terapia física en casa.');
    await clicEnBoton(page, 'Generar informe', '[role="dialog"]');
    await page.waitForSelector('[role="dialog"] [data-testid="progreso-exportacion"][data-estado="completado"]', { timeout: 60_000 });
    await esperarTextos(page, ['100%', 'Descargar']);
    await clicEnBoton(page, 'Cerrar', '[role="dialog"]');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: ESPERA_MS });
  }, 120_000);

  it('la pestaña de accesos muestra las lecturas con el nombre del rol', async () => {
    await pestana('Accesos a la historia');
    await esperarTextos(page, ['Administrador', 'planes']);
  }, 60_000);

  it('/reportes/valoraciones: sin paciente pide los parámetros; con él lista la valoración de hoy pendiente y ofrece su PDF', async () => {
    await page.goto(`${servidor.url}/reportes/valoraciones`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-filtro="sede"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Buscar');
    await esperarTextos(page, ['Parámetros incompletos para la búsqueda']);
    await page.type('input[name="paciente"]', apellido);
    await elegirOpcion(apellido.toUpperCase());
    await clicEnBoton(page, 'Buscar');
    await page.waitForSelector('[data-tabla="valoraciones"] tbody tr', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Evaluación', 'Pendiente por evolucionar', `${apellido}-fisio`.toUpperCase()]);
    await clicEnBoton(page, 'Exportar PDF', '[data-tabla="valoraciones"]');
    await page.waitForSelector('[role="dialog"] textarea[name="recomendaciones"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Informe clínico de valoración', 'Generar informe']);
  }, 60_000);

  it('en un teléfono (390×844) la historia lleva a la versión móvil: busca, abre una sección y registra un motivo sin desplazamiento horizontal', async () => {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${servidor.url}/historiaClinica/historia`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-historia-movil]', { timeout: ESPERA_MS });
      expect(new URL(page.url()).pathname).toBe('/historiaClinica/historia-movil');
      await page.type('input[name="buscarPaciente"]', apellido);
      await page.waitForSelector('[data-resultados-pacientes] [role="button"]', { timeout: ESPERA_MS });
      await page.click('[data-resultados-pacientes] [role="button"]');
      await page.waitForSelector('[data-tarjeta-paciente]', { timeout: ESPERA_MS });
      expect(new URL(page.url()).searchParams.get('paciente')).toBe(pacienteId);
      await page.click('[data-seccion-movil="motivos"] .MuiAccordionSummary-root');
      await esperarTextos(page, ['No pronuncia la erre']);
      // A click during the accordion's opening lands where the button was a moment before: wait until it has opened.
      await page.waitForSelector('[data-seccion-movil="motivos"] .MuiCollapse-entered', { timeout: ESPERA_MS });
      await clicEnBoton(page, 'Nuevo motivo', '[data-seccion-movil="motivos"]');
      await escribir('motivo', 'Se cansa al subir escaleras');
      await escribir('observaciones', 'Lo cuenta la madre');
      await guardar('Motivo de consulta registrado con éxito');
      await page.waitForFunction(() => (document.querySelector('[data-seccion-movil="motivos"]')?.textContent ?? '').includes('Se cansa al subir escaleras'), {
        timeout: ESPERA_MS,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewport({ width: 1366, height: 900 });
    }
  }, 60_000);
});
