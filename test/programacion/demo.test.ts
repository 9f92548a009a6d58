import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

// Today (Bogotá) is 2026-11-20: the whole demo's day (RELOJ_DEMO_COMPLETA).

interface Sesion {
  id: string;
  coberturaId: string;
  fecha: string;
  estado: number;
  tipo: string;
  sede: string;
  atrasada: boolean;
  motivoCancelacion: string | null;
}

describe('Sesiones de demostración', () => {
  let app: AppDePrueba;
  let admin: string;
  let todas: Sesion[];
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    admin = await app.ingresar('admin');
    const res = await app.http.get('/api/sesiones').query({ range: '[0,999]' }).set('authorization', admin);
    expect(res.status).toBe(200);
    todas = res.body;
  }, 120_000);
  afterAll(() => app.cerrar());

  it('dos meses alrededor de hoy en las tres sedes: pasadas evolucionadas (algunas atrasadas) o canceladas, futuras pendientes', () => {
    expect(todas.length).toBeGreaterThanOrEqual(150);
    expect(new Set(todas.map((s) => s.sede))).toEqual(new Set(['principal', 'norte', 'sur']));
    expect(todas.every((s) => s.fecha >= '2026-10-23' && s.fecha <= '2026-12-31')).toBe(true);
    const pasadas = todas.filter((s) => s.fecha < '2026-11-20');
    const futuras = todas.filter((s) => s.fecha > '2026-11-20');
    expect(pasadas.filter((s) => s.estado === 1).length / pasadas.length).toBeGreaterThan(0.6);
    expect(pasadas.some((s) => s.atrasada)).toBe(true);
    expect(todas.filter((s) => s.estado === 2).every((s) => s.motivoCancelacion)).toBe(true);
    expect(todas.filter((s) => s.estado === 2).length).toBeGreaterThan(5);
    expect(futuras.filter((s) => s.estado === 3).length / futuras.length).toBeGreaterThan(0.8);
    expect(futuras.some((s) => s.tipo === 'CYT') && futuras.some((s) => s.tipo === 'Evaluacion')).toBe(true);
  });

  it('algunas pasadas esperan su evolución (Por evolucionar), para practicar una evolución atrasada', () => {
    const porEvolucionar = todas.filter((s) => s.fecha < '2026-11-20' && s.estado === 3 && s.tipo !== 'CYT');
    expect(porEvolucionar.length).toBeGreaterThanOrEqual(3);
    expect(new Set(porEvolucionar.map((s) => s.sede)).size).toBeGreaterThanOrEqual(2);
  });

  it('la bolsa de cada cobertura descuenta sus sesiones no canceladas', async () => {
    const porCobertura = new Map<string, number>();
    for (const s of todas) if (s.estado !== 2) porCobertura.set(s.coberturaId, (porCobertura.get(s.coberturaId) ?? 0) + 1);
    const [id, usadas] = [...porCobertura.entries()][0];
    const c = (await app.http.get(`/api/coberturas/${id}`).set('authorization', admin)).body;
    expect(c.lineas[0].programadas).toBe(usadas);
  });
});
