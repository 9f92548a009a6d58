import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const FECHAS = 'Seleccione las fechas en las que quiere ver la información';
const COMPLETE = 'Complete los campos requeridos';

describe.each(motores)('Dinero: salarios, nómina, descargos, copagos y gastos (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-fin`);
  });
  afterAll(() => app.cerrar());

  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const lista = (ruta: string, filtro: object, token = admin) => get(ruta, { filter: JSON.stringify(filtro) }, token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const put = (ruta: string, datos: object, token = admin) => app.http.put(`/api${ruta}`).set('authorization', token).send(datos);
  const RANGO = { desde: '2026-11-01', hasta: '2026-11-30' };

  it('salarios: pesos enteros; un negativo, un decimal o un texto se rechazan y no cambian nada; solo quien tiene la pantalla los lee', async () => {
    const ok = await put(`/salarios/${e.terapeuta}`, { tipoContrato: 1, pagoPorSesion: 20000, pagoPorSesionDomicilio: 30000, pagoPorEvaluacion: 40000 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      mensaje: 'Datos actualizados correctamente',
      idUsuario: e.terapeuta,
      tipoContratoId: 1,
      tipoContrato: 'Prestación de servicios',
      pagoPorSesion: 20000,
      pagoPorSesionParticular: 0,
      registrado: true,
    });
    for (const malo of [{ pagoPorSesion: -1 }, { pagoPorSesion: 1.5 }, { pagoPorSesion: '20.000' }, { tipoContrato: 4 }]) {
      const res = await put(`/salarios/${e.terapeuta}`, malo);
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toMatch(/sin puntos|tipo de contrato/);
    }
    expect((await get(`/salarios/${e.terapeuta}`)).body.pagoPorSesion).toBe(20000);
    const fijo = await put(`/salarios/${e.otroTerapeuta}`, {
      tipoContrato: 2,
      salarioFijo: 2000000,
      eps: 80000,
      pension: 80000,
      arl: 10440,
      transporte: 162000,
    });
    expect(fijo.body.salarioNeto).toBe(1991560);

    const listado = await lista('/salarios', { q: `${motor}-fin-fisio` });
    expect(listado.status).toBe(200);
    expect(listado.headers['content-range']).toMatch(/^salarios 0-1\/2$/);
    expect(listado.body.map((s: { usuario: string; registrado: boolean }) => [s.usuario, s.registrado])).toEqual([
      [`${motor}-fin-fisio1`, true],
      [`${motor}-fin-fisio2`, true],
    ]);

    const fisio = await app.ingresar(`${motor}-fin-fisio1`);
    expect((await get('/salarios', {}, fisio)).status).toBe(403);
    expect((await get(`/salarios/${e.terapeuta}`, {}, fisio)).status).toBe(403);
    expect((await get('/nomina', RANGO, fisio)).status).toBe(403);
    // Another site's staff is not found for a salaries user without every site.
    const rol = await post('/roles', { nombre: `Nómina norte ${motor}` });
    for (const permiso of ['dashboard.salarios', 'dashboard.descargos', 'dashboard.nomina'])
      await put(`/roles/${rol.body.id}/permisos/${permiso}`, { estado: 1 });
    await post('/usuarios', { nombres: 'Nora', apellidos: 'Norte', usuario: `${motor}-fin-norte`, password: 'clave-norte-1', rol: rol.body.id, sede: 'norte' });
    const norte = await app.ingresar(`${motor}-fin-norte`, 'clave-norte-1');
    expect((await get(`/salarios/${e.terapeuta}`, {}, norte)).status).toBe(404);
    expect((await put(`/salarios/${e.terapeuta}`, { pagoPorSesion: 1 }, norte)).status).toBe(404);
    expect((await lista('/salarios', { q: `${motor}-fin-fisio` }, norte)).body).toEqual([]);
    expect((await get(`/salarios/${e.terapeuta}`)).body.pagoPorSesion).toBe(20000);
  });

  it('nómina sobre sesiones programadas y evolucionadas (una atrasada), descargos, evoluciones atrasadas y el tablero, calculados a mano', async () => {
    await put(`/salarios/${e.terapeuta}`, { tipoContrato: 1, pagoPorSesion: 20000, pagoPorSesionDomicilio: 30000, pagoPorEvaluacion: 40000 });
    await put(`/salarios/${e.otroTerapeuta}`, { tipoContrato: 2, salarioFijo: 2000000, eps: 80000, pension: 80000, arl: 10440, transporte: 162000 });
    const antes = (await get('/dashboard/nomina', RANGO)).body;
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-FIN1` });
    const item = (fecha: string, extra: object = {}) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo: 'Terapia',
      lugar: 'Sede',
      ...extra,
    });
    const programadas = await post('/sesiones/programar', {
      items: [item('2026-11-23'), item('2026-11-24', { lugar: 'Domicilio', horaFin: '09:00' }), item('2026-11-25', { lugar: 'Virtual' }), item('2026-11-26')],
    });
    expect(programadas.status).toBe(201);
    const [tarde, domicilio, virtual, cancelada] = programadas.body.ids as string[];
    expect((await post(`/sesiones/${cancelada}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} finanzas`, especialidad: 2 });
    const fisio = await app.ingresar(`${motor}-fin-fisio1`);
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    reloj.poner('2026-11-24T20:00:00Z');
    expect((await post(`/sesiones/${tarde}/evolucion`, evolucion, fisio)).body.aviso).toMatch(/se pagará a la mitad/);
    expect((await post(`/sesiones/${domicilio}/evolucion`, evolucion, fisio)).status).toBe(200);
    reloj.poner('2026-11-25T20:00:00Z');
    expect((await post(`/sesiones/${virtual}/evolucion`, evolucion, fisio)).status).toBe(200);

    // Discards: therapist and value required; 'Informe atrasado' by default; dated today.
    expect((await post('/descargos', { terapeuta: e.terapeuta })).body.mensaje).toBe(COMPLETE);
    expect((await post('/descargos', { valor: 5000 })).body.mensaje).toBe(COMPLETE);
    expect((await post('/descargos', { terapeuta: e.terapeuta, valor: 5000, concepto: 'Otro' })).status).toBe(400);
    const descargo = await post('/descargos', { terapeuta: e.terapeuta, valor: 5000, nota: 'Informe del 23' });
    expect(descargo.status).toBe(201);
    const anulable = await post('/descargos', { terapeuta: e.terapeuta, valor: 999, concepto: 'Objetivos y logros' });
    expect((await post(`/descargos/${anulable.body.id}/anular`, {})).status).toBe(200);
    expect((await post(`/descargos/${anulable.body.id}/anular`, {})).status).toBe(409);
    expect((await lista('/descargos', {})).body.mensaje).toBe(FECHAS);
    const descargos = await lista('/descargos', { ...RANGO, terapeuta: e.terapeuta });
    expect(descargos.body).toEqual([
      expect.objectContaining({
        id: descargo.body.id,
        valor: 5000,
        concepto: 'Informe atrasado',
        nota: 'Informe del 23',
        fecha: '2026-11-25',
        terapeuta: `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`,
      }),
    ]);

    // Payroll: 23rd late at the site rate (20.000 / 2), 24th home two units (2 × 30.000), 25th virtual at the site rate (20.000).
    const nomina = await get('/nomina', { ...RANGO, terapeuta: e.terapeuta });
    expect(nomina.status).toBe(200);
    expect(nomina.body).toHaveLength(1);
    expect(nomina.body[0]).toMatchObject({
      terapeutaId: e.terapeuta,
      realizadas: 4,
      sesiones: 90000,
      adicionales: 0,
      deducciones: 5000,
      neto: 85000,
      descuentoAtrasadas: 10000,
    });
    expect(nomina.body[0].lineas).toEqual(
      expect.arrayContaining([
        { clase: 'sesion', lugar: 'Sede', particular: false, atrasada: true, sesiones: 1, unidades: 1, tarifa: 20000, total: 10000 },
        { clase: 'sesion', lugar: 'Domicilio', particular: false, atrasada: false, sesiones: 1, unidades: 2, tarifa: 30000, total: 60000 },
        { clase: 'sesion', lugar: 'Virtual', particular: false, atrasada: false, sesiones: 1, unidades: 1, tarifa: 20000, total: 20000 },
      ]),
    );
    expect((await get('/nomina', { desde: '2026-11-30', hasta: '2026-11-01' })).body.mensaje).toBe('La fecha final no puede se menor a la fecha inicial');
    expect((await get('/nomina', { desde: '2026-11-01' })).body.mensaje).toBe(FECHAS);
    expect(nomina.body[0].descargos).toEqual([
      {
        terapeutaId: e.terapeuta,
        terapeutaNombre: `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`,
        valor: 5000,
        fecha: '2026-11-25',
        concepto: 'Informe atrasado',
      },
    ]);

    // Excel of the payroll: the same figures, read back from the workbook (hand-computed above).
    const nombre = `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`;
    const pedido = await post('/exportaciones', { recurso: 'nomina', filtro: { ...RANGO, terapeuta: e.terapeuta } });
    expect(pedido.status).toBe(201);
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado', filas: 9 });
    const libro = await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
    expect(libro.nombreHoja).toBe('Nómina de terapeutas');
    expect(libro.filas).toEqual([
      ['Terapeuta', 'Concepto', 'Modalidad', 'Cliente', 'Evolución', 'Sesiones', 'Unidades', 'Tarifa (COP)', 'Valor (COP)'],
      [nombre, 'Sesión', 'Sede', 'Aseguradora', 'Atrasada (se paga la mitad)', '1', '1', '20000', '10000'],
      [nombre, 'Sesión', 'Domicilio', 'Aseguradora', 'A tiempo', '1', '2', '30000', '60000'],
      [nombre, 'Sesión', 'Virtual', 'Aseguradora', 'A tiempo', '1', '1', '20000', '20000'],
      [nombre, 'Descargo: Informe atrasado (25/11/2026)', '', '', '', '', '', '', '-5000'],
      [nombre, 'Total sesiones', '', '', '', '', '4', '', '90000'],
      [nombre, 'Total adicionales', '', '', '', '', '', '', '0'],
      [nombre, 'Total deducciones', '', '', '', '', '', '', '-5000'],
      [nombre, 'Descuento por evoluciones atrasadas (no pagado)', '', '', '', '', '', '', '10000'],
      [nombre, 'Neto a pagar', '', '', '', '', '', '', '85000'],
    ]);
    expect((await post('/exportaciones', { recurso: 'nomina', filtro: {} })).body.mensaje).toBe(FECHAS);

    // The therapist picker of the money screens: names of the site's active therapists, for the money roles only.
    const elegibles = await get('/finanzas/terapeutas');
    expect(elegibles.status).toBe(200);
    expect(elegibles.body).toEqual(expect.arrayContaining([{ id: e.terapeuta, nombre: `Usuario ${motor}-fin-fisio1` }]));
    expect(Object.keys(elegibles.body[0]).sort()).toEqual(['id', 'nombre']);
    expect((await get('/finanzas/terapeutas', {}, fisio)).status).toBe(403);
    expect((await post('/exportaciones', { recurso: 'nomina', filtro: RANGO }, fisio)).status).toBe(403);
    // Another site's payroll user sees neither this site's therapists nor their payroll, asked or exported.
    const norte = await app.ingresar(`${motor}-fin-norte`, 'clave-norte-1');
    expect((await get('/finanzas/terapeutas', { sede: 'principal' }, norte)).body.some((t: { id: string }) => t.id === e.terapeuta)).toBe(false);
    expect((await get('/nomina', { ...RANGO, sede: 'principal', terapeuta: e.terapeuta }, norte)).body).toEqual([]);
    const ajeno = await post('/exportaciones', { recurso: 'nomina', filtro: { ...RANGO, sede: 'principal', terapeuta: e.terapeuta } }, norte);
    expect(await esperarExportacion(app, norte, ajeno.body.id)).toMatchObject({ estado: 'completado', filas: 0 });

    const atrasadas = await get('/evoluciones-atrasadas', RANGO);
    expect(atrasadas.body.filter((f: { terapeutaId: string }) => f.terapeutaId === e.terapeuta)).toEqual([
      {
        id: tarde,
        terapeutaId: e.terapeuta,
        terapeuta: `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`,
        paciente: 'ANA PÉREZ',
        fecha: '2026-11-23',
        fechaEvolucion: '2026-11-24',
        pagado: 10000,
        precio: 10000,
      },
    ]);

    // Copays and expenses feed the income and expenses board.
    const copago = await post('/copagos', { fecha: '2026-11-25', monto: 4500, tipo: 1, paciente: e.paciente.id, comentario: 'En caja' });
    expect(copago.status).toBe(201);
    const fijo = await post('/gastos-fijos', { valor: 1200000, concepto: 'Arriendo' });
    expect(fijo.status).toBe(201);
    const variable = await post('/gastos-variables', { fecha: '2026-11-25', valor: 85000, categoria: 3, concepto: 'Energía' });
    expect(variable.status).toBe(201);

    const tablero = await get('/dashboard/nomina', RANGO);
    expect(tablero.status).toBe(200);
    const b = tablero.body;
    // Income counts the rate per 30-minute unit (decision 0033): the 60-minute home session is two.
    expect(b.ingresos.realizadas - antes.ingresos.realizadas).toBe(4 * 45000);
    expect(b.ingresos.canceladas - antes.ingresos.canceladas).toBe(45000);
    expect(b.ingresos.copago - antes.ingresos.copago).toBe(4500);
    expect(b.ingresos.terapeuta - antes.ingresos.terapeuta).toBe(85000);
    expect(b.gastos.fijos - antes.gastos.fijos).toBe(1200000);
    expect(b.gastos.variables - antes.gastos.variables).toBe(85000);
    expect(b.gastos.filas).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: variable.body.id, categoriaNombre: 'Gasto servicios', concepto: 'Energía' })]),
    );
    expect(b.nomina.filas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ usuarioId: e.otroTerapeuta, salarioFijo: 2000000, prestaciones: 170440, transporte: 162000, neto: 1991560 }),
      ]),
    );
    expect(b.nomina.filas.some((f: { usuarioId: string }) => f.usuarioId === e.terapeuta)).toBe(false);
    const entidad = (x: typeof b) => x.entidades.find((n: { nombre: string }) => n.nombre === e.eps.nombre) ?? { realizadas: 0, canceladas: 0 };
    expect(entidad(b).realizadas - entidad(antes).realizadas).toBe(4);
    expect(entidad(b).canceladas - entidad(antes).canceladas).toBe(1);
    expect(b.terapeutas.find((t: { terapeutaId: string }) => t.terapeutaId === e.terapeuta)).toMatchObject({ realizadas: 4, deducciones: 5000, neto: 85000 });

    // The main dashboard (issue 16) shows the same payroll figures per therapist, and therapist pay, to whoever holds the payroll screen.
    const resumen = await get('/dashboard/resumen', RANGO);
    expect(resumen.status).toBe(200);
    expect(resumen.body.porTerapeuta.find((t: { terapeutaId: string }) => t.terapeutaId === e.terapeuta)).toEqual({
      terapeutaId: e.terapeuta,
      nombre: `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`,
      realizadas: 4,
      canceladas: 1,
      unidades: 4,
      adicionales: 0,
      deducciones: 5000,
      pago: 85000,
    });
    expect(resumen.body.ingresos.terapeutas).toBe(b.ingresos.terapeuta);
    // Role 14 (Dirección) reads the dashboard but not the payroll: no pay figures.
    await crearUsuario(app, `${motor}-fin-direccion`, 14, 'principal');
    const direccion = await app.ingresar(`${motor}-fin-direccion`);
    const sinPago = await get('/dashboard/resumen', RANGO, direccion);
    expect(sinPago.status).toBe(200);
    expect(sinPago.body.ingresos.terapeutas).toBeUndefined();
    expect(sinPago.body.porTerapeuta.find((t: { terapeutaId: string }) => t.terapeutaId === e.terapeuta)).toEqual({
      terapeutaId: e.terapeuta,
      nombre: `USUARIO ${motor.toUpperCase()}-FIN-FISIO1`,
      realizadas: 4,
      canceladas: 1,
    });
    expect((await get('/dashboard/nomina', { desde: '2026-11-30', hasta: '2026-11-01' })).body.mensaje).toBe(
      'La fecha final no puede se menor a la fecha inicial',
    );
  });

  it('un aumento a mitad de mes: cada sesión se paga con el registro vigente en su fecha, en su propia línea', async () => {
    // The site rate was 20.000 since the 20th; from the 26th it is 26.000 (the home rate is kept).
    reloj.poner('2026-11-26T15:00:00Z');
    expect((await put(`/salarios/${e.terapeuta}`, { pagoPorSesion: 26000 })).status).toBe(200);
    const c = await autorizacion(app, admin, e, { cantidad: 2, codigo: `${motor}-FIN-AUMENTO` });
    const programada = await post('/sesiones/programar', {
      items: [
        {
          paciente: e.paciente.id,
          cobertura: c,
          lineaId: '1',
          terapeuta: e.terapeuta,
          fecha: '2026-11-27',
          horaInicio: '10:00',
          horaFin: '10:30',
          tipo: 'Terapia',
          lugar: 'Sede',
        },
      ],
    });
    expect(programada.status).toBe(201);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Equilibrio ${motor} aumento`, especialidad: 2 });
    const fisio = await app.ingresar(`${motor}-fin-fisio1`);
    reloj.poner('2026-11-27T20:00:00Z');
    const evolucion = {
      estrategias: [estrategia.body.id],
      material: '',
      estadoPaciente: 'Colaborador',
      evolucion: 'Equilibrio en un pie',
      requiereExamen: false,
    };
    expect((await post(`/sesiones/${programada.body.ids[0]}/evolucion`, evolucion, fisio)).status).toBe(200);

    const [fila] = (await get('/nomina', { ...RANGO, terapeuta: e.terapeuta })).body;
    expect(fila.lineas).toEqual(
      expect.arrayContaining([
        { clase: 'sesion', lugar: 'Sede', particular: false, atrasada: true, sesiones: 1, unidades: 1, tarifa: 20000, total: 10000 },
        { clase: 'sesion', lugar: 'Sede', particular: false, atrasada: false, sesiones: 1, unidades: 1, tarifa: 26000, total: 26000 },
        { clase: 'sesion', lugar: 'Domicilio', particular: false, atrasada: false, sesiones: 1, unidades: 2, tarifa: 30000, total: 60000 },
        { clase: 'sesion', lugar: 'Virtual', particular: false, atrasada: false, sesiones: 1, unidades: 1, tarifa: 20000, total: 20000 },
      ]),
    );
    expect(fila).toMatchObject({ realizadas: 5, sesiones: 116000, neto: 111000 });
    // The late-evolutions list prices the 23rd by the record of the 23rd too.
    const atrasadas = await get('/evoluciones-atrasadas', { ...RANGO, terapeuta: e.terapeuta });
    expect(atrasadas.body).toEqual([expect.objectContaining({ fecha: '2026-11-23', pagado: 10000, precio: 10000 })]);
    expect((await get(`/salarios/${e.terapeuta}`)).body.pagoPorSesion).toBe(26000);
  });

  it('copagos: fecha, monto y tipo obligatorios; la lista pide fechas; eliminar es CopagoAnulado y queda en la auditoría; la sede manda', async () => {
    const base = { fecha: '2026-11-20', monto: 7000, tipo: 2, paciente: e.paciente.id };
    for (const [malo, mensaje] of [
      [{ ...base, tipo: undefined }, 'Complete los campos requeridos: fecha, monto y tipo'],
      [{ ...base, fecha: '' }, 'Complete los campos requeridos: fecha, monto y tipo'],
      [{ ...base, monto: -5 }, 'El monto debe ser un valor en pesos, sin puntos ni decimales, mayor que cero'],
      [{ ...base, tipo: 3 }, 'El tipo de pago debe ser 1 Efectivo o 2 Transferencia'],
      [{ ...base, paciente: undefined }, 'Seleccione el paciente'],
    ] as const) {
      const res = await post('/copagos', malo);
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe(mensaje);
    }
    const { body } = await post('/copagos', base);
    expect((await lista('/copagos', {})).body.mensaje).toBe(FECHAS);
    const dia = { desde: '2026-11-20', hasta: '2026-11-20' };
    const listados = await lista('/copagos', dia);
    expect(listados.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: body.id, valor: 7000, tipo: 2, tipoNombre: 'Transferencia', paciente: 'ANA PÉREZ', sede: 'principal' }),
      ]),
    );

    // Role 7 (admissions, copays) of another site sees nothing of 'principal' and cannot delete it.
    await crearUsuario(app, `${motor}-fin-sur`, 7, 'sur');
    const sur = await app.ingresar(`${motor}-fin-sur`);
    expect((await lista('/copagos', dia, sur)).body.some((c: { id: string }) => c.id === body.id)).toBe(false);
    expect((await post(`/copagos/${body.id}/anular`, {}, sur)).status).toBe(404);
    expect((await post('/copagos', base, sur)).body.mensaje).toBe('Seleccione el paciente');

    // Excel: what the list shows, the payment method in words.
    const pedido = await post('/exportaciones', { recurso: 'copagos', filtro: dia });
    expect(pedido.status).toBe(201);
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado', filas: 1 });
    const libro = await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
    expect(libro.nombreHoja).toBe('Copagos');
    expect(libro.filas).toEqual([
      ['Fecha', 'Paciente', 'Entidad', 'Valor (COP)', 'Tipo', 'Comentario'],
      // A date cell, shown dd/mm/aaaa (issue 28 item 13).
      ['20/11/2026', 'ANA PÉREZ', listados.body[0].entidad, '7000', 'Transferencia', ''],
    ]);
    expect((await post('/exportaciones', { recurso: 'copagos', filtro: {} })).body.mensaje).toBe(FECHAS);

    expect((await post(`/copagos/${body.id}/anular`, {})).body.mensaje).toBe('Copago eliminado con éxito');
    expect((await lista('/copagos', dia)).body.some((c: { id: string }) => c.id === body.id)).toBe(false);
    expect((await post(`/copagos/${body.id}/anular`, {})).body.mensaje).toBe('El copago ya fue eliminado');
    // The audit is an asynchronous projection: brought up to date, polled briefly.
    let auditoria = await get('/auditoria', { filter: JSON.stringify({ registroId: body.id }), sort: JSON.stringify(['posicion', 'DESC']) });
    for (let i = 0; i < 30 && auditoria.body.length < 2; i++) {
      await app.infra.proyecciones.ponerAlDia();
      await new Promise((r) => setTimeout(r, 100));
      auditoria = await get('/auditoria', { filter: JSON.stringify({ registroId: body.id }), sort: JSON.stringify(['posicion', 'DESC']) });
    }
    expect(auditoria.body.map((a: { descripcion: string }) => a.descripcion)).toEqual([
      'Eliminó el copago de $ 7.000 de ANA PÉREZ del 20/11/2026',
      'Registró un copago de $ 7.000 de ANA PÉREZ (Transferencia) del 20/11/2026',
    ]);
  });

  it("gastos: 'Complete los campos requeridos', categorías 1 a 3, filtro por categoría y eliminar como GastoAnulado", async () => {
    expect((await post('/gastos-fijos', { valor: 1000 })).body.mensaje).toBe(COMPLETE);
    expect((await post('/gastos-fijos', { concepto: 'Internet' })).body.mensaje).toBe(COMPLETE);
    expect((await post('/gastos-fijos', { valor: 'mil', concepto: 'Internet' })).status).toBe(400);
    const fijo = await post('/gastos-fijos', { valor: 95000, concepto: 'Internet', usuario: e.otroTerapeuta });
    expect(fijo.status).toBe(201);
    expect((await lista('/gastos-fijos', {})).body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fijo.body.id, valor: 95000, concepto: 'Internet', usuario: `USUARIO ${motor.toUpperCase()}-FIN-FISIO2` }),
      ]),
    );
    // Its site and who registered it, by name (issue 28 item 12), on screen and in its Excel; only for the screen's holders.
    expect((await lista('/gastos-fijos', {})).body.find((g: { id: string }) => g.id === fijo.body.id)).toMatchObject({
      sede: 'principal',
      registradoPor: 'Administrador Avanti',
    });
    const fijos = await post('/exportaciones', { recurso: 'gastos-fijos', filtro: {} });
    expect(fijos.status).toBe(201);
    expect(await esperarExportacion(app, admin, fijos.body.id)).toMatchObject({ estado: 'completado' });
    const hojaFijos = await leerLibro((await descargar(app, admin, fijos.body.id)).body as Buffer);
    expect(hojaFijos.filas[0]).toEqual(['Sede', 'Concepto', 'Valor mensual (COP)', 'Usuario', 'Registrado el', 'Registrado por']);
    expect(hojaFijos.filas).toContainEqual([
      'Sede Principal',
      'Internet',
      '95000',
      `USUARIO ${motor.toUpperCase()}-FIN-FISIO2`,
      expect.stringMatching(/^\d{2}\/\d{2}\/2026$/),
      'Administrador Avanti',
    ]);
    const fisio = await app.ingresar(`${motor}-fin-fisio1`);
    for (const recurso of ['gastos-fijos', 'descargos'])
      expect((await post('/exportaciones', { recurso, filtro: { desde: '2026-11-01', hasta: '2026-11-30' } }, fisio)).status).toBe(403);

    expect((await post('/gastos-variables', { fecha: '2026-11-21', valor: 1000, categoria: 4, concepto: 'x' })).body.mensaje).toBe(
      'La categoría debe ser 1 Préstamo, 2 Gasto general o 3 Gasto servicios',
    );
    expect((await post('/gastos-variables', { valor: 1000, categoria: 1, concepto: 'x' })).body.mensaje).toBe(COMPLETE);
    const prestamo = await post('/gastos-variables', { fecha: '2026-11-21', valor: 300000, categoria: 1, concepto: 'Préstamo a caja' });
    const general = await post('/gastos-variables', { fecha: '2026-11-21', valor: 20000, categoria: 2, concepto: 'Papelería' });
    const dia = { desde: '2026-11-21', hasta: '2026-11-21' };
    expect((await lista('/gastos-variables', {})).body.mensaje).toBe(FECHAS);
    const soloPrestamos = await lista('/gastos-variables', { ...dia, categoria: 1 });
    expect(soloPrestamos.body.map((g: { id: string; categoriaNombre: string }) => [g.id, g.categoriaNombre])).toEqual([[prestamo.body.id, 'Préstamo']]);
    const pedido = await post('/exportaciones', { recurso: 'gastos-variables', filtro: { ...dia, categoria: 2 } });
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado', filas: 1 });
    expect((await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer)).filas).toEqual([
      ['Fecha', 'Categoría', 'Concepto', 'Valor (COP)', 'Registrado por'],
      // A date cell shown dd/mm/aaaa, and who registered it by name (issue 28 items 12 and 13).
      ['21/11/2026', 'Gasto general', 'Papelería', '20000', 'Administrador Avanti'],
    ]);
    // A variable expense is not deleted as a fixed one.
    expect((await post(`/gastos-fijos/${general.body.id}/anular`, {})).status).toBe(404);
    expect((await post(`/gastos-variables/${general.body.id}/anular`, {})).status).toBe(200);
    expect((await lista('/gastos-variables', dia)).body.map((g: { id: string }) => g.id)).toEqual([prestamo.body.id]);
    expect((await post(`/gastos-fijos/${fijo.body.id}/anular`, {})).status).toBe(200);
    expect((await lista('/gastos-fijos', {})).body.some((g: { id: string }) => g.id === fijo.body.id)).toBe(false);
  });

  it('una sesión de 60 minutos son 2 unidades en todas partes: bolsa, ingresos, pago, nómina, tablero y reporte de sesiones (issue 28 item 9)', async () => {
    const volver = reloj.ahora();
    const fisio9 = await crearUsuario(app, `${motor}-fin-fisio9`, 2, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    expect((await put(`/salarios/${fisio9}`, { tipoContrato: 1, pagoPorSesion: 25000 })).status).toBe(200);
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-FIN-U` });
    const DIA = '2026-12-02';
    const item = (horaInicio: string, horaFin: string) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: fisio9,
      fecha: DIA,
      horaInicio,
      horaFin,
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await post('/sesiones/programar', {
      items: [item('08:00', '09:00'), item('09:00', '09:30'), item('10:00', '10:30'), item('11:00', '11:30')],
    });
    expect(programadas.status).toBe(201);
    const [larga, corta, pendiente, cancelada] = programadas.body.ids as string[];
    // The pool: 2 + 1 + 1 + 1 units scheduled.
    const cobertura = await get(`/coberturas/${c}`);
    expect(cobertura.body.lineas?.[0]?.programadas ?? cobertura.body.programadas).toBe(5);
    expect((await post(`/sesiones/${cancelada}/cancelar`, { motivo: 'Clima' })).status).toBe(200);
    reloj.poner(`${DIA}T20:00:00Z`);
    admin = await app.ingresar('admin');
    const fisio = await app.ingresar(`${motor}-fin-fisio9`);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Unidades ${motor}`, especialidad: 2 });
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    for (const id of [larga, corta]) expect((await post(`/sesiones/${id}/evolucion`, evolucion, fisio)).status).toBe(200);
    void pendiente;
    await app.infra.proyecciones.ponerAlDia();
    const dia = { desde: DIA, hasta: DIA, sede: 'principal' };

    // Pay and payroll units: 3 units done at 25.000.
    const nomina = (await get('/nomina', { ...dia, terapeuta: fisio9 })).body;
    expect(nomina[0]).toMatchObject({ realizadas: 3, sesiones: 75000, neto: 75000 });
    // Accounting by dates: income is the rate (45.000) per unit, 3 done and 1 cancelled; entity, specialty and therapist in units.
    const contabilidad = (await get('/dashboard/nomina', dia)).body;
    expect(contabilidad.ingresos).toMatchObject({ realizadas: 3 * 45000, canceladas: 45000, terapeuta: 75000 });
    expect(contabilidad.entidades).toEqual([{ nombre: e.eps.nombre, realizadas: 3, canceladas: 1 }]);
    expect(contabilidad.especialidades).toEqual([expect.objectContaining({ realizadas: 3 })]);
    expect(contabilidad.terapeutas.map((t: { terapeutaId: string; realizadas: number }) => [t.terapeutaId, t.realizadas])).toEqual([[fisio9, 3]]);
    // The main dashboard: the same units done, cancelled and pending, the same income and pay.
    const resumen = (await get('/dashboard/resumen', dia)).body;
    expect(resumen).toMatchObject({ realizadas: 3, canceladas: 1, pendientes: 1, porTipoCliente: { eps: 3 } });
    expect(resumen.ingresos).toMatchObject({ realizadas: 3 * 45000, noRealizados: 45000, terapeutas: 75000 });
    expect(resumen.porTerapeuta).toEqual([
      {
        terapeutaId: fisio9,
        nombre: `USUARIO ${motor.toUpperCase()}-FIN-FISIO9`,
        realizadas: 3,
        canceladas: 1,
        unidades: 3,
        adicionales: 0,
        deducciones: 0,
        pago: 75000,
      },
    ]);
    expect((await get('/dashboard/hoy', { sede: 'principal' })).body).toMatchObject({ programadas: 5, realizadas: 3, canceladas: 1 });
    // The sessions report: units, and by default only the sessions done (its totals row at /totales, decision 0033).
    const reporte = await lista('/reportes/sesiones-terapeuticas/totales', dia);
    expect(reporte.body).toMatchObject({ especialidad: 'Total', sede: 3, total: 3 });
    expect((await lista('/reportes/sesiones-terapeuticas/totales', { ...dia, estado: 2 })).body).toMatchObject({ total: 1 });
    expect((await lista('/reportes/sesiones-terapeuticas/totales', { ...dia, estado: 3 })).body).toMatchObject({ total: 1 });
    reloj.poner(volver.toISOString());
    admin = await app.ingresar('admin');
  });

  it('contabilidad por fechas: un gasto fijo cuenta una vez en cada mes del rango desde el mes en que se registró (issue 28 item 8)', async () => {
    const volver = reloj.ahora();
    reloj.poner('2026-10-05T15:00:00Z');
    admin = await app.ingresar('admin');
    const fijo = await post('/gastos-fijos', { valor: 700000, concepto: 'Vigilancia' });
    expect(fijo.status).toBe(201);
    reloj.poner(volver.toISOString());
    admin = await app.ingresar('admin');
    type Gasto = { id: string; clase: string; fecha: string; valor: number };
    const tablero = async (desde: string, hasta: string) => {
      const res = await get('/dashboard/nomina', { desde, hasta });
      expect(res.status).toBe(200);
      const filas = res.body.gastos.filas as Gasto[];
      // The card's total of fixed expenses is its rows' sum, whatever the range.
      expect(res.body.gastos.fijos).toBe(filas.filter((g) => g.clase === 'fijo').reduce((t, g) => t + g.valor, 0));
      return filas.filter((g) => g.id === fijo.body.id).map((g) => [g.fecha, g.valor]);
    };
    expect(await tablero('2026-10-01', '2026-10-31')).toEqual([['2026-10-01', 700000]]);
    expect(await tablero('2026-10-10', '2026-10-12')).toEqual([['2026-10-10', 700000]]);
    expect(await tablero('2026-10-15', '2026-12-31')).toEqual([
      ['2026-10-15', 700000],
      ['2026-11-01', 700000],
      ['2026-12-01', 700000],
    ]);
    // Before it was registered it does not count.
    expect(await tablero('2025-12-01', '2025-12-31')).toEqual([]);
    expect(await tablero('2026-09-01', '2026-09-30')).toEqual([]);
    // A range with no fixed expense at all shows none.
    const vacio = await get('/dashboard/nomina', { desde: '2025-12-01', hasta: '2025-12-31' });
    expect(vacio.body.gastos.fijos).toBe(0);
    expect((await post(`/gastos-fijos/${fijo.body.id}/anular`, {})).status).toBe(200);
    expect(await tablero('2026-10-01', '2026-10-31')).toEqual([]);
  });
});
