/**
 * The clinical history in Debian's Chromium, as a therapist would use it: find the patient, record a
 * reason and verify it, add a background, an impression with a CIE-10 diagnosis and a treatment plan, and
 * see today's checklist turn complete. Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium.
 */
import type { Page } from 'puppeteer-core';
import { pacienteValido } from '../admisiones/ayudas.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: historia clínica', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const apellido = `historico${Date.now().toString(36)}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const admin = await servidor.app.ingresar('admin');
    const alta = await servidor.app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido({ primerApellido: apellido, primerNombre: 'valeria' }));
    expect(alta.status).toBe(201);
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
    await guardar('Motivo de consulta registrado con éxito');
    await esperarTextos(page, ['No pronuncia la erre', 'Por verificar']);
    await clicEnBoton(page, 'Verificar', 'tbody tr', 'No pronuncia la erre');
    await page.waitForSelector('[role="dialog"] input[name="terminos"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="terminos"]', 'lenguaje');
    await elegirOpcion('Retraso del lenguaje');
    await guardar('Motivo de consulta verificado con éxito');
    await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].some((tr) => (tr.textContent ?? '').includes('No pronuncia') && (tr.textContent ?? '').includes('Verificado')), { timeout: ESPERA_MS });
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

  it('la pestaña de accesos muestra las lecturas con el nombre del rol', async () => {
    await pestana('Accesos a la historia');
    await esperarTextos(page, ['Administrador', 'planes']);
  }, 60_000);
});
