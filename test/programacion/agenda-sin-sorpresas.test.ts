import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();

/**
 * Issue 27 items 5 to 7 (decision 0041) through HTTP: a series shows its clashes before it is programmed (another
 * site's session by site, therapist and time only), the scheduler's choices are programmed, a race is still refused,
 * a series ends after N sessions or on a date, and a session moves to another day.
 */
describe.each(motores)('Agenda sin sorpresas (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z'); // Friday
  let app: AppDePrueba;
  let admin: string;
  let programador: string;
  let e: Escenario;
  let cobertura: string;
  let sesionNorte: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-ss`);
    programador = await app.ingresar('rol7'); // Programación, Sede Principal only
    cobertura = await autorizacion(app, admin, e, { cantidad: 30, codigo: `${motor}-SS1` });
    // The same therapist on Thursday 26 at 8:00 with a patient of Sede Norte.
    const norte = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ sede: 'norte', primerNombre: 'nortina' }));
    const cn = await app.http
      .post('/api/coberturas/autorizaciones')
      .set('authorization', admin)
      .send({
        paciente: norte.body.id,
        sinOrden: true,
        entidad: e.eps.id,
        codigo: `${motor}-SSN`,
        fecha: '2026-11-20',
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 4 }],
      });
    const r = await app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [
          {
            paciente: norte.body.id,
            cobertura: cn.body.id,
            lineaId: '1',
            terapeuta: e.terapeuta,
            fecha: '2026-11-26',
            horaInicio: '08:00',
            horaFin: '08:30',
            tipo: 'Terapia',
            lugar: 'Sede',
          },
        ],
      });
    expect(r.status).toBe(201);
    sesionNorte = r.body.ids[0];
  }, 400_000);
  afterAll(() => app.cerrar());

  const serie = (extra: object = {}) => ({
    paciente: e.paciente.id,
    cobertura,
    lineaId: '1',
    terapeuta: e.terapeuta,
    tipo: 'Terapia',
    lugar: 'Sede',
    desde: '2026-11-23',
    dias: [
      { dia: 1, horaInicio: '08:00', horaFin: '08:30' },
      { dia: 4, horaInicio: '08:00', horaFin: '08:30' },
    ],
    sesiones: 4,
    ...extra,
  });
  const post = (ruta: string, datos: object, token = programador) => app.http.post(`/api/sesiones${ruta}`).set('authorization', token).send(datos);

  it('la vista previa marca el cruce con la sesión de otra sede sin datos del paciente; Programar sin elegir lo rechaza, y omitiendo esa fecha programa las demás', async () => {
    const vista = await post('/programar-serie/previsualizar', serie());
    expect(vista.status).toBe(200);
    expect(vista.body.fechas.map((f: { fecha: string }) => f.fecha)).toEqual(['2026-11-23', '2026-11-26', '2026-11-30', '2026-12-03']);
    expect(vista.body.conConflicto).toBe(1);
    const marcada = vista.body.fechas[1];
    expect(marcada.conflictos).toEqual([
      {
        motivo: 'terapeuta',
        fecha: '2026-11-26',
        horaInicio: '08:00',
        horaFin: '08:30',
        sedeNombre: 'Sede Norte',
        terapeutaNombre: expect.any(String),
        pacienteNombre: null,
      },
    ]);
    expect(marcada.mantenible).toBe(false);
    expect(JSON.stringify(vista.body)).not.toMatch(/NORTINA/i);

    const rechazada = await post('/programar-serie', serie());
    expect(rechazada.status).toBeGreaterThanOrEqual(400);
    expect(rechazada.status).toBeLessThan(500);
    expect(rechazada.body.mensaje).toMatch(/^Cruce de horario: .* ya tiene una sesión el (2026-11-26|26\/11\/2026) de 08:00 a 08:30 en Sede Norte$/);
    expect(rechazada.body.mensaje).not.toMatch(/NORTINA/i);

    const elecciones = [{ fecha: '2026-11-26', accion: 'omitir' }];
    expect((await post('/programar-serie/previsualizar', serie({ elecciones }))).body).toMatchObject({ conConflicto: 0, omitidas: ['2026-11-26'] });
    const hecha = await post('/programar-serie', serie({ elecciones }));
    expect(hecha.status).toBe(201);
    expect(hecha.body).toMatchObject({ cantidad: 3, mensaje: 'Sesión registrada con éxito. Se programaron 3 sesiones', primeraFecha: '2026-11-23' });
    const propias = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ paciente: e.paciente.id }) })
      .set('authorization', programador);
    expect(propias.body.map((s: { fecha: string }) => s.fecha).sort()).toEqual(['2026-11-23', '2026-11-30', '2026-12-03']);
  });

  it('mover la fecha en cruce la programa en el día elegido; una serie termina en una fecha', async () => {
    const desde = '2026-12-07';
    const pedido = serie({
      desde,
      sesiones: undefined,
      hasta: '2026-12-10',
      horaInicio: undefined,
      dias: [
        { dia: 1, horaInicio: '11:00', horaFin: '11:30' },
        { dia: 4, horaInicio: '11:00', horaFin: '11:30' },
      ],
    });
    const vista = await post('/programar-serie/previsualizar', pedido);
    expect(vista.body.fechas.map((f: { fecha: string }) => f.fecha)).toEqual(['2026-12-07', '2026-12-10']);
    const movida = await post('/programar-serie', {
      ...pedido,
      elecciones: [{ fecha: '2026-12-10', accion: 'mover', fechaNueva: '2026-12-11', horaInicio: '14:00', horaFin: '14:30' }],
    });
    expect(movida.status).toBe(201);
    expect(movida.body).toMatchObject({ cantidad: 2, mensaje: 'Sesión registrada con éxito. Se programaron 2 sesiones', primeraFecha: '2026-12-07' });
    const dia = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ paciente: e.paciente.id, desde: '2026-12-11', hasta: '2026-12-11' }) })
      .set('authorization', programador);
    expect(dia.body).toEqual([expect.objectContaining({ fecha: '2026-12-11', horaInicio: '14:00', horaFin: '14:30' })]);
  });

  it('una sesión reservada después de la vista previa (carrera) se sigue rechazando con su mensaje', async () => {
    const pedido = serie({ desde: '2026-12-14', sesiones: 2, dias: [{ dia: 1, horaInicio: '15:00', horaFin: '15:30' }] });
    expect((await post('/programar-serie/previsualizar', pedido)).body.conConflicto).toBe(0);
    const otra = await app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [
          {
            paciente: e.paciente.id,
            cobertura,
            lineaId: '1',
            terapeuta: e.otroTerapeuta,
            fecha: '2026-12-21',
            horaInicio: '15:00',
            horaFin: '15:30',
            tipo: 'Terapia',
            lugar: 'Sede',
          },
        ],
      });
    expect(otra.status).toBe(201);
    const tarde = await post('/programar-serie', pedido);
    expect(tarde.status).toBe(409);
    expect(tarde.body.mensaje).toMatch(/^Cruce de horario: .* ya tiene una sesión el (2026-12-21|21\/12\/2026) de 15:00 a 15:30 con /);
  });

  it('sin elección válida: cuerpo incompleto, dos fines, o una fecha ajena a la serie → 400 en español', async () => {
    expect((await post('/programar-serie', serie({ dias: [] }))).body.mensaje).toBe('No se ha programado ningún día');
    const dos = await post('/programar-serie/previsualizar', serie({ hasta: '2026-12-31' }));
    expect([dos.status, dos.body.mensaje]).toEqual([400, 'Elija un solo fin de la serie: una cantidad de sesiones o una fecha final']);
    const ajena = await post('/programar-serie', serie({ elecciones: [{ fecha: '2026-11-24', accion: 'omitir' }] }));
    expect(ajena.status).toBe(400);
    expect(ajena.body.mensaje).toMatch(/^La fecha (2026-11-24|24\/11\/2026) no está en la serie: vuelva a ver las fechas$/);
    expect((await post('/programar-serie', serie({ otro: 1 }))).status).toBe(400);
    expect((await post('/programar-serie', serie({ elecciones: [{ fecha: '2026-11-26', accion: 'borrar' }] }))).body.mensaje).toBe(
      'Para cada fecha elija omitirla, moverla o mantenerla',
    );
  });

  it('la ocupación del terapeuta en otras sedes: hora, sede y terapeuta, sin el paciente', async () => {
    const r = await app.http
      .get('/api/sesiones/ocupacion')
      .query({ terapeuta: e.terapeuta, desde: '2026-11-23', hasta: '2026-11-29' })
      .set('authorization', programador);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: sesionNorte, fecha: '2026-11-26', horaInicio: '08:00', horaFin: '08:30', sedeNombre: 'Sede Norte', terapeutaNombre: expect.any(String) },
    ]);
    expect(
      (
        await app.http
          .get('/api/sesiones/ocupacion')
          .query({ terapeuta: e.terapeuta, desde: '2026-11-29', hasta: '2026-11-23' })
          .set('authorization', programador)
      ).status,
    ).toBe(400);
  });

  it('mover una sesión a otro día: queda en ese día, su historial lo dice, y un cruce con otra sede se rechaza sin nombrar al paciente', async () => {
    const lista = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ paciente: e.paciente.id, desde: '2026-11-23', hasta: '2026-11-23' }) })
      .set('authorization', programador);
    const id = lista.body[0].id as string;
    const movida = await post(`/${id}/mover`, { fecha: '2026-11-24', horaInicio: '10:00', horaFin: '10:30' });
    expect([movida.status, movida.body]).toEqual([200, { mensaje: 'Horario actualizado con éxito' }]);
    expect((await app.http.get(`/api/sesiones/${id}`).set('authorization', programador)).body).toMatchObject({
      fecha: '2026-11-24',
      horaInicio: '10:00',
      horaFin: '10:30',
    });
    const historial = await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', programador);
    expect(historial.body.at(-1)).toMatchObject({ accion: 'Movió', detalle: 'Del 23/11/2026 08:00-08:30 al 24/11/2026 10:00-10:30' });

    const choque = await post(`/${id}/mover`, { fecha: '2026-11-26', horaInicio: '08:00', horaFin: '08:30' });
    expect(choque.status).toBe(409);
    expect(choque.body.mensaje).toMatch(/en Sede Norte$/);
    expect(choque.body.mensaje).not.toMatch(/NORTINA/i);
    expect((await post(`/${id}/mover`, { fecha: '2026-11-19', horaInicio: '08:00', horaFin: '08:30' })).body.mensaje).toBe(
      'La fecha de la sesión no puede ser anterior a hoy',
    );
    expect((await post(`/${id}/mover`, { fecha: '2026-11-25' })).status).toBe(400);
  });
});
