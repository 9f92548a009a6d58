import ExcelJS from 'exceljs';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const FALTAN = 'ERROR: Faltan fechas por seleccionar';
const INVERTIDO = 'La fecha final no puede se menor a la fecha inicial';

/**
 * Reports 5 (authorizations, three variants), 9 (attendance by patient) and 10 (therapeutic sessions pivot)
 * over a small hand-made scenario whose figures are computed by hand in the comments.
 */
describe.each(motores)('Reportes de autorizaciones, asistencia por usuario y sesiones terapéuticas (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let norte: string;
  let rol8: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-rau`);
    await crearUsuario(app, `${motor}-rau-norte`, 8, 'norte');
    norte = await app.ingresar(`${motor}-rau-norte`);
    rol8 = await app.ingresar('rol8');
  });
  afterAll(() => app.cerrar());

  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const lista = (ruta: string, filtro: object, token = admin, extra: object = {}) => get(ruta, { filter: JSON.stringify(filtro), ...extra }, token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const codigo = (c: string) => `${motor}-${c}`.toUpperCase();
  const programar = async (cobertura: string, fechas: string[], lugar = 'Sede', horaInicio = '08:00', horaFin = '08:30', terapeuta = e.terapeuta) => {
    const res = await post('/sesiones/programar', {
      items: fechas.map((fecha) => ({ paciente: e.paciente.id, cobertura, lineaId: '1', terapeuta, fecha, horaInicio, horaFin, tipo: 'Terapia', lugar })),
    });
    expect(res.status).toBe(201);
    return res.body.ids as string[];
  };

  it('autorizaciones: total, saldo en bolsa y % restante; la variante con registro y observaciones; la de activas con saldo y sus resaltes', async () => {
    // A: 10 units, 4 programmed → balance 6, 60 %. B: 2 units, observations → 100 %, few units.
    // C: issued 2026-10-26 for 30 days → expires 2026-11-25 (within 7 days). D: expired on 2026-10-01. E: 1 unit, programmed → 0 %.
    ids.A = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-RAUA` });
    const b = await post('/coberturas/autorizaciones', {
      paciente: e.paciente.id,
      sinOrden: true,
      entidad: e.eps.id,
      codigo: `${motor}-RAUB`,
      fecha: '2026-11-19',
      cobertura: 60,
      observaciones: 'Control trimestral',
      lineas: [{ servicio: 2, cantidad: 2 }],
    });
    expect(b.status).toBe(201);
    ids.B = b.body.id;
    ids.C = await autorizacion(app, admin, e, { cantidad: 10, fecha: '2026-10-26', cobertura: 30, codigo: `${motor}-RAUC` });
    ids.D = await autorizacion(app, admin, e, { cantidad: 4, fecha: '2026-09-01', cobertura: 30, codigo: `${motor}-RAUD` });
    ids.E = await autorizacion(app, admin, e, { cantidad: 1, codigo: `${motor}-RAUE` });
    await programar(ids.A, ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    await programar(ids.E, ['2026-11-27']);

    const general = await lista('/reportes/autorizaciones', { desde: '2026-11-19', hasta: '2026-11-20' });
    expect(general.status).toBe(200);
    expect(general.headers['content-range']).toBe('autorizaciones 0-2/3');
    const resumen = (filas: { codigo: string; total: number; bolsa: number; porcentajeRestante: number; fechaVencimiento: string | null }[]) =>
      filas.map((f) => [f.codigo, f.total, f.bolsa, f.porcentajeRestante, f.fechaVencimiento]);
    expect(resumen(general.body)).toEqual([
      [codigo('RAUB'), 2, 2, 100, '2027-01-18'],
      [codigo('RAUA'), 10, 6, 60, '2027-01-19'],
      [codigo('RAUE'), 1, 0, 0, '2027-01-19'],
    ]);
    expect(general.body[1]).toMatchObject({
      paciente: expect.stringMatching(/^ANA PÉREZ \(CC \d+\)$/),
      entidad: e.eps.nombre,
      fecha: '2026-11-20',
      sedeNombre: 'Sede Principal',
      resaltes: [],
    });
    // The registration variant carries when it was registered and its observations.
    const registro = await lista('/reportes/autorizaciones', { variante: 'registro', desde: '2026-11-19', hasta: '2026-11-19' });
    expect(registro.body).toEqual([
      expect.objectContaining({ codigo: codigo('RAUB'), observaciones: 'Control trimestral', registradaEn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }),
    ]);
    // Active with a balance: no dates needed; D (expired) and E (nothing left) are out; B few units, C expiring.
    const saldo = await lista('/reportes/autorizaciones', { variante: 'con-saldo' });
    expect(saldo.status).toBe(200);
    expect(saldo.body.map((f: { codigo: string; resaltes: string[] }) => [f.codigo, f.resaltes])).toEqual([
      [codigo('RAUC'), ['por-vencer']],
      [codigo('RAUB'), ['pocas-sesiones']],
      [codigo('RAUA'), []],
    ]);
    expect((await lista('/reportes/autorizaciones', { variante: 'con-saldo', q: 'raub perez' })).body.map((f: { codigo: string }) => f.codigo)).toEqual([
      codigo('RAUB'),
    ]);

    // Validations: both dates (but for 'con-saldo'), end not before start, a known variant.
    expect((await lista('/reportes/autorizaciones', { desde: '2026-11-19' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/autorizaciones', { variante: 'registro' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/autorizaciones', { desde: '2026-11-20', hasta: '2026-11-19' })).body).toEqual({ mensaje: INVERTIDO });
    expect((await lista('/reportes/autorizaciones', { variante: 'con-saldo', desde: '2026-11-20', hasta: '2026-11-19' })).body).toEqual({ mensaje: INVERTIDO });
    expect((await lista('/reportes/autorizaciones', { variante: 'otra', desde: '2026-11-19', hasta: '2026-11-20' })).status).toBe(400);
    expect((await lista('/reportes/autorizaciones', { desde: '19/11/2026', hasta: '2026-11-20' })).status).toBe(400);

    // Site scoping: another site's viewer sees none of them whatever the filter says; this site's viewer sees them.
    for (const filtro of [
      { variante: 'general', desde: '2026-09-01', hasta: '2026-11-20', sede: 'principal' },
      { variante: 'con-saldo', sede: 'principal' },
      { variante: 'registro', desde: '2026-09-01', hasta: '2026-11-20' },
    ]) {
      expect((await lista('/reportes/autorizaciones', filtro, norte)).body).toEqual([]);
      expect((await lista('/reportes/autorizaciones', filtro, rol8)).body.length).toBeGreaterThan(0);
    }
    expect((await lista('/reportes/autorizaciones', { desde: '2026-09-01', hasta: '2026-11-20', sede: 'norte' })).body).toEqual([]);
  });

  it('autorizaciones a Excel: una hoja por variante, encabezados en español, la alerta de la variante con saldo; otra sede exporta 0 filas', async () => {
    const exportar = async (recurso: string, filtro: object, token = admin) => {
      const pedido = await post('/exportaciones', { recurso, filtro }, token);
      expect(pedido.status).toBe(201);
      const estado = await esperarExportacion(app, token, pedido.body.id);
      return {
        id: pedido.body.id as string,
        estado,
        libro: estado.estado === 'completado' ? await leerLibro((await descargar(app, token, pedido.body.id)).body as Buffer) : null,
      };
    };
    const general = await exportar('reporte-autorizaciones', { desde: '2026-11-19', hasta: '2026-11-20' });
    expect(general.estado).toMatchObject({ estado: 'completado', filas: 3 });
    expect(general.libro!.nombreHoja).toBe('Reporte de autorizaciones');
    expect(general.libro!.filas[0]).toEqual([
      'Paciente',
      'Código',
      'Entidad',
      'Fecha de expedición',
      'Fecha de vencimiento',
      'Total de sesiones',
      'Saldo en bolsa',
      '% restante',
    ]);
    expect(general.libro!.filas.slice(1).map((f) => f.slice(1, 8).map(String))).toEqual([
      [codigo('RAUB'), e.eps.nombre, '19/11/2026', '18/01/2027', '2', '2', '100%'],
      [codigo('RAUA'), e.eps.nombre, '20/11/2026', '19/01/2027', '10', '6', '60%'],
      [codigo('RAUE'), e.eps.nombre, '20/11/2026', '19/01/2027', '1', '0', '0%'],
    ]);
    const registro = await exportar('reporte-autorizaciones-registro', { desde: '2026-11-19', hasta: '2026-11-19' });
    expect(registro.libro!.filas[0]!.slice(8)).toEqual(['Fecha de registro', 'Observaciones']);
    expect(registro.libro!.filas[1]![8]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(registro.libro!.filas[1]![9]).toBe('Control trimestral');
    const saldo = await exportar('reporte-autorizaciones-con-saldo', {});
    expect(saldo.libro!.filas.slice(1).map((f) => [f[1], f[8] ?? ''])).toEqual([
      [codigo('RAUC'), 'Próxima a vencer'],
      [codigo('RAUB'), 'Pocas sesiones'],
      [codigo('RAUA'), ''],
    ]);
    // The highlighted cells are filled as on screen: C's expiry (column 5), B's balance and percent (7 and 8); A's none.
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await descargar(app, admin, saldo.id)).body as unknown as ArrayBuffer);
    const rellenas = (fila: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
        (c) => (libro.worksheets[0]!.getRow(fila).getCell(c).fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb === 'FFFFCC80',
      );
    expect([rellenas(2), rellenas(3), rellenas(4)]).toEqual([[5], [7, 8], []]);
    expect((await post('/exportaciones', { recurso: 'reporte-autorizaciones', filtro: { desde: '2026-11-19' } })).body.mensaje).toBe(FALTAN);
    expect((await exportar('reporte-autorizaciones-con-saldo', { sede: 'principal' }, norte)).estado).toMatchObject({ estado: 'completado', filas: 0 });
  });
  it('asistencia por usuario y sesiones terapéuticas: cifras calculadas a mano, validaciones, sede y Excel', async () => {
    // A second patient of the main site, on its own authorization.
    const otro = await post('/pacientes', pacienteValido({ primerNombre: 'bruno', segundoNombre: 'luis', primerApellido: 'zapata', segundoApellido: 'ruiz' }));
    expect(otro.status).toBe(201);
    const autOtro = await post('/coberturas/autorizaciones', {
      paciente: otro.body.id,
      sinOrden: true,
      entidad: e.eps.id,
      codigo: `${motor}-RAUZ`,
      fecha: '2026-11-20',
      cobertura: 60,
      lineas: [{ servicio: 2, cantidad: 10 }],
    });
    expect(autOtro.status).toBe(201);
    // A new authorization of ANA so A's four sessions (23rd to 26th) stay as they are.
    const anaF = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-RAUF` });
    // ANA in December: 3 Sede, 1 Domicilio, 1 Virtual on 1st to 5th. BRUNO: 2 Domicilio on the 1st and 2nd, 1 Virtual on the 3rd.
    const ana = await programar(anaF, ['2026-12-01', '2026-12-02', '2026-12-03'], 'Sede');
    const [anaDom] = await programar(anaF, ['2026-12-04'], 'Domicilio');
    const [anaVir] = await programar(anaF, ['2026-12-05'], 'Virtual');
    const programarOtro = async (fecha: string, lugar: string) =>
      (
        await post('/sesiones/programar', {
          items: [
            {
              paciente: otro.body.id,
              cobertura: autOtro.body.id,
              lineaId: '1',
              terapeuta: e.otroTerapeuta,
              fecha,
              horaInicio: '10:00',
              horaFin: '10:30',
              tipo: 'Terapia',
              lugar,
            },
          ],
        })
      ).body.ids[0] as string;
    const brunoDom1 = await programarOtro('2026-12-01', 'Domicilio');
    const brunoDom2 = await programarOtro('2026-12-02', 'Domicilio');
    const brunoVir = await programarOtro('2026-12-03', 'Virtual');
    // Cancel: ANA's 2nd (Sede) and BRUNO's 2nd (Domicilio). Evolve on the 5th: ANA's 1st and 3rd (Sede), her home one; BRUNO's 1st and virtual.
    expect((await post(`/sesiones/${ana[1]}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    expect((await post(`/sesiones/${brunoDom2}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} rau`, especialidad: 2 });
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    reloj.poner('2026-12-05T20:00:00Z');
    const fisio1 = await app.ingresar(`${motor}-rau-fisio1`);
    const fisio2 = await app.ingresar(`${motor}-rau-fisio2`);
    for (const id of [ana[0]!, ana[2]!, anaDom!]) expect((await post(`/sesiones/${id}/evolucion`, evolucion, fisio1)).status).toBe(200);
    for (const id of [brunoDom1, brunoVir]) expect((await post(`/sesiones/${id}/evolucion`, evolucion, fisio2)).status).toBe(200);
    void anaVir;

    const DIC = { desde: '2026-12-01', hasta: '2026-12-05' };
    // ANA: 5 sessions, 3 done (60 %), 1 cancelled (20 %), 1 neither (20 %). BRUNO: 3 sessions, 2 done (66.67 %), 1 cancelled (33.33 %), 0 neither.
    const asistencia = await lista('/reportes/asistencia-usuarios', DIC);
    expect(asistencia.status).toBe(200);
    expect(asistencia.headers['content-range']).toBe('asistencia-usuarios 0-1/2');
    expect(
      asistencia.body.map((f: Record<string, unknown>) => [
        f.paciente,
        f.realizadas,
        f.porcentajeRealizadas,
        f.canceladas,
        f.porcentajeCanceladas,
        f.ninguna,
        f.porcentajeNinguna,
        f.total,
      ]),
    ).toEqual([
      ['ANA PÉREZ', 3, 60, 1, 20, 1, 20, 5],
      ['BRUNO ZAPATA', 2, 66.67, 1, 33.33, 0, 0, 3],
    ]);
    expect(asistencia.body[0]).toMatchObject({ id: e.paciente.id, documento: expect.stringMatching(/^CC \d+$/) });
    expect(
      (await lista('/reportes/asistencia-usuarios', DIC, admin, { sort: JSON.stringify(['total', 'ASC']) })).body.map((f: { paciente: string }) => f.paciente),
    ).toEqual(['BRUNO ZAPATA', 'ANA PÉREZ']);
    expect((await lista('/reportes/asistencia-usuarios', { ...DIC, q: 'zapata' })).body.map((f: { paciente: string }) => f.paciente)).toEqual(['BRUNO ZAPATA']);
    expect((await lista('/reportes/asistencia-usuarios', { desde: '2026-12-01' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/asistencia-usuarios', { desde: '2026-12-05', hasta: '2026-12-01' })).body).toEqual({ mensaje: INVERTIDO });

    // The screens' totals row (attendance by user and by date count the same sessions): 8 sessions, 5 done 62.5 %, 2 cancelled 25 %, 1 neither 12.5 %.
    const totales = { realizadas: 5, porcentajeRealizadas: 62.5, canceladas: 2, porcentajeCanceladas: 25, ninguna: 1, porcentajeNinguna: 12.5, total: 8 };
    for (const ruta of ['/reportes/asistencia-usuarios/totales', '/reportes/asistencia-por-fecha/totales']) {
      expect((await lista(ruta, DIC)).body).toEqual(totales);
      expect((await lista(ruta, { ...DIC, sede: 'principal' }, norte)).body).toMatchObject({ total: 0, realizadas: 0 });
      expect((await lista(ruta, { desde: '2026-12-05', hasta: '2026-12-01' })).body).toEqual({ mensaje: INVERTIDO });
    }

    // Pivot of done sessions: Fisioterapia Sede 2 (ANA), Domicilio 2 (ANA 1, BRUNO 1), Virtual 1 (BRUNO) = 5. The list sends the
    // specialties (Content-Range counts what it sends, 1 specialty); the totals row, the same sums, comes from /totales (issue 25, decision 0033).
    const realizadas = await lista('/reportes/sesiones-terapeuticas', { ...DIC, estado: 1 });
    const totalesPivote = (filtro: object) => lista('/reportes/sesiones-terapeuticas/totales', filtro);
    expect(realizadas.status).toBe(200);
    expect(realizadas.headers['content-range']).toBe('sesiones-terapeuticas 0-0/1');
    expect(realizadas.body).toEqual([{ id: '2', especialidad: 'Fisioterapia', sede: 2, domicilio: 2, virtual: 1, total: 5, esTotal: false }]);
    expect((await totalesPivote({ ...DIC, estado: 1 })).body).toEqual({
      id: 'total',
      especialidad: 'Total',
      sede: 2,
      domicilio: 2,
      virtual: 1,
      total: 5,
      esTotal: true,
    });
    // Without a state the report counts what was done (issue 28 item 9), not the cancelled and pending ones.
    expect((await lista('/reportes/sesiones-terapeuticas', DIC)).body).toEqual(realizadas.body);
    expect((await totalesPivote({ ...DIC, estado: 2 })).body).toMatchObject({ sede: 1, domicilio: 1, virtual: 0, total: 2 });
    expect((await lista('/reportes/sesiones-terapeuticas', { desde: '2026-12-05', hasta: '2026-12-05', estado: 1 })).body).toEqual([]);
    // The 1st alone: ANA's Sede session and BRUNO's home one, both done.
    expect((await totalesPivote({ desde: '2026-12-01', hasta: '2026-12-01', estado: 1 })).body).toMatchObject({
      sede: 1,
      domicilio: 1,
      virtual: 0,
      total: 2,
    });
    expect((await lista('/reportes/sesiones-terapeuticas', { hasta: '2026-12-05' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/sesiones-terapeuticas', { desde: '2026-12-05', hasta: '2026-12-01' })).body).toEqual({ mensaje: INVERTIDO });
    expect((await lista('/reportes/sesiones-terapeuticas', { ...DIC, estado: 7 })).status).toBe(400);
    expect((await totalesPivote({ hasta: '2026-12-05' })).body).toEqual({ mensaje: FALTAN });
    // react-admin's getMany and getOne: a row's id is its specialty; without dates, its sessions done of every date.
    expect((await lista('/reportes/sesiones-terapeuticas', { id: ['2'] })).body).toEqual(realizadas.body);
    expect((await get('/reportes/sesiones-terapeuticas/2', {})).body).toEqual(realizadas.body[0]);
    expect((await get('/reportes/sesiones-terapeuticas/6', {})).body).toEqual({ mensaje: 'No se encontró el registro en el reporte' });

    // Another site's viewer: nothing of this site whatever the filter says; this site's viewer sees it.
    for (const [ruta, filas] of [
      ['/reportes/asistencia-usuarios', 2],
      ['/reportes/sesiones-terapeuticas', 1],
    ] as const) {
      expect((await lista(ruta, { ...DIC, sede: 'principal' }, norte)).body).toEqual([]);
      expect((await lista(ruta, { ...DIC, sede: 'principal' }, rol8)).body.length).toBe(filas);
    }
    expect((await lista('/reportes/sesiones-terapeuticas/totales', { ...DIC, sede: 'principal' }, norte)).body).toMatchObject({ total: 0 });
    expect((await lista('/reportes/sesiones-terapeuticas', { ...DIC, sede: 'norte' })).body).toEqual([]);

    // Excel: one row per patient and the totals row (8 sessions: 5 done 62.5 %, 2 cancelled 25 %, 1 neither 12.5 %); the pivot as on screen.
    const exportar = async (recurso: string, filtro: object, token = admin) => {
      const pedido = await post('/exportaciones', { recurso, filtro }, token);
      expect(pedido.status).toBe(201);
      const estado = await esperarExportacion(app, token, pedido.body.id);
      return { estado, libro: await leerLibro((await descargar(app, token, pedido.body.id)).body as Buffer) };
    };
    const hojaAsistencia = await exportar('reporte-asistencia-usuarios', DIC);
    expect(hojaAsistencia.libro.nombreHoja).toBe('Asistencia por usuario');
    expect(hojaAsistencia.libro.filas.map((f) => f.map(String))).toEqual([
      ['Paciente', 'Documento', 'Realizadas', '% realizadas', 'Canceladas', '% canceladas', 'Ninguna', '% ninguna', 'Total'],
      ['ANA PÉREZ', asistencia.body[0].documento, '3', '60%', '1', '20%', '1', '20%', '5'],
      ['BRUNO ZAPATA', asistencia.body[1].documento, '2', '66.67%', '1', '33.33%', '0', '0%', '3'],
      ['Total', '', '5', '62.5%', '2', '25%', '1', '12.5%', '8'],
    ]);
    const pivote = await exportar('reporte-sesiones-terapeuticas', { ...DIC, estado: 1 });
    expect(pivote.libro.nombreHoja).toBe('Sesiones terapéuticas');
    expect(pivote.libro.filas.map((f) => f.map(String))).toEqual([
      ['Especialidad', 'Sede', 'Domicilio', 'Virtual', 'Total'],
      ['Fisioterapia', '2', '2', '1', '5'],
      ['Total', '2', '2', '1', '5'],
    ]);
    expect((await post('/exportaciones', { recurso: 'reporte-sesiones-terapeuticas', filtro: { desde: '2026-12-01' } })).body.mensaje).toBe(FALTAN);
    const ajena = await exportar('reporte-asistencia-usuarios', { ...DIC, sede: 'principal' }, norte);
    expect(ajena.libro.filas.map((f) => f.map(String))).toEqual([
      ['Paciente', 'Documento', 'Realizadas', '% realizadas', 'Canceladas', '% canceladas', 'Ninguna', '% ninguna', 'Total'],
      ['Total', '', '0', '0%', '0', '0%', '0', '0%', '0'],
    ]);
  });
});
