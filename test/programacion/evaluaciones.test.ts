import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();
const CONFIDENCIAL = 'Esta HC es confidencial. Por favor comunicarse con el administrador para solicitar acceso.';

/** Issue 28 items 14 and 16 (decision 0034): evolving an evaluation after its day, and for a confidential patient. */
describe.each(motores)('Evaluaciones: evolución tardía e historia confidencial (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-ev`);
  });
  afterAll(() => app.cerrar());
  afterEach(() => reloj.poner('2026-11-20T15:00:00Z'));

  const post = (ruta: string, datos: object, token = admin) => app.http.post(ruta).set('authorization', token).send(datos);
  const get = (ruta: string, token = admin, query: object = {}) => app.http.get(ruta).query(query).set('authorization', token);
  const nuevoPaciente = async () => (await post('/api/pacientes', pacienteValido())).body as { id: string; codigo: string };
  /** An evaluation of `paciente` with the scenario's physiotherapist on 2026-11-23. */
  const evaluacion = async (paciente: { id: string; codigo: string }, codigo: string) => {
    const c = await autorizacion(app, admin, { ...e, paciente }, { cantidad: 4, codigo });
    const res = await post('/api/sesiones/programar', {
      items: [
        {
          paciente: paciente.id,
          cobertura: c,
          lineaId: '1',
          terapeuta: e.terapeuta,
          fecha: '2026-11-23',
          horaInicio: '10:00',
          horaFin: '10:30',
          tipo: 'Evaluacion',
          lugar: 'Sede',
        },
      ],
      confirmarCruces: true,
    });
    expect(res.status).toBe(201);
    return res.body.ids[0] as string;
  };
  /** Reason, impression and plan recorded today (history entries are always dated the day they are recorded). */
  const completarHistoria = async (paciente: string, token = admin) => {
    const hc = `/api/pacientes/${paciente}/historia`;
    expect((await post(`${hc}/motivos`, { motivo: 'Valoración de marcha', observaciones: 'Remitido por ortopedia' }, token)).status).toBe(201);
    expect((await post(`${hc}/impresiones`, { descripcion: 'Marcha en punta de pies' }, token)).status).toBe(201);
    const plan = {
      fechaInicio: '2026-11-25',
      conclusiones: 'Requiere fisioterapia',
      recomendaciones: 'Dos veces por semana',
      periodo: 1,
      lineas: [{ especialidad: 2, sesiones: 8 }],
    };
    expect((await post(`${hc}/planes`, plan, token)).status).toBe(201);
  };

  it('una evaluación del lunes se evoluciona el miércoles con lo que la historia tiene ese día (pagada a la mitad)', async () => {
    const paciente = await nuevoPaciente();
    const id = await evaluacion(paciente, `${motor}-EV1`);
    const fisio = await app.ingresar(`${motor}-ev-fisio1`);
    reloj.poner('2026-11-25T15:00:00Z');
    const sinHistoria = await post(`/api/sesiones/${id}/evolucion`, { evolucion: 'Valoración inicial' }, fisio);
    expect([sinHistoria.status, sinHistoria.body.mensaje]).toEqual([
      409,
      'La evaluación no se puede evolucionar: la historia clínica no tiene motivo de consulta, impresión diagnóstica, plan de tratamiento. Complételos en el módulo de historia clínica',
    ]);
    await completarHistoria(paciente.id);
    expect((await get(`/api/pacientes/${paciente.id}/historia/estado-evaluacion`, fisio, { fecha: '2026-11-23' })).body).toEqual({
      motivos: true,
      impresion: true,
      plan: true,
    });
    const ok = await post(`/api/sesiones/${id}/evolucion`, { evolucion: 'Valoración inicial' }, fisio);
    expect([ok.status, ok.body.mensaje]).toEqual([200, 'Sesión evolucionada con éxito']);
    expect((await get(`/api/sesiones/${id}`, fisio)).body).toMatchObject({ estado: 1, atrasada: true, fechaEvolucion: '2026-11-25' });
  });

  it('lo registrado antes de la fecha de la evaluación no la completa', async () => {
    const paciente = await nuevoPaciente();
    await completarHistoria(paciente.id); // on 2026-11-20, before the evaluation
    const id = await evaluacion(paciente, `${motor}-EV2`);
    reloj.poner('2026-11-23T15:00:00Z');
    const fisio = await app.ingresar(`${motor}-ev-fisio1`);
    expect((await get(`/api/pacientes/${paciente.id}/historia/estado-evaluacion`, fisio, { fecha: '2026-11-23' })).body).toEqual({
      motivos: false,
      impresion: false,
      plan: false,
    });
    expect((await post(`/api/sesiones/${id}/evolucion`, { evolucion: 'Valoración inicial' }, fisio)).status).toBe(409);
  });

  it('paciente confidencial: su terapeuta sin el bloqueo sabe quién completa la historia; el psicólogo que la bloqueó la completa y el terapeuta evoluciona', async () => {
    const paciente = await nuevoPaciente();
    const psicologoId = await crearUsuario(app, `${motor}-ev-psico`, 6, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    expect((await post(`/api/pacientes/${paciente.id}/lideres`, { psicologia: psicologoId, confidencial: true })).status).toBe(200);
    const id = await evaluacion(paciente, `${motor}-EV3`);
    reloj.poner('2026-11-23T15:00:00Z');
    const fisio = await app.ingresar(`${motor}-ev-fisio1`);
    const estado = `/api/pacientes/${paciente.id}/historia/estado-evaluacion`;

    const delTerapeuta = await get(estado, fisio, { fecha: '2026-11-23' });
    expect(delTerapeuta.status).toBe(200);
    expect(delTerapeuta.body).toEqual({
      motivos: false,
      impresion: false,
      plan: false,
      confidencial: `La historia clínica de este paciente es confidencial: el motivo de consulta, la impresión diagnóstica y el plan de tratamiento los registra Usuario ${motor}-ev-psico, quien tiene la historia asignada, o un coordinador con acceso a historias confidenciales. Cuando estén registrados, usted evoluciona la evaluación desde su agenda.`,
    });
    // Nothing else of the history opens to them, and another day or another therapist gets the 403.
    expect([(await get(`/api/pacientes/${paciente.id}/historia/motivos`, fisio)).status]).toEqual([403]);
    expect((await get(estado, fisio, { fecha: '2026-11-24' })).body.mensaje).toBe(CONFIDENCIAL);
    expect((await get(estado, await app.ingresar(`${motor}-ev-fisio2`), { fecha: '2026-11-23' })).body.mensaje).toBe(CONFIDENCIAL);
    expect((await post(`/api/pacientes/${paciente.id}/historia/motivos`, { motivo: 'x', observaciones: 'y' }, fisio)).status).toBe(403);

    await completarHistoria(paciente.id, await app.ingresar(`${motor}-ev-psico`));
    expect((await get(estado, fisio, { fecha: '2026-11-23' })).body).toMatchObject({ motivos: true, impresion: true, plan: true });
    const ok = await post(`/api/sesiones/${id}/evolucion`, { evolucion: 'Valoración inicial' }, fisio);
    expect([ok.status, ok.body.mensaje]).toEqual([200, 'Sesión evolucionada con éxito']);
  });
});
