import { asc } from 'drizzle-orm';
import { sesiones } from '@avanti/libs/database/schema/index';
import { MENSAJE_CONFLICTO } from '@avanti/libs/dominio/decision';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';
import sharp from 'sharp';
import { JPG_VALIDO, PDF_VALIDO, PNG_VALIDO } from '../acceso/muestras.js';

const motores = await motoresDisponibles();
const SIN_SESIONES = 'Las sesiones que quiere programar superan la cantidad de sesiones disponibles en este servicio.';

describe.each(motores)('Programación: sesiones, bolsa, cancelaciones y evoluciones (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, motor);
  });
  afterAll(() => app.cerrar());
  afterEach(() => reloj.poner('2026-11-20T15:00:00Z'));

  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api/sesiones${ruta}`).set('authorization', token).send(datos);
  const bolsa = async (coberturaId: string) => (await app.http.get(`/api/coberturas/${coberturaId}`).set('authorization', admin)).body.bolsa as number;
  const item = (cobertura: string, extra: object = {}) => ({
    paciente: e.paciente.id,
    cobertura,
    lineaId: '1',
    terapeuta: e.terapeuta,
    fecha: '2026-11-24',
    horaInicio: '08:00',
    horaFin: '08:30',
    tipo: 'Terapia',
    lugar: 'Sede',
    ...extra,
  });
  const sesion = async (id: string, token = admin) => app.http.get(`/api/sesiones/${id}`).set('authorization', token);

  it('programa una lista: valor y copago de la tarifa, la bolsa descuenta las unidades, el calendario la muestra', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A1` });
    const res = await post('/programar', { items: [item(c), item(c, { fecha: '2026-11-25', horaFin: '09:00' })] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ids: [expect.any(String), expect.any(String)], mensaje: 'Sesión registrada con éxito' });
    expect(await bolsa(c)).toBe(7);
    const [una] = res.body.ids;
    expect((await sesion(una)).body).toMatchObject({
      pacienteId: e.paciente.id,
      pacienteNombre: 'ANA PÉREZ',
      terapeutaId: e.terapeuta,
      servicio: 2,
      especialidad: 'Fisioterapia',
      entidadNombre: e.eps.nombre,
      fecha: '2026-11-24',
      unidades: 1,
      tipo: 'Terapia',
      lugar: 'Sede',
      estado: 3,
      valor: 45000,
      copago: 4500,
      sede: 'principal',
      programadaPor: 'admin',
    });
    const lista = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ terapeuta: e.terapeuta, desde: '2026-11-23', hasta: '2026-11-29' }) })
      .set('authorization', admin);
    expect(lista.status).toBe(200);
    expect(lista.body.map((s: { id: string }) => s.id)).toEqual(res.body.ids);
  });

  it('rechaza con los mensajes del spec y no guarda nada', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 3, codigo: `${motor}-A2` });
    const incompleto = await post('/programar', { items: [item(c, { tipo: '' })] });
    expect(incompleto.status).toBe(400);
    expect(incompleto.body.mensaje).toBe('Debes completar todos los campos');
    const autorizadas = await post('/programar', { items: [item(c, { horaFin: '09:00' }), item(c, { fecha: '2026-11-26', horaFin: '09:00' })] });
    expect(autorizadas.status).toBe(409);
    expect(autorizadas.body.mensaje).toBe('La cantidad de sesiones supera la cantidad de sesiones autorizadas');
    const otraEspecialidad = await post('/programar', { items: [item(c, { terapeuta: e.fono })] });
    expect(otraEspecialidad.body.mensaje).toBe('El terapeuta seleccionado no es de Fisioterapia');
    const pasada = await post('/programar', { items: [item(c, { fecha: '2026-11-19' })] });
    expect(pasada.body.mensaje).toBe('La fecha de la sesión no puede ser anterior a hoy');
    expect(await bolsa(c)).toBe(3);
  });

  it('un cruce con otra sesión del terapeuta se rechaza nombrándolo; confirmado (grupal) pasa', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A3` });
    expect((await post('/programar', { items: [item(c, { fecha: '2026-12-02', horaInicio: '10:00', horaFin: '11:00' })] })).status).toBe(201);
    const cruce = await post('/programar', { items: [item(c, { fecha: '2026-12-02', horaInicio: '10:30', horaFin: '11:00' })] });
    expect(cruce.status).toBe(409);
    expect(cruce.body.mensaje).toMatch(/^Cruce de horario: USUARIO .* ya tiene una sesión el 02\/12\/2026 de 10:00 a 11:00 \(ANA PÉREZ\)/);
    const confirmado = await post('/programar', { items: [item(c, { fecha: '2026-12-02', horaInicio: '10:30', horaFin: '11:00' })], confirmarCruces: true });
    expect(confirmado.status).toBe(201);
  });

  it('serie semanal: la vista previa salta 2026-12-08 y 2026-12-25 y dice por qué se detiene; programarla es todo o nada', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 12, codigo: `${motor}-A4`, fecha: '2026-11-20', cobertura: 45 });
    const semanal = {
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.otroTerapeuta,
      desde: '2026-12-01',
      dias: [
        { dia: 2, horaInicio: '14:00', horaFin: '14:30' },
        { dia: 5, horaInicio: '14:00', horaFin: '14:30' },
      ],
      tipo: 'Terapia',
      lugar: 'Domicilio',
    };
    const vista = await post('/programar/previsualizar', { semanal });
    expect(vista.status).toBe(200);
    expect(vista.body.fechas.map((f: { fecha: string }) => f.fecha)).toEqual([
      '2026-12-01',
      '2026-12-04',
      '2026-12-11',
      '2026-12-15',
      '2026-12-18',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(vista.body.festivosOmitidos).toEqual([
      { fecha: '2026-12-08', nombre: expect.any(String) },
      { fecha: '2026-12-25', nombre: 'Navidad' },
      { fecha: '2027-01-01', nombre: 'Año Nuevo' },
    ]);
    expect(vista.body.detenida).toBe('La serie se detiene: la autorización vence el 04/01/2027');

    const malTerapeuta = await post('/programar', { semanal: { ...semanal, terapeuta: e.fono } });
    expect(malTerapeuta.status).toBe(400);
    expect(await bolsa(c)).toBe(12);

    const res = await post('/programar', { semanal });
    expect(res.status).toBe(201);
    expect(res.body.ids).toHaveLength(7);
    expect(res.body.detenida).toBe('La serie se detiene: la autorización vence el 04/01/2027');
    expect(await bolsa(c)).toBe(5);
    expect((await post('/programar/previsualizar', { semanal: { ...semanal, dias: [] } })).body.mensaje).toBe('No se ha programado ningún día');
  });

  it('por especialidad: lunes a sábado, de la autorización que vence primero y luego de la siguiente; los mensajes del spec; todo o nada', async () => {
    await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: e.eps.id, especialidad: 3, tarifa: 40000, copago: 4000 });
    const fono = async (codigo: string, cantidad: number, cobertura: number) => {
      const r = await app.http
        .post('/api/coberturas/autorizaciones')
        .set('authorization', admin)
        .send({ paciente: e.paciente.id, sinOrden: true, entidad: e.eps.id, codigo, fecha: '2026-11-20', cobertura, lineas: [{ servicio: 3, cantidad }] });
      expect(r.status).toBe(201);
      return r.body.id as string;
    };
    const larga = await fono(`${motor}-E2`, 10, 90);
    const corta = await fono(`${motor}-E1`, 2, 30);
    const porEspecialidad = {
      paciente: e.paciente.id,
      especialidad: 3,
      terapeuta: e.fono,
      desde: '2026-11-23',
      sesiones: 4,
      dias: [
        { dia: 1, horaInicio: '07:00', horaFin: '07:30' },
        { dia: 6, horaInicio: '07:00', horaFin: '07:30' },
      ],
      tipo: 'Terapia',
      lugar: 'Sede',
    };
    const vista = await post('/programar/previsualizar', { porEspecialidad });
    expect(vista.status).toBe(200);
    expect(vista.body.fechas.map((f: { fecha: string; codigo: string }) => `${f.fecha} ${f.codigo}`)).toEqual([
      `2026-11-23 ${motor.toUpperCase()}-E1`,
      `2026-11-28 ${motor.toUpperCase()}-E1`,
      `2026-11-30 ${motor.toUpperCase()}-E2`,
      `2026-12-05 ${motor.toUpperCase()}-E2`,
    ]);

    const rechazo = async (cambio: object) => (await post('/programar', { porEspecialidad: { ...porEspecialidad, ...cambio } })).body.mensaje;
    expect(await rechazo({ terapeuta: '' })).toBe('Debes seleccionar un terapeuta');
    expect(await rechazo({ desde: '' })).toBe('Debes ingresar la fecha de inicio de las sesiones');
    expect(await rechazo({ dias: [] })).toBe('No se ha programado ningún día');
    expect(await rechazo({ dias: [{ dia: 1, horaInicio: '07:00' }] })).toBe('Ingrese la hora de inicio y final de la sesión');
    expect(await rechazo({ dias: [{ dia: 7, horaInicio: '07:00', horaFin: '07:30' }] })).toBe('La programación por especialidad es de lunes a sábado');
    expect(await rechazo({ sesiones: 13 })).toBe(SIN_SESIONES);
    expect(await rechazo({ terapeuta: e.terapeuta })).toBe('El terapeuta seleccionado no es de Fonoaudiología');
    expect(await rechazo({ especialidad: 9 })).toBe('Seleccione la especialidad de las sesiones');
    expect([await bolsa(corta), await bolsa(larga)]).toEqual([2, 10]);

    const res = await post('/programar', { porEspecialidad });
    expect(res.status).toBe(201);
    expect(res.body.mensaje).toBe('Sesión registrada con éxito');
    expect(res.body.ids).toHaveLength(4);
    expect([await bolsa(corta), await bolsa(larga)]).toEqual([0, 8]);
    const primera = (await sesion(res.body.ids[0])).body;
    expect(primera).toMatchObject({
      coberturaCodigo: `${motor.toUpperCase()}-E1`,
      especialidad: 'Fonoaudiología',
      terapeutaId: e.fono,
      fecha: '2026-11-23',
      valor: 40000,
      copago: 4000,
    });

    // A private service: the value per session is typed ('Debe registrar el valor por sesión a cobrar').
    const to = await crearUsuario(app, `${motor}-to1`, 4, 'principal');
    const par = await app.http
      .post('/api/coberturas/particulares')
      .set('authorization', admin)
      .send({
        paciente: e.paciente.id,
        fecha: '2026-11-20',
        cobertura: 60,
        nombreCliente: 'juan gómez',
        formaPago: 1,
        periodo: 30,
        contrato: `CT-${motor}`,
        lineas: [{ servicio: 4, cantidad: 3 }],
      });
    expect(par.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    const particular = {
      ...porEspecialidad,
      especialidad: 4,
      terapeuta: to,
      sesiones: 2,
      dias: [
        { dia: 1, horaInicio: '10:00', horaFin: '10:30' },
        { dia: 6, horaInicio: '10:00', horaFin: '10:30' },
      ],
    };
    expect(await rechazo(particular)).toBe('Debe registrar el valor por sesión a cobrar');
    const pagado = await post('/programar', { porEspecialidad: { ...particular, valor: 60000 } });
    expect(pagado.status).toBe(201);
    expect((await sesion(pagado.body.ids[1])).body).toMatchObject({ fecha: '2026-11-28', valor: 60000, copago: 0, especialidad: 'Terapia ocupacional' });
  });

  it('cancelar con un motivo de la lista devuelve la unidad a la bolsa y queda en la auditoría; con la orden vencida no se puede', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 2, codigo: `${motor}-A5`, fecha: '2026-10-22', cobertura: 30 });
    const [id] = (await post('/programar', { items: [item(c, { fecha: '2026-11-21' })] })).body.ids;
    expect(await bolsa(c)).toBe(1);
    const sinMotivo = await post(`/${id}/cancelar`, { motivo: 'porque sí' });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.mensaje).toBe('Seleccione un motivo de cancelación de la lista');
    const ok = await post(`/${id}/cancelar`, { motivo: 'Clima' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ mensaje: 'Sesión cancelada con éxito' });
    expect(await bolsa(c)).toBe(2);
    expect((await sesion(id)).body).toMatchObject({ estado: 2, canceladaPor: 'admin', motivoCancelacion: 'Clima' });
    expect((await post(`/${id}/cancelar`, { motivo: 'Clima' })).body.mensaje).toBe('Solo se pueden modificar sesiones pendientes');

    const [otra] = (await post('/programar', { items: [item(c, { fecha: '2026-11-21', horaInicio: '15:00', horaFin: '15:30' })] })).body.ids;
    reloj.poner('2026-11-22T15:00:00Z'); // the order expired on 2026-11-21
    const vencida = await post(`/${otra}/cancelar`, { motivo: 'Clima' });
    expect(vencida.status).toBe(409);
    expect(vencida.body.mensaje).toBe('No se puede cancelar la sesión - La orden ya está vencida');

    // The audit is an asynchronous projection: up to 5 s for it to catch up.
    let descripciones: string[] = [];
    for (let intento = 0; intento < 50 && !descripciones.length; intento++) {
      await app.infra.proyecciones.ponerAlDia();
      const auditoria = await app.http
        .get('/api/auditoria')
        .query({ filter: JSON.stringify({ registroId: id }) })
        .set('authorization', admin);
      descripciones = auditoria.body.map((a: { descripcion: string }) => a.descripcion);
      if (!descripciones.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(descripciones).toContainEqual('Canceló la sesión de ANA PÉREZ del 21/11/2026 a las 08:00. Motivo: Clima');
    expect(descripciones).toContainEqual(expect.stringMatching(/^Programó Terapia de Fisioterapia para ANA PÉREZ el 21\/11\/2026 de 08:00 a 08:30 con /));
  });

  it('CYT: se acepta (realizada) y no cambia de hora ni de terapeuta; otra sesión cambia de hora (mueve la bolsa) y de terapeuta', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A6` });
    const [cyt, terapia] = (
      await post('/programar', {
        items: [item(c, { fecha: '2026-12-03', tipo: 'CYT' }), item(c, { fecha: '2026-12-03', horaInicio: '09:00', horaFin: '09:30' })],
      })
    ).body.ids;
    expect((await post(`/${cyt}/horario`, { horaInicio: '11:00', horaFin: '11:30' })).body.mensaje).toBe(
      'Una sesión CYT no puede cambiar de hora ni de terapeuta',
    );
    expect((await post(`/${cyt}/terapeuta`, { terapeuta: e.otroTerapeuta })).body.mensaje).toBe('Una sesión CYT no puede cambiar de hora ni de terapeuta');
    const aceptada = await post(`/${cyt}/aceptar-cyt`, {});
    expect(aceptada.status).toBe(200);
    expect((await sesion(cyt)).body).toMatchObject({ estado: 1, cytAceptada: true });

    expect(await bolsa(c)).toBe(8);
    const horario = await post(`/${terapia}/horario`, { horaInicio: '09:00', horaFin: '10:00' });
    expect(horario.status).toBe(200);
    expect(await bolsa(c)).toBe(7);
    expect((await sesion(terapia)).body).toMatchObject({ horaInicio: '09:00', horaFin: '10:00', unidades: 2 });
    const cambio = await post(`/${terapia}/terapeuta`, { terapeuta: e.otroTerapeuta });
    expect(cambio.status).toBe(200);
    expect((await sesion(terapia)).body.terapeutaId).toBe(e.otroTerapeuta);
    expect((await post(`/${terapia}/terapeuta`, { terapeuta: e.fono })).body.mensaje).toBe('El terapeuta seleccionado no es de Fisioterapia');
  });

  it('la foto del paciente en la agenda y el calendario: a quien puede ver la sesión, no a otro terapeuta', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 2, codigo: `${motor}-FOTO` });
    const [id] = (await post('/programar', { items: [item(c, { fecha: '2026-12-07', horaInicio: '12:00', horaFin: '12:30' })] })).body.ids;
    const foto = (token: string) =>
      app.http
        .get(`/api/sesiones/${id}/foto`)
        .set('authorization', token)
        .buffer(true)
        .parse((r, cb) => {
          const partes: Buffer[] = [];
          r.on('data', (d: Buffer) => partes.push(d));
          r.on('end', () => cb(null, Buffer.concat(partes)));
        });
    const sinFoto = await app.http.get(`/api/sesiones/${id}/foto`).set('authorization', admin);
    expect(sinFoto.status).toBe(404);
    expect(sinFoto.body.mensaje).toBe('El paciente no tiene foto');
    let subida = app.http.post(`/api/pacientes/${e.paciente.id}/documentos`).set('authorization', admin);
    for (const [campo, datos, nombre] of [
      ['documento', PDF_VALIDO, 'cedula.pdf'],
      ['documentoAcudiente', JPG_VALIDO, 'acudiente.jpg'],
      ['consentimiento', PDF_VALIDO, 'consentimiento.pdf'],
      ['ordenMedica', PNG_VALIDO, 'orden.png'],
      ['autorizacion', PDF_VALIDO, 'autorizacion.pdf'],
      ['otro', JPG_VALIDO, 'otro.jpg'],
      ['foto', PNG_VALIDO, 'foto.png'],
    ] as const)
      subida = subida.attach(campo, datos, nombre);
    expect((await subida).status).toBe(201);
    const delCalendario = await foto(admin);
    expect(delCalendario.status).toBe(200);
    expect(delCalendario.headers['content-type']).toBe('image/png');
    // Stored re-encoded (decision 0029): the same picture, not the same bytes.
    const [servida, subidaOriginal] = await Promise.all([sharp(delCalendario.body as Buffer).metadata(), sharp(PNG_VALIDO).metadata()]);
    expect(servida).toMatchObject({ format: 'png', width: subidaOriginal.width, height: subidaOriginal.height });
    expect((await foto(await app.ingresar(`${motor}-fisio1`))).status).toBe(200);
    // Another therapist reaches sessions only through their agenda: this one is not theirs.
    expect((await foto(await app.ingresar(`${motor}-fisio2`))).status).toBe(404);
  });

  it('evolución por su terapeuta: futura rechazada, pasada atrasada con el aviso, campos y largos; no antes', async () => {
    const estrategia = await app.http
      .post('/api/catalogos/estrategias')
      .set('authorization', admin)
      .send({ descripcion: `Marcha asistida ${motor}`, especialidad: 2 });
    expect(estrategia.status).toBe(201);
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A7` });
    const [id] = (await post('/programar', { items: [item(c, { fecha: '2026-11-23', horaInicio: '16:00', horaFin: '16:30' })] })).body.ids;
    const fisio = await app.ingresar(`${motor}-fisio1`);
    const pedido = {
      estrategias: [estrategia.body.id],
      material: '',
      estadoPaciente: 'Colaborador',
      evolucion: 'Camina 10 metros con apoyo',
      requiereExamen: false,
    };
    const futura = await post(`/${id}/evolucion`, pedido, fisio);
    expect(futura.status).toBe(409);
    expect(futura.body.mensaje).toBe('No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual');

    reloj.poner('2026-11-25T15:00:00Z');
    expect((await post(`/${id}/evolucion`, { ...pedido, evolucion: ' ' }, fisio)).body.mensaje).toBe('Faltan campos por llenar');
    expect((await post(`/${id}/evolucion`, { ...pedido, estadoPaciente: 'x'.repeat(201) }, fisio)).body.mensaje).toBe(
      'El estado del paciente admite máximo 200 caracteres',
    );
    const otro = await app.ingresar(`${motor}-fisio2`);
    const ajena = await post(`/${id}/evolucion`, pedido, otro);
    expect(ajena.status).toBe(403);
    expect(ajena.body.mensaje).toBe('Solo el terapeuta de la sesión puede evolucionarla');
    const ok = await post(`/${id}/evolucion`, pedido, fisio);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      mensaje: 'Sesión evolucionada con éxito',
      aviso: 'La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.',
    });
    const leida = (await sesion(id, fisio)).body;
    expect(leida).toMatchObject({ estado: 1, atrasada: true, fechaEvolucion: '2026-11-25' });
    expect(leida.evolucionRegistrada).toMatchObject({
      estrategias: [{ id: estrategia.body.id, descripcion: `Marcha asistida ${motor}` }],
      evolucion: 'Camina 10 metros con apoyo',
    });
    // The agenda: a therapist sees only their sessions.
    const agenda = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ terapeuta: e.terapeuta }) })
      .set('authorization', otro);
    expect(agenda.body.every((s: { terapeutaId: string }) => s.terapeutaId === e.otroTerapeuta)).toBe(true);
  });

  it('cancelación masiva por terapeuta y rango, con un motivo; la bolsa vuelve', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A8` });
    const terapeuta = await crearUsuario(app, `${motor}-fisio3`, 2, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    await post('/programar', {
      items: [1, 2, 3].map((n) => item(c, { terapeuta, fecha: `2026-12-1${n}`, horaInicio: '07:00', horaFin: '07:30' })),
      confirmarCruces: true,
    });
    expect(await bolsa(c)).toBe(7);
    const res = await post('/cancelar-masivo', { terapeuta, desde: '2026-12-11', hasta: '2026-12-12', motivo: 'Viaje / Vacaciones' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canceladas: 2, omitidas: [], mensaje: '2 sesiones canceladas con éxito' });
    expect(await bolsa(c)).toBe(9);
    expect((await post('/cancelar-masivo', { desde: '2026-12-11', hasta: '2026-12-12', motivo: 'Clima' })).status).toBe(400);
  });

  it('una sede ve y programa solo sus sesiones', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 4, codigo: `${motor}-A9` });
    const [id] = (await post('/programar', { items: [item(c, { fecha: '2026-12-14', horaInicio: '18:00', horaFin: '18:30' })] })).body.ids;
    await crearUsuario(app, `${motor}-prog-norte`, 7, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const norte = await app.ingresar(`${motor}-prog-norte`);
    expect((await sesion(id, norte)).status).toBe(404);
    const lista = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ sede: 'principal' }) })
      .set('authorization', norte);
    expect(lista.body.some((s: { id: string }) => s.id === id)).toBe(false);
    expect((await post(`/${id}/cancelar`, { motivo: 'Clima' }, norte)).status).toBe(404);
    expect((await post('/programar', { items: [item(c, { fecha: '2026-12-15' })] }, norte)).status).toBe(404);
    const terapeutas = await app.http.get('/api/terapeutas').query({ especialidad: 2 }).set('authorization', admin);
    expect(terapeutas.body.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([e.terapeuta, e.otroTerapeuta]));
    expect(terapeutas.body.every((t: { especialidad: number }) => t.especialidad === 2)).toBe(true);
  });

  it('50 programadores a la vez sobre una línea con 10: exactamente 10 sesiones, ninguna falla por concurrencia; cancelar una devuelve la unidad', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-A10` });
    // 50 requests at once need a listening server (supertest would otherwise listen once per request).
    const servidor = app.app.getHttpServer() as import('node:http').Server;
    if (!servidor.address()) await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/programar', {
          items: [
            item(c, { fecha: '2026-12-16', horaInicio: `${String(6 + (i % 12)).padStart(2, '0')}:00`, horaFin: `${String(6 + (i % 12)).padStart(2, '0')}:30` }),
          ],
          confirmarCruces: true,
        }),
      ),
    );
    const creadas = respuestas.filter((r) => r.status === 201);
    expect(creadas).toHaveLength(10);
    expect(respuestas.filter((r) => r.body.mensaje === MENSAJE_CONFLICTO)).toHaveLength(0);
    expect(respuestas.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.mensaje === SIN_SESIONES)).toBe(true);
    expect(await bolsa(c)).toBe(0);
    const lista = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ paciente: e.paciente.id, desde: '2026-12-16', hasta: '2026-12-16', estado: 3 }), range: '[0,99]' })
      .set('authorization', admin);
    expect(lista.body).toHaveLength(10);
    // 'Otros' asks for a short text (issue 27 item 8).
    expect((await post(`/${creadas[0].body.ids[0]}/cancelar`, { motivo: 'Otros', detalle: 'Se programó de más' })).status).toBe(200);
    expect(await bolsa(c)).toBe(1);
  }, 60_000);

  it('reconstruir la proyección de sesiones deja las mismas filas que la incremental', async () => {
    const leer = () => app.infra.base.db.select().from(sesiones).orderBy(asc(sesiones.id));
    const antes = await leer();
    expect(antes.length).toBeGreaterThan(20);
    await app.infra.proyecciones.reconstruir(['sesiones']);
    expect(await leer()).toEqual(antes);
  });
});
