/**
 * Issue 26 in the browser: the billing user (role 24 'Facturación') opens /facturacion/rips, sees the reported
 * problem of an insurer's done session (the site has no NIT nor REPS code), follows its link to the configuration
 * screen and fixes it there, comes back, generates the RIPS with an invoice number and downloads the JSON.
 * Needs `admin/dist` (npm run build:admin) and /usr/bin/chromium.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { validarRips } from '@avanti/libs/facturacion/validar-rips';
import { pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, esperarTextos, ingresarEnNavegador, type Navegador } from '../support/navegador.js';
import { autorizacion, prepararEscenario, relojMovible } from '../programacion/ayudas.js';
import { elegir, ponerValor } from './experiencia-ayudas.js';

/** Waits of this suite: generous, the shared 2-core machine runs several suites at once. */
const ESPERA_MS = 90_000;

describirSiHayChromium('RIPS en el navegador: el usuario de facturación corrige un problema por su enlace, genera y descarga', () => {
  // Friday 2026-11-20, 10:00 in Bogotá: the 08:00 session has taken place and can be evolved.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;
  let descargas: string;
  let epsNombre: string;

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj });
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    const admin = await app.ingresar('admin');
    const api = (metodo: 'post' | 'put', ruta: string, datos: object) => app.http[metodo](`/api${ruta}`).set('authorization', admin).send(datos);
    // An insurer's patient with what the RIPS needs, an authorization, a therapist with a document, one done session.
    const e = await prepararEscenario(app, admin, 'rips');
    epsNombre = e.eps.nombre;
    const paciente = (
      await api(
        'post',
        '/pacientes',
        pacienteValido({ paisResidencia: '170', departamentoResidencia: '11', ciudadResidencia: '11001', regimen: 1, tipoVinculacion: 'COTIZANTE' }),
      )
    ).body;
    expect(paciente.id).toBeDefined();
    const escenario = { ...e, paciente };
    const cobertura = await autorizacion(app, admin, escenario, { cantidad: 10, codigo: 'RIPS-AUT-1' });
    expect((await api('post', `/pacientes/${paciente.id}/historia/impresiones`, { descripcion: 'Retraso del desarrollo', cie10: ['F84.0'] })).status).toBe(201);
    expect((await app.http.put(`/api/usuarios/${e.terapeuta}`).set('authorization', admin).field('cedula', '52111222')).status).toBe(200);
    const programada = await api('post', '/sesiones/programar', {
      items: [
        {
          paciente: paciente.id,
          cobertura,
          lineaId: '1',
          terapeuta: e.terapeuta,
          fecha: '2026-11-20',
          horaInicio: '08:00',
          horaFin: '08:30',
          tipo: 'Terapia',
          lugar: 'Sede',
        },
      ],
    });
    expect(programada.status).toBe(201);
    const estrategia = await api('post', '/catalogos/estrategias', { descripcion: 'Marcha RIPS', especialidad: 2 });
    const fisio = await app.ingresar('rips-fisio1');
    const evolucion = await app.http
      .post(`/api/sesiones/${programada.body.ids[0]}/evolucion`)
      .set('authorization', fisio)
      .send({ estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false });
    expect(evolucion.status).toBe(200);
    // The billing user.
    expect(
      (
        await api('post', '/usuarios', {
          usuario: 'facturacion1',
          password: 'Clave-Segura-123',
          nombres: 'Fabiola',
          apellidos: 'Cuentas',
          rol: 24,
          sede: 'principal',
        })
      ).status,
    ).toBe(201);
    await app.infra.proyecciones.ponerAlDia();

    navegador = await abrirNavegador();
    page = navegador.page;
    page.setDefaultNavigationTimeout(120_000);
    page.setDefaultTimeout(ESPERA_MS);
    descargas = mkdtempSync(join(tmpdir(), 'avanti-rips-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: descargas });
  }, 300_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  /** Empties the dd/mm/aaaa field the way React notices, then types the digits as a person does (the slashes come by themselves). */
  const escribirFecha = async (nombre: string, ddmmaaaa: string) => {
    await ponerValor(page, `input[name="${nombre}"]`, '');
    await page.type(`input[name="${nombre}"]`, ddmmaaaa.replace(/\//g, ''));
    await page.waitForFunction(
      (n: string, v: string) => (document.querySelector(`input[name="${n}"]`) as HTMLInputElement | null)?.value === v,
      {},
      nombre,
      ddmmaaaa,
    );
  };

  const verSesiones = async () => {
    await page.waitForSelector('input[name="epsId"]', { timeout: ESPERA_MS });
    await elegir(page, 'epsId', epsNombre);
    await escribirFecha('desde', '01/11/2026');
    await escribirFecha('hasta', '30/11/2026');
    await page.click('[data-accion="ver-rips"]');
    try {
      await page.waitForSelector('[data-seccion="vista-rips"] [data-sesion]', { timeout: ESPERA_MS });
    } catch (error) {
      // What the person would see, to tell a wrong filter from an error answer.
      await page.screenshot({ path: join(tmpdir(), 'rips-vista-fallida.png') }).catch(() => undefined);
      const fechas = await page.$$eval('input[name="desde"], input[name="hasta"]', (l) => l.map((i) => (i as HTMLInputElement).value));
      throw new Error(
        `La vista previa no mostró sesiones (fechas ${fechas.join(' – ')}): ${await page.evaluate(() => document.body.innerText.slice(0, 1500))}`,
        { cause: error },
      );
    }
  };

  it('ve la sesión con su problema en español y lo corrige por su enlace', async () => {
    await ingresarEnNavegador(page, url, 'facturacion1', 'Clave-Segura-123');
    await esperarTextos(page, ['Facturación'], ESPERA_MS);
    await page.goto(`${url}/facturacion/rips`, { waitUntil: 'networkidle0' });
    expect(await page.title()).toBe('Avanti | RIPS');
    await verSesiones();
    await esperarTextos(page, ['La sede no tiene NIT ni código de habilitación (REPS)'], ESPERA_MS);
    expect(await page.$$eval('[data-problema]', (l) => l.map((e) => e.getAttribute('data-problema')))).toEqual(['sin-prestador']);

    await page.click('[data-problema="sin-prestador"] a');
    await page.waitForFunction(() => location.pathname === '/mantenimiento/facturacion', { timeout: ESPERA_MS });
    await page.waitForSelector('[data-sede="principal"] input[name="nit"]', { timeout: ESPERA_MS });
    await page.type('[data-sede="principal"] input[name="nit"]', '900123456');
    await page.type('[data-sede="principal"] input[name="codigoHabilitacion"]', '110010000001');
    await page.click('[data-sede="principal"] [data-accion="guardar-prestador"]');
    await esperarTextos(page, ['Prestador de Sede Principal guardado'], ESPERA_MS);
  }, 400_000);

  it('sin problemas, genera el RIPS con el número de factura y lo descarga', async () => {
    await page.goto(`${url}/facturacion/rips`, { waitUntil: 'networkidle0' });
    await verSesiones();
    expect(await page.$$('[data-problema]')).toHaveLength(0);
    await page.type('[data-seccion="generar-rips"] input[name="numFactura"]', 'FE-5001');
    await page.click('[data-accion="generar-rips"]');
    await page.waitForSelector('[data-generacion-actual="generado"]', { timeout: ESPERA_MS });
    await clicEnBoton(page, 'Descargar', '[data-generacion-actual="generado"]');
    await page.waitForFunction(() => document.body.textContent?.includes('Descargado:'), { timeout: ESPERA_MS });
    const limite = Date.now() + ESPERA_MS;
    let archivos: string[] = [];
    while (Date.now() < limite) {
      archivos = readdirSync(descargas).filter((a) => a.endsWith('.json'));
      if (archivos.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(archivos).toHaveLength(1);
    expect(archivos[0]).toMatch(/^rips-900123456-FE-5001-2026-11-01-2026-11-30\.json$/);
    const rips = JSON.parse(readFileSync(join(descargas, archivos[0]), 'utf8'));
    expect(validarRips(rips)).toEqual({ valido: true, errores: [] });
    expect(rips).toMatchObject({ numDocumentoIdObligado: '900123456', numFactura: 'FE-5001' });
    expect(rips.usuarios[0].servicios.procedimientos[0]).toMatchObject({
      codPrestador: '110010000001',
      codProcedimiento: '931001',
      fechaInicioAtencion: '2026-11-20 08:00',
      numAutorizacion: 'RIPS-AUT-1',
    });
    // The generation is listed with its state and hash.
    await page.waitForSelector('[data-seccion="generaciones"] [data-estado="generado"]', { timeout: ESPERA_MS });
  }, 400_000);
});
