import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';
import { prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();

/** Issue 27 item 1: therapists work at several sites; their own sessions are theirs at every site. */
describe.each(motores)('Un terapeuta y su sesión en otra sede (%s)', (motor) => {
  // Scheduled on Friday 2026-11-20; evolved on Monday 2026-11-23, the session's day.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-os`);
  }, 180_000);
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api/sesiones${ruta}`).set('authorization', token).send(datos);

  it('un terapeuta de Sede Principal ve, evoluciona y cobra en su nómina su sesión en Sede Norte; la de otro terapeuta en Norte sigue siendo 404', async () => {
    const paciente = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ sede: 'norte' }));
    expect(paciente.status).toBe(201);
    const cobertura = await app.http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: paciente.body.id,
        sinOrden: true,
        entidad: e.eps.id,
        codigo: `${motor}-OS1`,
        fecha: '2026-11-20',
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 4 }],
      });
    expect(cobertura.status).toBe(201);
    const item = (terapeuta: string, horaInicio: string, horaFin: string) => ({
      paciente: paciente.body.id,
      cobertura: cobertura.body.id,
      lineaId: '1',
      terapeuta,
      fecha: '2026-11-23',
      horaInicio,
      horaFin,
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await post('/programar', { items: [item(e.terapeuta, '09:00', '09:30'), item(e.otroTerapeuta, '10:00', '10:30')] });
    expect(programadas.status).toBe(201);
    const [suya, ajena] = programadas.body.ids as string[];
    const estrategia = await app.http
      .post('/api/catalogos/estrategias')
      .set('authorization', admin)
      .send({ descripcion: `Equilibrio en otra sede ${motor}`, especialidad: 2 });
    expect(estrategia.status).toBe(201);

    reloj.poner('2026-11-23T20:00:00Z');
    const fisio = await app.ingresar(`${motor}-os-fisio1`);
    const vista = await app.http.get(`/api/sesiones/${suya}`).set('authorization', fisio);
    expect(vista.status).toBe(200);
    expect(vista.body).toMatchObject({ sede: 'norte', terapeutaId: e.terapeuta });
    const agenda = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ terapeuta: e.terapeuta }) })
      .set('authorization', fisio);
    expect(agenda.body.map((s: { id: string }) => s.id)).toContain(suya);

    const pedido = {
      estrategias: [estrategia.body.id],
      material: '',
      estadoPaciente: 'Tranquila',
      evolucion: 'Se mantiene de pie 20 segundos',
      requiereExamen: false,
    };
    const evolucion = await post(`/${suya}/evolucion`, pedido, fisio);
    expect(evolucion.status).toBe(200);
    expect(evolucion.body).toEqual({ mensaje: 'Sesión evolucionada con éxito' });
    expect((await app.http.get(`/api/sesiones/${suya}`).set('authorization', fisio)).body).toMatchObject({ estado: 1, fechaEvolucion: '2026-11-23' });

    // Another therapist's session at another site is still not found, to see or to evolve.
    expect((await app.http.get(`/api/sesiones/${ajena}`).set('authorization', fisio)).status).toBe(404);
    const otra = await post(`/${ajena}/evolucion`, pedido, fisio);
    expect(otra.status).toBe(404);
    expect(otra.body.mensaje).toBe('No se encontró la sesión');

    // Sede Principal's payroll pays its therapist's session at Norte.
    const nomina = await app.http
      .get('/api/nomina')
      .query({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'principal', terapeuta: e.terapeuta })
      .set('authorization', admin);
    expect(nomina.status).toBe(200);
    expect(nomina.body).toHaveLength(1);
    expect(nomina.body[0]).toMatchObject({ terapeutaId: e.terapeuta, realizadas: 1 });
  });
});
