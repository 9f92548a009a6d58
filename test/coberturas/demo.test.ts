import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

// Today (Bogotá) is 2026-11-20: the whole demo's day (RELOJ_DEMO_COMPLETA).

interface Cobertura {
  id: string;
  codigo: string;
  formato: number;
  paciente: string;
  sede: string;
  fecha: string;
  fechaVencimiento: string | null;
  bolsa: number;
  pertenece: string | null;
}

describe('Coberturas de demostración', () => {
  let app: AppDePrueba;
  let admin: string;
  let todas: Cobertura[];
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    admin = await app.ingresar('admin');
    const res = await app.http.get('/api/coberturas').query({ range: '[0,999]' }).set('authorization', admin);
    expect(res.status).toBe(200);
    todas = res.body;
  });
  afterAll(async () => {
    await app.cerrar();
  });

  it('hay órdenes con su autorización, particulares y convenios en las tres sedes, con fechas hasta hoy', () => {
    const porFormato = (f: number) => todas.filter((c) => c.formato === f);
    expect(porFormato(0).length).toBeGreaterThanOrEqual(20);
    expect(porFormato(1).length).toBe(porFormato(0).length);
    expect(porFormato(2).length).toBeGreaterThanOrEqual(3);
    expect(porFormato(3).length).toBeGreaterThanOrEqual(3);
    const ordenes = new Set(porFormato(0).map((c) => c.id));
    expect(porFormato(1).every((a) => a.pertenece !== null && ordenes.has(a.pertenece))).toBe(true);
    expect(new Set(todas.map((c) => c.sede))).toEqual(new Set(['principal', 'norte', 'sur']));
    expect(todas.every((c) => c.fecha <= '2026-11-20')).toBe(true);
    expect(new Set(todas.map((c) => c.codigo)).size).toBe(todas.length);
  });

  it('algunas autorizaciones vencen en la próxima semana y otras tienen la bolsa casi agotada', () => {
    const autorizaciones = todas.filter((c) => c.formato === 1);
    const cercaDeVencer = autorizaciones.filter((c) => c.fechaVencimiento !== null && c.fechaVencimiento >= '2026-11-20' && c.fechaVencimiento <= '2026-11-27');
    expect(cercaDeVencer.length).toBeGreaterThanOrEqual(3);
    expect(autorizaciones.filter((c) => c.bolsa <= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('la agenda puede programar contra ellas: servicios disponibles con tarifa de la aseguradora', async () => {
    const aut = todas.find((c) => c.formato === 1 && c.bolsa > 2)!;
    const res = await app.http.get(`/api/pacientes/${aut.paciente}/servicios-disponibles`).query({ fecha: '2026-11-20' }).set('authorization', admin);
    expect(res.status).toBe(200);
    const deLaAutorizacion = res.body.filter((s: { coberturaId: string }) => s.coberturaId === aut.id);
    expect(deLaAutorizacion.length).toBeGreaterThanOrEqual(1);
    expect(deLaAutorizacion[0].tarifa).toBeGreaterThan(0);
  });

  it('cada aseguradora activa tiene tarifa para las cinco especialidades, una por par', async () => {
    const eps = await app.http
      .get('/api/eps')
      .query({ filter: JSON.stringify({ estado: 1 }), range: '[0,999]' })
      .set('authorization', admin);
    const tarifas = await app.http.get('/api/tarifas').query({ range: '[0,9999]' }).set('authorization', admin);
    expect(tarifas.status).toBe(200);
    expect(tarifas.body.length).toBe(eps.body.length * 5);
    const pares = new Set(tarifas.body.map((t: { eps: string; especialidad: number }) => `${t.eps}-${t.especialidad}`));
    expect(pares.size).toBe(tarifas.body.length);
  });
});
