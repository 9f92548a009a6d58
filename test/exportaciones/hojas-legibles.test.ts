import ExcelJS from 'exceljs';
import { usuarios } from '@avanti/libs/database/schema/index';
import { HOJAS } from '@avanti/libs/excel/hojas';
import { RECURSOS_EXPORTABLES, type IdRecursoExportable } from '@avanti/libs/jobs/recursos-exportables';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { descargar, esperarExportacion } from './ayudas.js';

// Today (Bogotá) is 2026-11-20, the whole demo's day; its sessions run from 2026-10-23.
const RANGO = { desde: '2026-10-01', hasta: '2026-11-20' };
const FECHA_EN_TEXTO = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})/;
const PORCENTAJE_EN_TEXTO = /^-?\d+([.,]\d+)?\s?%$/;

/**
 * Issue 28 item 13: every export, generated from the demo through HTTP and read back with exceljs, gives cells people
 * can work with: dates as date cells shown dd/mm/aaaa, money with thousands separators, percentages as numbers with a
 * % format, an autofilter on the header, and people's names, never usernames.
 */
describe('Excel legible: cada exportación con celdas de fecha, dinero y porcentaje y filtro en el encabezado', () => {
  let app: AppDePrueba;
  let admin: string;
  let nombresDeUsuario: Set<string>;
  let filtros: Record<IdRecursoExportable, Record<string, unknown>>;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    admin = await app.ingresar('admin');
    nombresDeUsuario = new Set((await app.infra.base.db.select({ usuario: usuarios.usuario }).from(usuarios)).map((u) => u.usuario));
    const terapeutas = (await app.http.get('/api/finanzas/terapeutas').set('authorization', admin)).body as { id: string }[];
    const terapeuta = terapeutas[0].id;
    filtros = {
      eps: {},
      pacientes: {},
      patologias: {},
      coberturas: {},
      tarifas: {},
      copagos: RANGO,
      'gastos-variables': RANGO,
      'reporte-maestro': RANGO,
      'mi-espacio-objetivos': { terapeuta, fecha: '2026-11-20' },
      'mi-espacio-liderados': { terapeuta },
      'mi-espacio-sesiones': { terapeuta, ...RANGO },
      nomina: RANGO,
      'reporte-cancelaciones': { ...RANGO, sede: 'principal' },
      'reporte-asistencia-por-fecha': RANGO,
      'reporte-autorizaciones-vencimiento': RANGO,
      'reporte-autorizaciones': RANGO,
      'reporte-autorizaciones-registro': RANGO,
      'reporte-autorizaciones-con-saldo': RANGO,
      'reporte-asistencia-usuarios': RANGO,
      'reporte-sesiones-terapeuticas': RANGO,
      'reporte-objetivos-y-logros': RANGO,
      'reporte-evoluciones-sin-logro': RANGO,
      // Added by issue 28 item 12.
      descargos: RANGO,
      'gastos-fijos': {},
      'reporte-pacientes': {},
    } satisfies Record<IdRecursoExportable, Record<string, unknown>>;
    // The demo's template is seeded once per change of the seeding code: minutes on a busy machine.
  }, 600_000);
  afterAll(() => app.cerrar());

  const recursos = Object.keys(RECURSOS_EXPORTABLES) as IdRecursoExportable[];

  it.each(recursos)(
    '%s',
    async (recurso) => {
      const pedido = await app.http.post('/api/exportaciones').set('authorization', admin).send({ recurso, filtro: filtros[recurso] });
      expect(pedido.status).toBe(201);
      const estado = await esperarExportacion(app, admin, pedido.body.id, 60_000);
      expect(estado).toMatchObject({ estado: 'completado' });
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load((await descargar(app, admin, pedido.body.id)).body as ArrayBuffer);
      const hoja = libro.worksheets[0];
      const columnas = HOJAS[recurso].columnas;

      // The header: bold, with an autofilter over its columns.
      expect(hoja.getRow(1).values).toEqual([undefined, ...columnas.map((c) => c.encabezado)]);
      expect(hoja.autoFilter).toBeTruthy();
      expect(JSON.stringify(hoja.autoFilter)).toMatch(
        new RegExp(`A1.*${String.fromCharCode(64 + columnas.length)}1|"to":\\{"row":1,"column":${columnas.length}\\}`),
      );

      const porTipo: Record<string, number> = {};
      hoja.eachRow({ includeEmpty: false }, (fila, numero) => {
        if (numero === 1) return;
        columnas.forEach((c, i) => {
          const celda = fila.getCell(i + 1);
          const v = celda.value;
          if (v === null || v === undefined || v === '') return;
          const donde = `${recurso} fila ${numero} '${c.encabezado}': ${JSON.stringify(v)}`;
          // No date or percentage left as text in any column; no username where a person is named.
          if (typeof v === 'string') {
            expect([donde, FECHA_EN_TEXTO.test(v) && c.tipo !== 'texto' ? 'fecha en texto' : 'ok']).toEqual([donde, 'ok']);
            expect([donde, PORCENTAJE_EN_TEXTO.test(v) ? 'porcentaje en texto' : 'ok']).toEqual([donde, 'ok']);
            expect([donde, nombresDeUsuario.has(v) ? 'nombre de usuario' : 'ok']).toEqual([donde, 'ok']);
          }
          const tipo = c.tipo ?? 'texto';
          if (tipo === 'fecha' || tipo === 'fechaHora') {
            if (typeof v === 'string') return; // 'Sin vigencia' and the like
            expect([donde, v instanceof Date]).toEqual([donde, true]);
            expect([donde, celda.numFmt]).toEqual([donde, tipo === 'fecha' ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm']);
          }
          if (tipo === 'dinero') expect([donde, typeof v, celda.numFmt]).toEqual([donde, 'number', '#,##0']);
          if (tipo === 'porcentaje' && typeof v !== 'string') expect([donde, typeof v, celda.numFmt]).toEqual([donde, 'number', '0.00%']);
          porTipo[tipo] = (porTipo[tipo] ?? 0) + 1;
        });
      });
      // A column that says it holds money or percentages is declared so, and the demo fills every declared kind.
      for (const c of columnas) {
        if (/\(COP\)/.test(c.encabezado)) expect([c.encabezado, c.tipo]).toEqual([c.encabezado, 'dinero']);
        if (/%|porcentaje/i.test(c.encabezado)) expect([c.encabezado, c.tipo]).toEqual([c.encabezado, 'porcentaje']);
        if (/^fecha|vencimiento/i.test(c.encabezado)) expect([c.encabezado, c.tipo]).toEqual([c.encabezado, expect.stringMatching(/^fecha/)]);
      }
      expect(hoja.rowCount).toBeGreaterThan(1);
      for (const tipo of new Set(columnas.map((c) => c.tipo).filter((t) => t && t !== 'texto')))
        expect([recurso, tipo, (porTipo[tipo!] ?? 0) > 0]).toEqual([recurso, tipo, true]);
    },
    90_000,
  );
});
