import { relojFijo } from '@avanti/libs/clock/reloj';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
// Today (Bogotá) is Friday 2026-11-20.
const reloj = relojFijo('2026-11-20T15:00:00Z');

/** Issue 28 items 1 to 5: what clinic staff met in service intake and authorization management. */
describe.each(motores)('Coberturas: defectos encontrados por la clínica (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-d28`);
  });
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object, token = admin) => app.http.post(ruta).set('authorization', token).send(datos);
  const get = (ruta: string, token = admin, query: object = {}) => app.http.get(ruta).query(query).set('authorization', token);
  const nuevoPaciente = async () => (await post('/api/pacientes', pacienteValido())).body as { id: string; codigo: string };

  it('programación (rol 7) elige la aseguradora en ingreso de servicios y su autorización sin orden queda con esa aseguradora, nunca como Particulares', async () => {
    await crearUsuario(app, `${motor}-prog7`, 7, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    const prog = await app.ingresar(`${motor}-prog7`);
    expect((await get('/api/eps', prog)).status).toBe(403); // maintenance stays the maintainer's

    const lista = await get('/api/aseguradoras', prog, { tipo: 1 });
    expect(lista.status).toBe(200);
    expect(lista.body).toContainEqual({ id: e.eps.id, nombre: e.eps.nombre, tipo: 1 });
    expect(lista.body.every((a: { tipo: number }) => a.tipo === 1)).toBe(true);

    const sinEntidad = await post(
      '/api/coberturas/autorizaciones',
      { paciente: e.paciente.id, sinOrden: true, codigo: `${motor}-SO-1`, fecha: '2026-11-20', cobertura: 30, lineas: [{ servicio: 2, cantidad: 4 }] },
      prog,
    );
    expect([sinEntidad.status, sinEntidad.body.mensaje]).toEqual([400, 'Seleccione la entidad']);
    expect((await get('/api/coberturas', admin, { filter: JSON.stringify({ codigoExacto: `${motor}-SO-1` }) })).body).toEqual([]);

    const ok = await post(
      '/api/coberturas/autorizaciones',
      {
        paciente: e.paciente.id,
        sinOrden: true,
        entidad: e.eps.id,
        codigo: `${motor}-SO-1`,
        fecha: '2026-11-20',
        cobertura: 30,
        lineas: [{ servicio: 2, cantidad: 4 }],
      },
      prog,
    );
    expect(ok.status).toBe(201);
    expect((await get(`/api/coberturas/${ok.body.id}`)).body).toMatchObject({
      entidad: e.eps.id,
      entidadNombre: e.eps.nombre,
      sinOrden: true,
      codigo90: false,
    });
    // Its sessions are priced by the insurer's rate, not by a typed price.
    const disponibles = await get(`/api/pacientes/${e.paciente.id}/servicios-disponibles`, admin, { fecha: '2026-11-23' });
    expect(disponibles.body).toContainEqual(expect.objectContaining({ coberturaId: ok.body.id, entidad: e.eps.nombre, tarifa: 45000, copago: 4500 }));
  });

  it('el diálogo de tarifas lee las aseguradoras con el permiso de tarifas; quien no registra servicios ni tarifas no las lee', async () => {
    const tarifas = await app.ingresar('admin');
    expect((await get('/api/aseguradoras', tarifas)).status).toBe(200);
    await crearUsuario(app, `${motor}-hc10`, 10, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    expect((await get('/api/aseguradoras', await app.ingresar(`${motor}-hc10`))).status).toBe(403);
    expect((await get('/api/aseguradoras', admin, { tipo: 'x' })).status).toBe(400);
  });

  it('buscar por código encuentra la autorización exacta aunque su código esté dentro de más de 50 otros (sin mayúsculas ni espacios)', async () => {
    const paciente = await nuevoPaciente();
    const orden = (fecha: string) =>
      post('/api/coberturas/ordenes', { paciente: paciente.id, entidad: e.eps.id, fecha, cobertura: 30, lineas: [{ servicio: 2, cantidad: 1 }] });
    const dias = Array.from({ length: 55 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    for (const fecha of dias) expect((await orden(fecha)).status).toBe(201);
    const buscada = await post('/api/coberturas/autorizaciones', {
      paciente: paciente.id,
      sinOrden: true,
      entidad: e.eps.id,
      codigo: `${motor}2026`,
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [{ servicio: 2, cantidad: 1 }],
    });
    expect(buscada.status).toBe(201);
    const contiene = await get('/api/coberturas', admin, { filter: JSON.stringify({ codigo: '2026', paciente: paciente.id }), range: '[0,49]' });
    expect(contiene.headers['content-range']).toBe('coberturas 0-49/56');

    const exacta = await get('/api/coberturas', admin, { filter: JSON.stringify({ codigoExacto: ` ${motor.toLowerCase()} 2026 ` }), range: '[0,0]' });
    expect(exacta.status).toBe(200);
    expect(exacta.body.map((c: { id: string }) => c.id)).toEqual([buscada.body.id]);
    expect((await get('/api/coberturas', admin, { filter: JSON.stringify({ codigoExacto: '2026' }) })).body).toEqual([]);
  });

  it('no mueve el vencimiento antes de sesiones pendientes: las nombra y no cambia nada', async () => {
    const id = await autorizacion(app, admin, e, { cantidad: 6, codigo: `${motor}-VEN-1` }); // vence 2027-01-19
    const programar = await post('/api/sesiones/programar', {
      items: ['2026-12-15', '2026-12-22', '2026-12-01'].map((fecha) => ({
        paciente: e.paciente.id,
        cobertura: id,
        lineaId: '1',
        terapeuta: e.terapeuta,
        fecha,
        horaInicio: '08:00',
        horaFin: '08:30',
        tipo: 'Terapia',
        lugar: 'Sede',
      })),
      confirmarCruces: true,
    });
    expect(programar.status).toBe(201);
    const terapeuta = (await get(`/api/sesiones/${programar.body.ids[0]}`)).body.terapeutaNombre;

    const ajuste = await post(`/api/coberturas/${id}/ajustar`, { fechaVencimiento: '2026-12-10', motivo: 'La EPS recortó' });
    expect([ajuste.status, ajuste.body.mensaje]).toEqual([
      409,
      `Hay 2 sesiones programadas después de la nueva fecha de vencimiento: 15/12/2026 08:00 con ${terapeuta}; 22/12/2026 08:00 con ${terapeuta}`,
    ]);
    expect((await get(`/api/coberturas/${id}`)).body.fechaVencimiento).toBe('2027-01-19');

    // Once those two are cancelled, the same change goes through.
    for (const sesion of programar.body.ids.slice(0, 2) as string[])
      expect((await post(`/api/sesiones/${sesion}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    const despues = await post(`/api/coberturas/${id}/ajustar`, { fechaVencimiento: '2026-12-10', motivo: 'La EPS recortó' });
    expect([despues.status, despues.body.mensaje]).toEqual([200, 'Ajustado con éxito']);
  });

  it('una autorización solo carga lo que su orden prescribe, con un mensaje en español y sin guardar nada', async () => {
    const paciente = await nuevoPaciente();
    const orden = await post('/api/coberturas/ordenes', {
      paciente: paciente.id,
      entidad: e.eps.id,
      fecha: '2026-11-20',
      cobertura: 90,
      lineas: [
        { servicio: 2, cantidad: 10 },
        { servicio: 3, cantidad: 5 },
      ],
    });
    const autorizar = (lineas: object[]) =>
      post('/api/coberturas/autorizaciones', { paciente: paciente.id, pertenece: orden.body.id, fecha: '2026-11-20', cobertura: 60, lineas });

    const psicologia = await autorizar([{ servicio: 6, cantidad: 40 }]);
    expect([psicologia.status, psicologia.body.mensaje]).toEqual([
      400,
      `La orden médica ${orden.body.codigo} no prescribe Psicología: la autorización solo puede cargar los servicios de su orden`,
    ]);
    const demasiadas = await autorizar([{ servicio: 3, cantidad: 6 }]);
    expect([demasiadas.status, demasiadas.body.mensaje]).toEqual([
      400,
      `La orden médica ${orden.body.codigo} prescribe 5 sesiones de Fonoaudiología: no se pueden autorizar 6`,
    ]);
    expect((await get(`/api/coberturas/${orden.body.id}`)).body.autorizaciones).toEqual([]);

    expect(
      (
        await autorizar([
          { servicio: 2, cantidad: 10 },
          { servicio: 3, cantidad: 5 },
        ])
      ).status,
    ).toBe(201);
  });

  it('una autorización cancelada no muestra saldo en el reporte ni en su orden, no se ajusta, y un paciente inactivo no ofrece servicios', async () => {
    const paciente = await nuevoPaciente();
    const orden = await post('/api/coberturas/ordenes', {
      paciente: paciente.id,
      entidad: e.eps.id,
      fecha: '2026-11-20',
      cobertura: 90,
      lineas: [{ servicio: 2, cantidad: 10 }],
    });
    const a = await post('/api/coberturas/autorizaciones', {
      paciente: paciente.id,
      pertenece: orden.body.id,
      fecha: '2026-11-20',
      cobertura: 60,
      lineas: [{ servicio: 2, cantidad: 8 }],
    });
    expect((await post(`/api/coberturas/${a.body.id}/cancelar`, {})).body.mensaje).toBe('Autorización desactivada con éxito');

    const reporte = await get('/api/reportes/ordenes', admin, { filter: JSON.stringify({ paciente: paciente.id }) });
    expect(reporte.body.find((c: { id: string }) => c.id === a.body.id)).toMatchObject({ estado: 2, bolsa: 0 });
    const enOrden = (await get(`/api/coberturas/${orden.body.id}`)).body.autorizaciones;
    expect(enOrden).toEqual([expect.objectContaining({ id: a.body.id, estado: 2, bolsa: 0 })]);
    expect((await get(`/api/coberturas/${a.body.id}`)).body).toMatchObject({ estado: 2, bolsa: 0 });

    const ajuste = await post(`/api/coberturas/${a.body.id}/ajustar`, { bolsa: 4, motivo: 'corrección' });
    expect([ajuste.status, ajuste.body.mensaje]).toEqual([409, 'Esta orden está cancelada']);

    const activa = await post('/api/coberturas/convenios', {
      paciente: paciente.id,
      fecha: '2026-11-20',
      cobertura: 90,
      lineas: [{ servicio: 3, cantidad: 6 }],
    });
    const antes = await get(`/api/pacientes/${paciente.id}/servicios-disponibles`, admin, { fecha: '2026-11-23' });
    expect(antes.body.map((s: { coberturaId: string }) => s.coberturaId)).toEqual([activa.body.id]);
    expect((await post(`/api/pacientes/${paciente.id}/estado`, { estado: 0 })).status).toBe(200);
    const despues = await get(`/api/pacientes/${paciente.id}/servicios-disponibles`, admin, { fecha: '2026-11-23' });
    expect([despues.status, despues.body]).toEqual([200, []]);
  });
});
