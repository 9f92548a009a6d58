import { count, isNotNull, sql } from 'drizzle-orm';
import { copagos, descargos, eventos, gastos, objetivos, salarios } from '@avanti/libs/database/schema/index';
import { sembrarFinanzas } from '../../api/src/finanzas/siembra/siembra-finanzas.js';
import { sembrarObjetivos } from '../../api/src/objetivos/siembra/siembra-objetivos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

// Today (Bogotá) is 2026-11-20, the whole demo's day (RELOJ_DEMO_COMPLETA); the demo sessions run from 2026-10-23.
const RANGO = { desde: '2026-10-01', hasta: '2026-11-30' };

describe('Dinero y objetivos de demostración', () => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    admin = await app.ingresar('admin');
  }, 180_000);
  afterAll(() => app.cerrar());

  it('cada terapeuta de la demostración tiene registro salarial y la nómina del rango y el pago a terapeutas del dashboard no son cero', async () => {
    const lista = await app.http.get('/api/salarios').query({ range: '[0,999]' }).set('authorization', admin);
    expect(lista.status).toBe(200);
    const terapeutas = lista.body.filter((u: { rol: number }) => u.rol >= 2 && u.rol <= 6);
    expect(terapeutas.length).toBe(5);
    expect(
      terapeutas.every((u: { registrado: boolean; pagoPorSesion: number }) => u.registrado && u.pagoPorSesion >= 18_000 && u.pagoPorSesion <= 25_000),
    ).toBe(true);
    expect(lista.body.some((u: { tipoContratoId: number; salarioFijo: number }) => u.tipoContratoId === 2 && u.salarioFijo >= 1_800_000)).toBe(true);

    const nomina = await app.http.get('/api/nomina').query(RANGO).set('authorization', admin);
    expect(nomina.status).toBe(200);
    expect(nomina.body.reduce((t: number, f: { neto: number }) => t + f.neto, 0)).toBeGreaterThan(0);
    const tablero = await app.http.get('/api/dashboard/resumen').query(RANGO).set('authorization', admin);
    expect(tablero.status).toBe(200);
    expect(tablero.body.ingresos.terapeutas).toBeGreaterThan(0);
    expect(tablero.body.ingresos.copagos).toBeGreaterThan(0);
  });

  it('hay copagos en efectivo y por transferencia, gastos fijos y variables de las tres categorías y descargos por informe atrasado', async () => {
    const filtro = JSON.stringify(RANGO);
    const cop = await app.http.get('/api/copagos').query({ filter: filtro, range: '[0,999]' }).set('authorization', admin);
    expect(cop.status).toBe(200);
    expect(new Set(cop.body.map((c: { tipo: number }) => c.tipo))).toEqual(new Set([1, 2]));
    const fijos = await app.http
      .get('/api/gastos-fijos')
      .query({ filter: JSON.stringify({}), range: '[0,999]' })
      .set('authorization', admin);
    expect(fijos.status).toBe(200);
    expect(fijos.body.some((g: { concepto: string }) => g.concepto === 'Arriendo de la sede')).toBe(true);
    const variables = await app.http.get('/api/gastos-variables').query({ filter: filtro, range: '[0,999]' }).set('authorization', admin);
    expect(variables.status).toBe(200);
    expect(new Set(variables.body.map((g: { categoria: number }) => g.categoria)).size).toBe(3);
    const desc = await app.http.get('/api/descargos').query({ filter: filtro, range: '[0,999]' }).set('authorization', admin);
    expect(desc.status).toBe(200);
    expect(desc.body.length).toBeGreaterThan(0);
    expect(desc.body.every((d: { concepto: string }) => d.concepto === 'Informe atrasado')).toBe(true);
  });

  it('los pacientes liderados tienen objetivos con periodos calificados, próximos a vencer y pendientes por confirmar en el espacio del terapeuta', async () => {
    const db = app.infra.base.db;
    const [{ total }] = await db.select({ total: count() }).from(objetivos);
    const [{ calificados }] = await db.select({ calificados: count() }).from(objetivos).where(sql`jsonb_array_length(${objetivos.calificaciones}) > 0`);
    const [{ logrados }] = await db.select({ logrados: count() }).from(objetivos).where(isNotNull(objetivos.fechaLogro));
    expect(Number(total)).toBeGreaterThanOrEqual(30);
    expect(Number(calificados)).toBeGreaterThan(0);
    expect(Number(logrados)).toBeGreaterThan(0);
    const espacios = await Promise.all(
      [2, 3, 4, 5, 6].map(async (rol) => (await app.http.get('/api/mi-espacio').set('authorization', await app.ingresar(`rol${rol}`))).body),
    );
    expect(espacios.some((e) => e.objetivosProximos.length > 0)).toBe(true);
    expect(espacios.some((e) => e.objetivosPorConfirmar.length > 0)).toBe(true);
    expect(espacios.some((e) => e.pacientesLiderados.length > 0)).toBe(true);
  });

  it('un segundo arranque no siembra nada dos veces', async () => {
    const db = app.infra.base.db;
    const contar = async () =>
      Promise.all([eventos, salarios, copagos, gastos, descargos, objetivos].map(async (t) => Number((await db.select({ n: count() }).from(t))[0].n)));
    const antes = await contar();
    const deps = { store: app.infra.store, db, config: app.infra.config, reloj: app.infra.reloj };
    await sembrarFinanzas(deps);
    await sembrarObjetivos(deps);
    expect(await contar()).toEqual(antes);
  });
});
