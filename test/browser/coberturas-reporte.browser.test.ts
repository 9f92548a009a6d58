/**
 * The orders report in the built admin (/reportes/ordenes): the search by patient names finds the
 * order and its authorizations and nothing else, the detail shows services and authorizations, and an
 * authorization without programmed sessions is deactivated from there ('Autorización desactivada con
 * éxito'), the modal closes and the list shows it cancelled.
 */
import type { Page } from 'puppeteer-core';
import { pacienteValido } from '../admisiones/ayudas.js';
import {
  abrirNavegador,
  clicEnBoton,
  describirSiHayChromium,
  ESPERA_MS,
  esperarTextos,
  ingresarEnNavegador,
  textoDeFila,
  type Navegador,
} from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

const hoyBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

describirSiHayChromium('admin en el navegador: reporte de órdenes', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  let admin: string;
  let orden: { id: string; codigo: string };
  let aut1: { id: string; codigo: string };
  let aut2: { id: string; codigo: string };
  let otra: { codigo: string };

  beforeAll(async () => {
    servidor = await iniciarServidor();
    const { http } = servidor.app;
    admin = await servidor.app.ingresar('admin');
    const eps = (
      await http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
        .set('authorization', admin)
    ).body[0];
    const fecha = hoyBogota();
    const registrar = async (ruta: string, datos: object) => {
      const res = await http.post(`/api/coberturas/${ruta}`).set('authorization', admin).send(datos);
      expect(res.status).toBe(201);
      return res.body as { id: string; codigo: string };
    };
    const zoila = (
      await http
        .post('/api/pacientes')
        .set('authorization', admin)
        .send(pacienteValido({ numeroDocumento: '66554433', tipoCliente: 6, primerNombre: 'zoila', primerApellido: 'quintero' }))
    ).body;
    const otro = (
      await http
        .post('/api/pacientes')
        .set('authorization', admin)
        .send(pacienteValido({ numeroDocumento: '66554434', tipoCliente: 6, primerNombre: 'ramiro', primerApellido: 'zuluaga' }))
    ).body;
    orden = await registrar('ordenes', {
      paciente: zoila.id,
      entidad: eps.id,
      fecha,
      cobertura: 60,
      lineas: [
        { servicio: 2, cantidad: 10 },
        { servicio: 6, cantidad: 4 },
      ],
    });
    aut1 = await registrar('autorizaciones', { paciente: zoila.id, pertenece: orden.id, fecha, cobertura: 30, lineas: [{ servicio: 2, cantidad: 6 }] });
    aut2 = await registrar('autorizaciones', { paciente: zoila.id, pertenece: orden.id, fecha, cobertura: 30, lineas: [{ servicio: 6, cantidad: 4 }] });
    otra = await registrar('ordenes', { paciente: otro.id, entidad: eps.id, fecha, cobertura: 30, lineas: [{ servicio: 3, cantidad: 2 }] });
    navegador = await abrirNavegador();
    page = navegador.page;
    await ingresarEnNavegador(page, servidor.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('busca por los nombres del paciente sin tildes: su orden y sus autorizaciones, nada más', async () => {
    await page.goto(`${servidor.url}/reportes/ordenes`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="q"]', { timeout: ESPERA_MS });
    await page.type('input[name="q"]', 'zoila quintero');
    await page.waitForFunction(
      (codigos: string[], fuera: string) => {
        const texto = document.querySelector('tbody')?.textContent ?? '';
        return codigos.every((c) => texto.includes(c)) && !texto.includes(fuera);
      },
      { timeout: ESPERA_MS },
      [orden.codigo, aut1.codigo, aut2.codigo],
      otra.codigo,
    );
    expect(await textoDeFila(page, orden.codigo)).toContain('Orden médica');
    expect(await textoDeFila(page, aut1.codigo)).toContain('Autorización');
  }, 60_000);

  it('el detalle de la orden muestra servicios y autorizaciones; desactiva una autorización sin sesiones programadas', async () => {
    await clicEnBoton(page, 'Ver detalle', 'tbody tr', `${orden.codigo}Orden`);
    await page.waitForSelector('[data-dialogo="detalle-reporte"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Fisioterapia', 'Psicología', aut1.codigo, aut2.codigo]);
    await page.click(`[data-dialogo="detalle-reporte"] [data-accion="desactivar"][data-codigo="${aut1.codigo}"]`);
    await clicEnBoton(page, 'Desactivar', '.MuiDialog-root', `¿Desactivar la autorización ${aut1.codigo}?`);
    await esperarTextos(page, ['Autorización desactivada con éxito']);
    await page.waitForFunction(() => !document.querySelector('[data-dialogo="detalle-reporte"]'), { timeout: ESPERA_MS });
    await page.waitForFunction(
      (codigo: string) =>
        [...document.querySelectorAll('tbody tr')].some((tr) => (tr.textContent ?? '').includes(codigo) && (tr.textContent ?? '').includes('Cancelada')),
      { timeout: ESPERA_MS },
      aut1.codigo,
    );
    expect(await textoDeFila(page, aut2.codigo)).toContain('Activa');
    const api = await servidor.app.http.get(`/api/coberturas/${aut1.id}`).set('authorization', admin);
    expect(api.body.estado).toBe(2);
  }, 60_000);

  it('el detalle de una autorización cancelada ya no ofrece desactivarla', async () => {
    await clicEnBoton(page, 'Ver detalle', 'tbody tr', aut1.codigo);
    await page.waitForSelector('[data-dialogo="detalle-reporte"]', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Cancelada', 'Fisioterapia']);
    expect(await page.$('[data-dialogo="detalle-reporte"] [data-accion="desactivar"]')).toBeNull();
    await clicEnBoton(page, 'Cerrar', '[data-dialogo="detalle-reporte"]');
  }, 60_000);
});
