import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const FALTAN = 'ERROR: Faltan fechas por seleccionar';
const INVERTIDO = 'La fecha final no puede se menor a la fecha inicial';

describe.each(motores)('Reportes y tablero principal sobre un escenario hecho a mano (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let sesiones: string[];
  let c1: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-rep`);
  });
  afterAll(() => app.cerrar());

  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const lista = (ruta: string, filtro: object, token = admin, extra: object = {}) => get(ruta, { filter: JSON.stringify(filtro), ...extra }, token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const RANGO = { desde: '2026-11-23', hasta: '2026-11-25' };
  const exportar = async (recurso: string, filtro: object) => {
    const pedido = await post('/exportaciones', { recurso, filtro });
    expect(pedido.status).toBe(201);
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado' });
    return leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
  };

  it('alertas: coberturas con 2 sesiones o menos o que vencen en 7 días, con su enlace; las holgadas no', async () => {
    c1 = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-REP1` });
    const pocas = await autorizacion(app, admin, e, { cantidad: 2, codigo: `${motor}-REP2` });
    const vence = await autorizacion(app, admin, e, { cantidad: 10, fecha: '2026-10-26', cobertura: 30, codigo: `${motor}-REP3` });
    const res = await get('/dashboard/alertas');
    expect(res.status).toBe(200);
    const de = (id: string) => res.body.find((a: { id: string }) => a.id === id);
    expect(de(c1)).toBeUndefined();
    expect(de(pocas)).toMatchObject({
      codigo: `${motor.toUpperCase()}-REP2`,
      restantes: 2,
      motivos: ['pocas-sesiones'],
      enlace: `/gestion-ordenes?codigo=${motor.toUpperCase()}-REP2`,
    });
    expect(de(vence)).toMatchObject({ restantes: 10, fechaVencimiento: '2026-11-25', motivos: ['por-vencer'] });
    // Another site's viewer of the dashboard sees none of them.
    expect((await get('/dashboard/alertas', { sede: 'norte' })).body).toEqual([]);
  });

  it('sesiones programadas, evolucionadas y canceladas: maestro, asistencia, cancelaciones y el tablero con cifras calculadas a mano', async () => {
    const item = (fecha: string, tipo: string, horaInicio = '08:00', horaFin = '08:30') => ({
      paciente: e.paciente.id,
      cobertura: c1,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio,
      horaFin,
      tipo,
      lugar: 'Sede',
    });
    const programadas = await post('/sesiones/programar', {
      items: [
        item('2026-11-23', 'Terapia'),
        item('2026-11-23', 'Terapia', '09:00', '09:30'),
        item('2026-11-24', 'CYT'),
        item('2026-11-24', 'GTSL', '09:00', '09:30'),
        item('2026-11-25', 'Evaluacion'),
      ],
    });
    expect(programadas.status).toBe(201);
    sesiones = programadas.body.ids;
    const [terapia, otra, , gtsl] = sesiones;
    expect((await post(`/sesiones/${gtsl}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} reportes`, especialidad: 2 });
    const fisio = await app.ingresar(`${motor}-rep-fisio1`);
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    reloj.poner('2026-11-23T20:00:00Z');
    expect((await post(`/sesiones/${terapia}/evolucion`, evolucion, fisio)).status).toBe(200);
    expect((await post(`/sesiones/${otra}/evolucion`, evolucion, fisio)).status).toBe(200);
    // A change of therapist carries the session's search words with it (the projector recomputes them).
    const evaluacion = sesiones[4]!;
    expect((await post(`/sesiones/${evaluacion}/terapeuta`, { terapeuta: e.otroTerapeuta })).status).toBeLessThan(300);
    expect((await lista('/reportes/maestro', { ...RANGO, q: 'FISIO2' })).body.map((f: { id: string }) => f.id)).toEqual([evaluacion]);

    // Today's cards on the 23rd: two sessions, both done.
    const hoy = await get('/dashboard/hoy');
    expect(hoy.status).toBe(200);
    expect(hoy.body).toMatchObject({ fecha: '2026-11-23', programadas: 2, realizadas: 2, canceladas: 0 });
    expect(hoy.body.pacientes).toBeGreaterThanOrEqual(1);
    expect((await get('/dashboard/hoy', { sede: 'norte' })).body).toEqual({ fecha: '2026-11-23', pacientes: 0, programadas: 0, realizadas: 0, canceladas: 0 });

    reloj.poner('2026-11-26T15:00:00Z');
    // Master: five rows in date and time order, labels CE for the cancelled GTSL, CYT, EVA for the evaluation, SSR for therapies.
    const maestro = await lista('/reportes/maestro', RANGO);
    expect(maestro.status).toBe(200);
    expect(maestro.headers['content-range']).toBe('maestro 0-4/5');
    expect(maestro.body.map((f: { fecha: string; etiqueta: string }) => [f.fecha, f.etiqueta])).toEqual([
      ['2026-11-23', 'SSR'],
      ['2026-11-23', 'SSR'],
      ['2026-11-24', 'CYT'],
      ['2026-11-24', 'CE'],
      ['2026-11-25', 'EVA'],
    ]);
    expect(maestro.body[0]).toMatchObject({
      nombrePaciente: 'ANA PÉREZ',
      tipoDocumento: 'CC',
      entidad: e.eps.nombre,
      horaInicio: '08:00',
      horaFin: '08:30',
      sesionesCantidad: 1,
      especialidad: 2,
      especialidadNombre: 'Fisioterapia',
      lugar: 'Sede',
      estadoEvento: 1,
      tipo: 'Terapia',
    });
    expect((await lista('/reportes/maestro', RANGO, admin, { range: '[0,1]' })).headers['content-range']).toBe('maestro 0-1/5');
    expect((await lista('/reportes/maestro', { ...RANGO, q: 'nadie-asi' })).body).toEqual([]);

    // Excel of the master report: Spanish headers, dd/mm/aaaa dates, the derived label as the type.
    const pedido = await post('/exportaciones', { recurso: 'reporte-maestro', filtro: RANGO });
    expect(pedido.status).toBe(201);
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado', filas: 5 });
    const libro = await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
    expect(libro.nombreHoja).toBe('Reporte maestro');
    expect(libro.filas[0]).toEqual([
      'Paciente',
      'Tipo de documento',
      'Documento',
      'Entidad',
      'Fecha',
      'Hora inicio',
      'Hora fin',
      'Cantidad de sesiones',
      'Terapeuta',
      'Especialidad',
      'Lugar',
      'Tipo',
    ]);
    expect(libro.filas.slice(1).map((f) => [f[4], f[5], f[11]])).toEqual([
      ['23/11/2026', '08:00', 'SSR'],
      ['23/11/2026', '09:00', 'SSR'],
      ['24/11/2026', '08:00', 'CYT'],
      ['24/11/2026', '09:00', 'CE'],
      ['25/11/2026', '08:00', 'EVA'],
    ]);
    expect(libro.filas[1]!.slice(0, 4)).toEqual(['ANA PÉREZ', 'CC', maestro.body[0].documentoPaciente, e.eps.nombre]);
    expect(libro.filas[1]![9]).toBe('Fisioterapia');
    expect((await post('/exportaciones', { recurso: 'reporte-maestro', filtro: { desde: '2026-11-23' } })).body.mensaje).toBe(FALTAN);

    // Validations: both dates, end not before start; nothing else answered.
    expect((await lista('/reportes/maestro', { desde: '2026-11-23' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/maestro', { desde: '2026-11-25', hasta: '2026-11-23' })).body).toEqual({ mensaje: INVERTIDO });
    expect((await lista('/reportes/maestro', { desde: '23/11/2026', hasta: '2026-11-25' })).status).toBe(400);

    // Attendance by date: 23rd 2 done of 2; 24th 1 cancelled, 1 neither; 25th 1 neither.
    const asistencia = await lista('/reportes/asistencia-por-fecha', RANGO);
    expect(asistencia.status).toBe(200);
    expect(asistencia.headers['content-range']).toBe('asistencia-por-fecha 0-2/3');
    expect(asistencia.body).toEqual([
      {
        id: '2026-11-23',
        fecha: '2026-11-23',
        realizadas: 2,
        porcentajeRealizadas: 100,
        canceladas: 0,
        porcentajeCanceladas: 0,
        ninguna: 0,
        porcentajeNinguna: 0,
        total: 2,
      },
      {
        id: '2026-11-24',
        fecha: '2026-11-24',
        realizadas: 0,
        porcentajeRealizadas: 0,
        canceladas: 1,
        porcentajeCanceladas: 50,
        ninguna: 1,
        porcentajeNinguna: 50,
        total: 2,
      },
      {
        id: '2026-11-25',
        fecha: '2026-11-25',
        realizadas: 0,
        porcentajeRealizadas: 0,
        canceladas: 0,
        porcentajeCanceladas: 0,
        ninguna: 1,
        porcentajeNinguna: 100,
        total: 1,
      },
    ]);
    expect((await lista('/reportes/asistencia-por-fecha', { hasta: '2026-11-25' })).body.mensaje).toBe(FALTAN);
    // Its Excel: one row per day with the shares, dates dd/mm/aaaa.
    const hojaAsistencia = await exportar('reporte-asistencia-por-fecha', RANGO);
    expect(hojaAsistencia.nombreHoja).toBe('Asistencia por fecha');
    expect(hojaAsistencia.filas).toEqual([
      ['Fecha', 'Realizadas', '% realizadas', 'Canceladas', '% canceladas', 'Ninguna', '% ninguna', 'Total'],
      ['23/11/2026', '2', '100%', '0', '0%', '0', '0%', '2'],
      ['24/11/2026', '0', '0%', '1', '50%', '1', '50%', '2'],
      ['25/11/2026', '0', '0%', '0', '0%', '1', '100%', '1'],
    ]);
    // The search narrows the sessions counted (accents and case aside): nobody is called so.
    expect((await lista('/reportes/asistencia-por-fecha', { ...RANGO, q: 'PÉREZ' })).body).toHaveLength(3);
    expect((await lista('/reportes/asistencia-por-fecha', { ...RANGO, q: 'nadie-asi' })).body).toEqual([]);

    // Cancellations: who, why; the site is required for whoever picks it; dates not after today.
    const cancelaciones = await lista('/reportes/cancelaciones', { ...RANGO, sede: 'principal' });
    expect(cancelaciones.status).toBe(200);
    expect(cancelaciones.body).toEqual([
      expect.objectContaining({
        id: gtsl,
        paciente: 'ANA PÉREZ',
        fecha: '2026-11-24',
        hora: '09:00 - 09:30',
        especialidad: 'Fisioterapia',
        lugar: 'Sede',
        entidad: e.eps.nombre,
        motivo: 'Clima',
        canceladaPor: 'Administrador Avanti',
      }),
    ]);
    expect((await lista('/reportes/cancelaciones', RANGO)).body).toEqual({ mensaje: 'Este campo es requerido' });
    expect((await lista('/reportes/cancelaciones', { sede: 'principal' })).body).toEqual({ mensaje: 'Este campo es requerido' });
    expect((await lista('/reportes/cancelaciones', { ...RANGO, sede: 'principal', q: 'perez clima' })).body).toEqual([]);
    expect((await lista('/reportes/cancelaciones', { ...RANGO, sede: 'principal', q: 'perez' })).body).toHaveLength(1);
    const hojaCancelaciones = await exportar('reporte-cancelaciones', { ...RANGO, sede: 'principal' });
    expect(hojaCancelaciones.nombreHoja).toBe('Cancelaciones');
    expect(hojaCancelaciones.filas).toEqual([
      ['Paciente', 'Fecha', 'Hora', 'Terapeuta', 'Especialidad', 'Lugar', 'Entidad', 'Motivo', 'Cancelada por'],
      [
        'ANA PÉREZ',
        '24/11/2026',
        '09:00 - 09:30',
        cancelaciones.body[0].terapeutaNombre,
        'Fisioterapia',
        'Sede',
        e.eps.nombre,
        'Clima',
        'Administrador Avanti',
      ],
    ]);
    expect((await post('/exportaciones', { recurso: 'reporte-cancelaciones', filtro: RANGO })).body).toEqual({ mensaje: 'Este campo es requerido' });
    expect((await lista('/reportes/cancelaciones', { desde: '2026-11-23', hasta: '2026-11-27', sede: 'principal' })).body).toEqual({
      mensaje: 'La fecha no puede ser posterior a hoy',
    });

    // Dashboard summary: 2 done, 1 cancelled, 2 pending; both done are the EPS's; income 2 × 45.000, not completed 45.000.
    const resumen = await get('/dashboard/resumen', RANGO);
    expect(resumen.status).toBe(200);
    expect(resumen.body).toMatchObject({
      realizadas: 2,
      canceladas: 1,
      pendientes: 2,
      porTipoCliente: { eps: 2, prepagada: 0, poliza: 0, particular: 0 },
      porEntidad: [{ nombre: e.eps.nombre, realizadas: 2, canceladas: 1 }],
      porEspecialidad: [{ especialidad: 'Fisioterapia', realizadas: 2, canceladas: 1 }],
      porTerapeuta: [{ terapeutaId: e.terapeuta, realizadas: 2, canceladas: 1 }],
      ingresos: { realizadas: 90000, noRealizados: 45000, copagos: 0 },
    });
    expect((await get('/dashboard/resumen', { desde: '2026-11-25', hasta: '2026-11-23' })).body).toEqual({ mensaje: INVERTIDO });
    expect((await get('/dashboard/resumen', { sede: 'norte', ...RANGO })).body).toMatchObject({ realizadas: 0, canceladas: 0, porEntidad: [] });
  });

  it('autorizaciones por vencimiento: Vence hoy, Vencida, Faltan N dia(s), Autorización sin orden', async () => {
    const orden = async (fecha: string) =>
      (await post('/coberturas/ordenes', { paciente: e.paciente.id, entidad: e.eps.id, fecha, cobertura: 30, lineas: [{ servicio: 2, cantidad: 10 }] })).body
        .id as string;
    const aut = async (pertenece: string, fecha: string) => {
      const res = await post('/coberturas/autorizaciones', {
        paciente: e.paciente.id,
        pertenece,
        fecha,
        cobertura: 60,
        lineas: [{ servicio: 2, cantidad: 4 }],
      });
      expect(res.body).toMatchObject({ id: expect.any(String) });
      return res.body.id as string;
    };
    // The order of October 1st expires on the 31st: its authorization is issued while it is valid.
    reloj.poner('2026-10-10T15:00:00Z');
    const aVencida = await aut(await orden('2026-10-01'), '2026-10-10');
    reloj.poner('2026-11-20T15:00:00Z');
    const aHoy = await aut(await orden('2026-10-21'), '2026-11-19');
    const aFaltan = await aut(await orden('2026-11-20'), '2026-11-20');
    const sinOrden = await autorizacion(app, admin, e, { cantidad: 3, fecha: '2026-11-19', codigo: `${motor}-REP4` });
    const res = await lista('/reportes/autorizaciones-vencimiento', { desde: '2026-10-01', hasta: '2026-11-20' });
    expect(res.status).toBe(200);
    const etiqueta = (id: string) => res.body.find((f: { id: string }) => f.id === id)?.estadoVencimiento;
    expect([etiqueta(aHoy), etiqueta(aVencida), etiqueta(aFaltan), etiqueta(sinOrden)]).toEqual([
      'Vence hoy',
      'Vencida',
      'Faltan 30 dia(s) para su vencimiento',
      'Autorización sin orden',
    ]);
    expect(res.body.find((f: { id: string }) => f.id === sinOrden)).toMatchObject({
      codigo: `${motor.toUpperCase()}-REP4`,
      bolsa: 3,
      paciente: expect.stringMatching(/^ANA PÉREZ \(CC \d+\)$/),
      entidad: e.eps.nombre,
      fecha: '2026-11-19',
      orden: null,
    });
    // c1 (10 less the 4 programmed), the two of the alerts, the three under orders and the one without.
    expect(res.headers['content-range']).toBe('autorizaciones-vencimiento 0-6/7');
    expect(res.body.find((f: { id: string }) => f.id === c1)).toMatchObject({ bolsa: 6, estadoVencimiento: 'Autorización sin orden' });
    expect((await lista('/reportes/autorizaciones-vencimiento', {})).body.mensaje).toBe(FALTAN);
    // Its Excel: the same labels, the code searched by words.
    const hojaVencimiento = await exportar('reporte-autorizaciones-vencimiento', { desde: '2026-10-01', hasta: '2026-11-20', q: `${motor}-rep4` });
    expect(hojaVencimiento.nombreHoja).toBe('Autorizaciones por vencimiento');
    expect(hojaVencimiento.filas).toEqual([
      ['Código', 'Paciente', 'Bolsa', 'Entidad', 'Fecha de expedición', 'Vencimiento', 'Orden', 'Vencimiento de la orden', 'Estado'],
      [
        `${motor.toUpperCase()}-REP4`,
        expect.stringMatching(/^ANA PÉREZ/),
        '3',
        e.eps.nombre,
        '19/11/2026',
        expect.any(String),
        '',
        '',
        'Autorización sin orden',
      ],
    ]);
  });

  it('un visor de reportes (rol 8) de otra sede no ve filas de esta, diga lo que diga el filtro; el de esta sí', async () => {
    reloj.poner('2026-11-26T15:00:00Z');
    await crearUsuario(app, `${motor}-rep-norte`, 8, 'norte');
    const norte = await app.ingresar(`${motor}-rep-norte`);
    const rol8 = await app.ingresar('rol8');
    for (const [ruta, filtro] of [
      ['/reportes/maestro', { ...RANGO, sede: 'principal' }],
      ['/reportes/asistencia-por-fecha', { ...RANGO, sede: 'principal' }],
      ['/reportes/cancelaciones', { ...RANGO, sede: 'principal' }],
      ['/reportes/autorizaciones-vencimiento', { desde: '2026-11-19', hasta: '2026-11-20', sede: 'principal' }],
      ['/reportes/pacientes', { sede: 'principal', q: 'ana perez' }],
    ] as const) {
      const ajena = await lista(ruta, filtro, norte);
      expect([ruta, ajena.status, ajena.body]).toEqual([ruta, 200, []]);
      const propia = await lista(ruta, filtro, rol8);
      expect([ruta, propia.status, propia.body.length > 0]).toEqual([ruta, 200, true]);
    }
    // Its Excel too: another site's viewer exports no row of this one.
    for (const [recurso, filtro] of [
      ['reporte-maestro', { ...RANGO, sede: 'principal' }],
      ['reporte-cancelaciones', { ...RANGO, sede: 'principal' }],
      ['reporte-asistencia-por-fecha', { ...RANGO, sede: 'principal' }],
      ['reporte-autorizaciones-vencimiento', { desde: '2026-11-19', hasta: '2026-11-20', sede: 'principal' }],
    ] as const) {
      const ajeno = await post('/exportaciones', { recurso, filtro }, norte);
      expect([recurso, ajeno.status]).toEqual([recurso, 201]);
      expect(await esperarExportacion(app, norte, ajeno.body.id)).toMatchObject({ estado: 'completado', filas: 0 });
    }
    // The patient report: by state, client type and specialty (a coverage line of it).
    const paciente = await lista('/reportes/pacientes', { q: 'ana perez', estado: 1, tipoCliente: 2, especialidad: 2 }, rol8);
    expect(paciente.body).toEqual([
      expect.objectContaining({ id: e.paciente.id, nombre: 'ANA MARÍA PÉREZ GÓMEZ', tipoClienteNombre: 'Particular', estado: 1, sede: 'principal' }),
    ]);
    expect((await lista('/reportes/pacientes', { q: 'ana perez', especialidad: 3 }, rol8)).body).toEqual([]);
    expect((await lista('/reportes/pacientes', { q: 'ana perez', tipoEntidad: 1 }, rol8)).body).toEqual([]);
    expect((await lista('/reportes/pacientes', { desde: '2026-11-21', hasta: '2026-11-20' }, rol8)).body).toEqual({ mensaje: INVERTIDO });
    // Role 8 reads the main dashboard too (issue 16), of its own site whatever it asks.
    const tablero = await get('/dashboard/hoy', { sede: 'norte' }, rol8);
    expect(tablero.status).toBe(200);
    expect(tablero.body).toEqual((await get('/dashboard/hoy', { sede: 'principal' })).body);
  });
});
