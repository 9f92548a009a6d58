import { sql } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { motoresDisponibles, soloEn } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();

/** The calendar's week served again from memory while the log has not moved (decision 0023). */
describe.each(motores)('Calendario: la semana se sirve de memoria mientras el registro no cambia (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let cobertura: string;
  const semana = { desde: '2026-11-23', hasta: '2026-11-29' };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `cache-${motor}`);
    cobertura = await autorizacion(app, admin, e, { cantidad: 20, codigo: `${motor}-CACHE` });
  });
  afterAll(() => app.cerrar());

  const ver = (token: string, filtro: object = { sede: 'principal', ...semana }) =>
    app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify(filtro), range: '[0,1999]' })
      .set('authorization', token);
  const programar = (fecha: string, horaInicio: string, horaFin: string, terapeuta = e.terapeuta) =>
    app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({ items: [{ paciente: e.paciente.id, cobertura, lineaId: '1', terapeuta, fecha, horaInicio, horaFin, tipo: 'Terapia', lugar: 'Sede' }] });
  const ids = (res: { body: Array<{ id: string }> }) => res.body.map((s) => s.id);
  /**
   * Reads until an answer comes from memory. On a server shared with other suites, another database's open
   * transaction can hold the horizon back a moment; nothing is kept meanwhile (decision 0023).
   */
  const hastaQueSalgaDeMemoria = async (token = admin) => {
    for (let i = 0; i < 200; i++) {
      const res = await ver(token);
      if (res.headers['x-cache'] === 'HIT') return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('la semana nunca se sirvió de memoria');
  };

  it('la segunda lectura sale de memoria; una sesión nueva la retira y aparece en la siguiente', async () => {
    const primera = await programar('2026-11-24', '08:00', '08:30');
    expect(primera.status).toBe(201);
    const a = await ver(admin);
    const b = await hastaQueSalgaDeMemoria();
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(b.headers['content-range']).toBe(a.headers['content-range']);
    expect(b.headers['content-type']).toMatch(/^application\/json/);
    expect(ids(a)).toEqual(primera.body.ids);

    const segunda = await programar('2026-11-25', '09:00', '09:30');
    const c = await ver(admin);
    expect(c.headers['x-cache']).toBe('MISS');
    expect(ids(c)).toEqual([...primera.body.ids, ...segunda.body.ids]);
    expect(c.headers['content-range']).toBe('sesiones 0-1/2');

    await app.http.post(`/api/sesiones/${segunda.body.ids[0]}/cancelar`).set('authorization', admin).send({ motivo: 'Clima' });
    const d = await ver(admin);
    expect(d.body.find((s: { id: string }) => s.id === segunda.body.ids[0])).toMatchObject({ estado: 2, motivoCancelacion: 'Clima' });
  });

  it('cada quien ve su alcance: otra sede y el terapeuta no reciben la página que el administrador dejó en memoria', async () => {
    await programar('2026-11-26', '10:00', '10:30', e.otroTerapeuta);
    const todas = ids(await ver(admin));
    expect(ids(await ver(admin)).length).toBe(todas.length);

    await crearUsuario(app, `cache-${motor}-agenda-norte`, 7, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const norte = await ver(await app.ingresar(`cache-${motor}-agenda-norte`));
    expect(norte.status).toBe(200);
    expect(norte.body).toEqual([]);

    const fisio = await app.ingresar(`cache-${motor}-fisio1`);
    const propias = await ver(fisio, semana);
    expect(propias.status).toBe(200);
    expect(propias.body.length).toBeGreaterThan(0);
    expect(propias.body.every((s: { terapeutaId: string }) => s.terapeutaId === e.terapeuta)).toBe(true);
    expect(propias.body.length).toBeLessThan(todas.length);
  });

  // A server only: on PGlite no other transaction can be open while the api reads.
  soloEn(motor, 'postgres')('no guarda lo leído mientras una transacción anterior sigue abierta: su confirmación no movería la marca', async () => {
    await hastaQueSalgaDeMemoria();
    const db = app.infra.base.db as Db;
    let soltar: () => void = () => undefined;
    const abierta = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      await new Promise<void>((r) => (soltar = r));
    });
    try {
      await new Promise((r) => setTimeout(r, 50));
      await programar('2026-11-27', '11:00', '11:30');
      expect((await ver(admin)).headers['x-cache']).toBe('MISS');
      expect((await ver(admin)).headers['x-cache']).toBe('MISS');
    } finally {
      soltar();
      await abierta;
    }
    expect((await ver(admin)).headers['x-cache']).toBe('MISS');
    await hastaQueSalgaDeMemoria();
  });
});
