/**
 * The built admin in Debian's Chromium, driven as a person would: sign in, register and deactivate an
 * insurer at /mantenimiento/mantenimientoEps, and find both facts in the audit log at /acceso/auditoria.
 * Needs `admin/dist` (npm run build -w admin) and /usr/bin/chromium (apt-get install -y chromium).
 */
import type { Page } from 'puppeteer-core';
import { abrirNavegador, clicEnBoton, describirSiHayChromium, ESPERA_MS, esperarTextos, textoDeFila, type Navegador } from '../support/navegador.js';
import { iniciarServidor } from '../support/servidor.js';

describirSiHayChromium('admin en el navegador: aseguradoras y auditoría', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  let navegador: Navegador;
  let page: Page;
  const nombreEps = `ASEGURADORA NAVEGADOR ${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    servidor = await iniciarServidor();
    navegador = await abrirNavegador();
    page = navegador.page;
    page.on('dialog', (dialogo) => void dialogo.dismiss());
  }, 120_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await servidor?.cerrar();
  }, 60_000);

  it('una contraseña equivocada muestra el error del servidor y vacía la contraseña', async () => {
    await page.goto(`${servidor.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="usuario"]', { timeout: ESPERA_MS });
    await page.type('input[name="usuario"]', 'admin');
    await page.type('input[name="password"]', 'no-es-la-clave');
    await clicEnBoton(page, 'Ingresar');

    await esperarTextos(page, ['Usuario o contraseña incorrectos!']);
    expect(await page.$eval('input[name="password"]', (e) => (e as HTMLInputElement).value)).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
  }, 60_000);

  it('admin ingresa y llega al dashboard principal con el título de la pantalla', async () => {
    await page.click('input[name="usuario"]', { count: 3 });
    await page.type('input[name="usuario"]', 'admin');
    await page.type('input[name="password"]', 'demo1234');
    await clicEnBoton(page, 'Ingresar');

    await page.waitForFunction(() => location.pathname === '/dashboard/avanti', { timeout: ESPERA_MS });
    await esperarTextos(page, ['Cerrar sesión', 'Mantenimiento']);
    expect(await page.title()).toMatch(/^Avanti \| /);
  }, 60_000);

  it('registra una aseguradora en el modal, la encuentra buscando y la desactiva', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    expect(await page.title()).toBe('Avanti | Aseguradoras');
    await clicEnBoton(page, 'Nueva aseguradora');

    await page.waitForSelector('[role="dialog"] input[name="nombre"]', { timeout: ESPERA_MS });
    await page.type('[role="dialog"] input[name="nombre"]', nombreEps);
    await page.type('[role="dialog"] input[name="nombreCorto"]', 'NAVEGADOR');
    await page.type('[role="dialog"] input[name="nit"]', '900123456-1');
    await clicEnBoton(page, 'Guardar', '[role="dialog"]');

    await esperarTextos(page, ['REGISTRADO CON ÉXITO']);
    // A closing dialog's backdrop still takes clicks: wait until it has left the page.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), {
      timeout: ESPERA_MS,
    });

    await page.type('input[name="q"]', nombreEps);
    await page.waitForFunction(
      (nombre: string) => {
        const filas = [...document.querySelectorAll('tbody tr')];
        return filas.length === 1 && (filas[0].textContent ?? '').includes(nombre);
      },
      { timeout: ESPERA_MS },
      nombreEps,
    );
    expect(await textoDeFila(page, nombreEps)).toContain('Activa');

    await clicEnBoton(page, 'Inactivar', 'tbody tr', nombreEps);
    await clicEnBoton(page, 'Inactivar', '[role="dialog"]');
    await esperarTextos(page, ['DESACTIVADO CON ÉXITO']);
    await page.waitForFunction(
      (nombre: string) => {
        const fila = [...document.querySelectorAll('tbody tr')].find((tr) => (tr.textContent ?? '').includes(nombre));
        return Boolean(fila && (fila.textContent ?? '').includes('Inactiva'));
      },
      { timeout: ESPERA_MS },
      nombreEps,
    );
    const fila = await textoDeFila(page, nombreEps);
    expect(fila).toContain('Inactiva');
    expect(fila).toContain('Activar');
  }, 90_000);

  it('exporta las aseguradoras a Excel: el progreso avanza hasta «100%» y ofrece «Descargar»', async () => {
    await page.goto(`${servidor.url}/mantenimiento/mantenimientoEps`, { waitUntil: 'networkidle0' });
    await clicEnBoton(page, 'Exportar a Excel');
    await page.waitForSelector('[data-testid="progreso-exportacion"][data-estado="completado"]', { timeout: ESPERA_MS });
    const texto = await page.$eval('[data-testid="progreso-exportacion"]', (e) => e.textContent ?? '');
    expect(texto).toContain('100%');
    expect(texto).toContain('Descargar');
  }, 60_000);

  it('la auditoría muestra el registro y la desactivación de esa aseguradora', async () => {
    const registro = `Registró la aseguradora ${nombreEps}`;
    const desactivacion = `Desactivó la aseguradora ${nombreEps}`;
    // The audit log is projected asynchronously: reload until both entries are there.
    const limite = Date.now() + 30_000;
    for (;;) {
      await page.goto(`${servidor.url}/acceso/auditoria`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('table tbody', { timeout: ESPERA_MS });
      const texto = await page.$eval('table', (t) => t.textContent ?? '');
      if (texto.includes(registro) && texto.includes(desactivacion)) break;
      if (Date.now() > limite) throw new Error(`La auditoría no muestra los eventos de ${nombreEps}:\n${texto}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await page.title()).toBe('Avanti | Auditoría');
    expect(await textoDeFila(page, desactivacion)).toContain('Administrador Avanti');
  }, 90_000);
});
