import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();
const FUERA_DE_VENTANA = 'En Gestión de terapias solo se cancelan sesiones desde hace 5 días hasta hoy';

/** Issue 28 item 15 (decision 0034): the window of 'Gestión de terapias' is held by the server, not only the browser. */
describe.each(motores)('Gestión de terapias: cancelar solo desde hace 5 días hasta hoy (%s)', (motor) => {
  // Scheduled on Friday 2026-11-20; cancelled on Sunday 2026-11-29 (window 2026-11-24 to 2026-11-29).
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let gestion: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-gt`);
    // A role whose only way to cancel is the 'Gestión de terapias' screen.
    const rol = await app.http
      .post('/api/roles')
      .set('authorization', admin)
      .send({ nombre: `Gestión de terapias ${motor}` });
    expect(rol.status).toBe(201);
    expect((await app.http.put(`/api/roles/${rol.body.id}/permisos/dashboard.gestion-terapias`).set('authorization', admin).send({ estado: 1 })).status).toBe(
      200,
    );
    await crearUsuario(app, `${motor}-gestion`, rol.body.id, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    gestion = await app.ingresar(`${motor}-gestion`);
  });
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api/sesiones${ruta}`).set('authorization', token).send(datos);
  const estado = async (id: string) => (await app.http.get(`/api/sesiones/${id}`).set('authorization', admin)).body.estado as number;

  it('fuera de la ventana se rechaza con su mensaje y no cambia nada; dentro se cancela; el calendario mantiene su regla', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-GT1` });
    const fechas = ['2026-11-23', '2026-11-24', '2026-11-29', '2026-12-20', '2026-12-21'];
    const programadas = await post('/programar', {
      items: fechas.map((fecha) => ({
        paciente: e.paciente.id,
        cobertura: c,
        lineaId: '1',
        terapeuta: e.terapeuta,
        fecha,
        horaInicio: '08:00',
        horaFin: '08:30',
        tipo: 'Terapia',
        lugar: 'Sede',
      })),
    });
    expect(programadas.status).toBe(201);
    const [seisDiasAtras, cincoDiasAtras, hoy, proximoMes, otroDelProximoMes] = programadas.body.ids as string[];
    reloj.poner('2026-11-29T15:00:00Z');

    // The calendar's route is no longer this screen's back door.
    expect((await post(`/${proximoMes}/cancelar`, { motivo: 'Clima' }, gestion)).status).toBe(403);
    for (const id of [seisDiasAtras, proximoMes]) {
      const res = await post(`/${id}/cancelar-en-gestion`, { motivo: 'Clima' }, gestion);
      expect([res.status, res.body.mensaje]).toEqual([409, FUERA_DE_VENTANA]);
      expect(await estado(id)).toBe(3);
    }
    for (const id of [cincoDiasAtras, hoy]) {
      const res = await post(`/${id}/cancelar-en-gestion`, { motivo: 'Clima' }, gestion);
      expect([res.status, res.body]).toEqual([200, { mensaje: 'Sesión cancelada con éxito' }]);
      expect(await estado(id)).toBe(2);
    }
    // The window is the screen's, whoever uses it; the calendar keeps its own rules.
    expect((await post(`/${otroDelProximoMes}/cancelar-en-gestion`, { motivo: 'Clima' })).body.mensaje).toBe(FUERA_DE_VENTANA);
    expect((await post(`/${proximoMes}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    const bolsa = (await app.http.get(`/api/coberturas/${c}`).set('authorization', admin)).body.bolsa;
    expect(bolsa).toBe(8); // 10 − 5 scheduled + 3 cancelled
  });
});
