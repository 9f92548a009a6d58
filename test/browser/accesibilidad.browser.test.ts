/**
 * axe-core on every screen of the admin's route table, signed in as the administrator (issue 27 item 11): no critical
 * and no serious violation. One browser, one page: the screens are visited in sequence through the app's own router
 * (no reload), axe is injected once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { CATALOGO_PERMISOS } from '@avanti/libs/acceso/catalogo-permisos';
import { pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirNavegador, describirSiHayChromium, ESPERA_MS, ingresarEnNavegador, type Navegador } from '../support/navegador.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The admin's route table (admin/src/rutas/pantallas.ts): every screen of the catalogue and the two without a menu entry. */
const RUTAS = [
  ...new Set([...CATALOGO_PERMISOS.filter((p) => p.ruta).map((p) => p.ruta as string), '/historiaClinica/historia-movil', '/examenes/psicologia-ninos']),
];

interface Violacion {
  ruta: string;
  regla: string;
  wcag: boolean;
  impacto: string;
  nodos: string[];
}

describirSiHayChromium('accesibilidad: axe-core en cada pantalla, como administrador', () => {
  let app: AppDePrueba;
  let url: string;
  let navegador: Navegador;
  let page: Page;

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    const admin = await app.ingresar('admin');
    expect(
      (
        await app.http
          .post('/api/pacientes')
          .set('authorization', admin)
          .send(pacienteValido({ primerNombre: 'axel', primerApellido: 'accesible' }))
      ).status,
    ).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    url = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    navegador = await abrirNavegador();
    page = navegador.page;
    // A loaded machine (the suite runs browsers three at a time) can take longer than puppeteer's 30 s to go idle.
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewport({ width: 1366, height: 768 });
    await ingresarEnNavegador(page, url, 'admin');
    await page.evaluate(AXE);
  }, 300_000);

  afterAll(async () => {
    await navegador?.cerrar();
    await app?.cerrar();
  }, 60_000);

  const visitar = async (ruta: string) => {
    await page.evaluate((r: string) => {
      window.history.pushState({}, '', r);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ruta);
    await page.waitForFunction((r: string) => location.pathname === r, { timeout: ESPERA_MS }, ruta);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: ESPERA_MS }).catch(() => undefined);
    await page
      .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root'), { timeout: ESPERA_MS })
      .catch(() => undefined);
  };

  it(`ninguna violación crítica ni seria en las ${RUTAS.length} pantallas`, async () => {
    const violaciones: Violacion[] = [];
    for (const ruta of RUTAS) {
      await visitar(ruta);
      const encontradas = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                c: unknown,
                o: unknown,
              ): Promise<{ violations: { id: string; impact: string; tags: string[]; nodes: { target: string[]; failureSummary: string }[] }[] }>;
            };
          }
        ).axe;
        const r = await axe.run(document, {
          resultTypes: ['violations'],
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        });
        // WCAG rules fail the suite; axe's best practices (not WCAG criteria) are printed for whoever owns the screen.
        const wcag = (v: { tags: string[] }) => v.tags.some((t) => t.startsWith('wcag'));
        return r.violations
          .filter((v) => v.impact === 'critical' || v.impact === 'serious')
          .map((v) => ({
            regla: v.id,
            impacto: v.impact,
            wcag: wcag(v),
            nodos: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary.split('\n').slice(0, 2).join(' ')}`),
          }));
      });
      violaciones.push(...encontradas.map((v) => ({ ruta, ...v })));
    }
    if (violaciones.length) console.log(violaciones.map((v) => `${v.ruta} [${v.impacto}] ${v.regla}\n   ${v.nodos.join('\n   ')}`).join('\n'));
    expect(violaciones.filter((v) => v.wcag).map((v) => `${v.ruta} ${v.regla}`)).toEqual([]);
  }, 600_000);
});
