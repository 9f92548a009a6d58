import { relojFijo } from '@avanti/libs/clock/reloj';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';

const motores = await motoresDisponibles();
// Today (Bogotá) is 2026-11-20.
const reloj = relojFijo('2026-11-20T15:00:00Z');

describe.each(motores)('Reporte de órdenes, exportaciones de órdenes y tarifas, especialidades (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let reportesNorte: string;
  let eps: { id: string; nombre: string };
  let paciente: { id: string; codigo: string };
  let orden: { id: string; codigo: string };
  let autorizacion: { id: string; codigo: string };
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    eps = (
      await app.http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
        .set('authorization', admin)
    ).body[0];
    paciente = (
      await app.http
        .post('/api/pacientes')
        .set('authorization', admin)
        .send(pacienteValido({ numeroDocumento: '7070', tipoCliente: 6, primerNombre: 'lucía', primerApellido: 'ramírez' }))
    ).body;
    orden = (
      await post('/ordenes', {
        paciente: paciente.id,
        entidad: eps.id,
        fecha: '2026-11-20',
        cobertura: 30,
        lineas: [
          { servicio: 2, cantidad: 10 },
          { servicio: 3, cantidad: 4 },
        ],
        observaciones: 'primera orden',
      })
    ).body;
    autorizacion = (
      await post('/autorizaciones', { paciente: paciente.id, pertenece: orden.id, fecha: '2026-11-20', cobertura: 60, lineas: [{ servicio: 2, cantidad: 8 }] })
    ).body;
    await crearUsuario(app, 'reportes-norte', 8, 'norte');
    reportesNorte = await app.ingresar('reportes-norte');
  });
  afterAll(() => app.cerrar());

  function post(ruta: string, datos: object, token = admin) {
    return app.http.post(`/api/coberturas${ruta}`).set('authorization', token).send(datos);
  }
  const exportar = async (recurso: string, filtro: object, token = admin) => {
    const pedido = await app.http.post('/api/exportaciones').set('authorization', token).send({ recurso, filtro });
    expect(pedido.status).toBe(201);
    const fin = await esperarExportacion(app, token, pedido.body.id);
    return { fin, libro: await leerLibro((await descargar(app, token, pedido.body.id)).body as Buffer) };
  };

  it('la lista del reporte nombra la sede; busca por paciente y filtra por fechas', async () => {
    const lista = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ q: 'lucia ramirez', desde: '2026-11-20', hasta: '2026-11-20' }) })
      .set('authorization', admin);
    expect(lista.status).toBe(200);
    expect(lista.body.map((c: { codigo: string }) => c.codigo).sort()).toEqual([autorizacion.codigo, orden.codigo].sort());
    expect(lista.body[0]).toMatchObject({ sede: 'principal', sedeNombre: 'Sede Principal' });
    const antes = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ q: 'lucia ramirez', hasta: '2026-11-19' }) })
      .set('authorization', admin);
    expect(antes.body).toEqual([]);
  });

  it('GET /api/reportes/ordenes (issue 16) da la misma lista; un visor de otra sede no ve estas órdenes aunque pida la sede', async () => {
    const filtro = { filter: JSON.stringify({ q: 'lucia ramirez' }) };
    const reporte = await app.http.get('/api/reportes/ordenes').query(filtro).set('authorization', admin);
    expect(reporte.status).toBe(200);
    expect(reporte.body.map((c: { id: string }) => c.id).sort()).toEqual([orden.id, autorizacion.id].sort());
    const ajeno = await app.http
      .get('/api/reportes/ordenes')
      .query({ filter: JSON.stringify({ q: 'lucia ramirez', sede: 'principal' }) })
      .set('authorization', reportesNorte);
    expect(ajeno.status).toBe(200);
    expect(ajeno.body).toEqual([]);
  });

  it('exporta el reporte a Excel: encabezados en español, nombres y no códigos, el filtro de la lista', async () => {
    const { fin, libro } = await exportar('coberturas', { q: paciente.codigo, desde: '2026-11-01', hasta: '2026-11-30', sede: 'principal' });
    expect(fin).toMatchObject({ estado: 'completado', filas: 2 });
    expect(libro.nombreHoja).toBe('Órdenes y autorizaciones');
    expect(libro.negrita).toBe(true);
    const [encabezados, ...filas] = libro.filas;
    expect(encabezados).toEqual([
      'Código',
      'Formato',
      'N.º autorización EPS',
      'Paciente',
      'Entidad o cliente',
      'Fecha de expedición',
      'Fecha de vencimiento',
      'Servicios',
      'Saldo en bolsa',
      'Orden médica',
      'Estado',
      'Sede',
      'Observaciones',
    ]);
    const porCodigo = Object.fromEntries(filas.map((f) => [f[0], f]));
    expect(porCodigo[orden.codigo]).toEqual([
      orden.codigo,
      'Orden médica',
      '',
      expect.stringContaining('LUCÍA RAMÍREZ'),
      eps.nombre,
      '20/11/2026',
      '20/12/2026',
      'Fisioterapia × 10 (0 programadas); Fonoaudiología × 4 (0 programadas)',
      '14',
      '',
      'Activa',
      'Sede Principal',
      'primera orden',
    ]);
    expect(porCodigo[autorizacion.codigo]).toEqual(
      expect.arrayContaining(['Autorización', '19/01/2027', 'Fisioterapia × 8 (0 programadas)', '8', orden.codigo]),
    );
    const fueraDeFecha = await exportar('coberturas', { q: paciente.codigo, desde: '2026-12-01' });
    expect(fueraDeFecha.fin).toMatchObject({ estado: 'completado', filas: 0 });
  });

  it('quien no ve todas las sedes exporta solo la suya aunque pida otra; un filtro malo es un 400 claro', async () => {
    const { fin, libro } = await exportar('coberturas', { q: paciente.codigo, sede: 'principal' }, reportesNorte);
    expect(fin).toMatchObject({ estado: 'completado', filas: 0 });
    expect(libro.filas).toHaveLength(1);
    const malo = await app.http
      .post('/api/exportaciones')
      .set('authorization', admin)
      .send({ recurso: 'coberturas', filtro: { desde: '20/11/2026' } });
    expect(malo.status).toBe(400);
    expect(malo.body.mensaje).toBe('Filtro inválido: desde');
    const historia = await app.ingresar('rol10');
    expect((await app.http.post('/api/exportaciones').set('authorization', historia).send({ recurso: 'coberturas', filtro: {} })).status).toBe(403);
  });

  it('desde el reporte se desactiva una autorización sin sesiones programadas; una orden médica no', async () => {
    await crearUsuario(app, 'reportes-principal', 8, 'principal');
    const reportes = await app.ingresar('reportes-principal');
    const ordenSola = (
      await post('/ordenes', { paciente: paciente.id, entidad: eps.id, fecha: '2026-11-20', cobertura: 30, lineas: [{ servicio: 4, cantidad: 2 }] })
    ).body;
    const noOrden = await app.http.post(`/api/coberturas/${ordenSola.id}/cancelar`).set('authorization', reportes);
    expect(noOrden.status).toBe(403);
    expect(noOrden.body.mensaje).toBe('Una orden médica se cancela desde Gestión de autorizaciones');
    expect((await app.http.get(`/api/coberturas/${ordenSola.id}`).set('authorization', admin)).body.estado).toBe(1);

    const res = await app.http.post(`/api/coberturas/${autorizacion.id}/cancelar`).set('authorization', reportes);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensaje: 'Autorización desactivada con éxito' });
    expect((await app.http.get(`/api/coberturas/${autorizacion.id}`).set('authorization', admin)).body.estado).toBe(2);
    const otraVez = await app.http.post(`/api/coberturas/${autorizacion.id}/cancelar`).set('authorization', reportes);
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.mensaje).toBe('Esta orden ya está cancelada');
  });

  it('exporta las tarifas con la aseguradora y la especialidad por nombre', async () => {
    const t = await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 6, tarifa: 52000, copago: 5200 });
    expect(t.status).toBe(201);
    const { fin, libro } = await exportar('tarifas', { eps: eps.id, especialidad: 6 });
    expect(fin).toMatchObject({ estado: 'completado', filas: 1 });
    expect(libro.nombreHoja).toBe('Tarifas');
    expect(libro.filas).toEqual([
      ['Aseguradora', 'Especialidad', 'Tarifa (COP)', 'Copago (COP)'],
      [eps.nombre, 'Psicología', '52000', '5200'],
    ]);
    expect((await app.http.post('/api/exportaciones').set('authorization', reportesNorte).send({ recurso: 'tarifas', filtro: {} })).status).toBe(403);
  });

  it('un administrador corrige el nombre y el CUPS de una especialidad; las tarifas la nombran así; la auditoría lo cuenta', async () => {
    const put = (codigo: number | string, datos: object, token = admin) =>
      app.http.put(`/api/especialidades/${codigo}`).set('authorization', token).send(datos);
    const res = await put(5, { nombre: '  Educación   especial inclusiva ', cups: 'a1b2c3' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ codigo: 5, mensaje: 'Especialidad actualizada con éxito' });
    const lista = await app.http.get('/api/especialidades').set('authorization', admin);
    expect(lista.body.find((e: { codigo: number }) => e.codigo === 5)).toEqual({ codigo: 5, nombre: 'Educación especial inclusiva', cups: 'A1B2C3' });

    const t = await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 4, tarifa: 40000 });
    expect((await put(4, { nombre: 'Terapia ocupacional integral' })).status).toBe(200);
    expect((await app.http.get(`/api/tarifas/${t.body.id}`).set('authorization', admin)).body.especialidadNombre).toBe('Terapia ocupacional integral');
    expect(lista.body.find((e: { codigo: number }) => e.codigo === 4).cups).toBe('938303');

    const antes = (await app.http.get('/api/especialidades').set('authorization', admin)).body;
    for (const [codigo, datos, estado, mensaje] of [
      [5, { nombre: '' }, 400, 'Escriba el nombre de la especialidad'],
      [5, { nombre: 'fisioterapia' }, 409, 'Ya existe otra especialidad llamada fisioterapia'],
      [5, { nombre: 'Otra', cups: '12' }, 400, 'El código CUPS debe tener 6 caracteres, letras o números'],
      [5, { nombre: 'Educación especial inclusiva' }, 400, 'No hay cambios que guardar'],
      [9, { nombre: 'Nueva' }, 404, 'No se encontró la especialidad'],
      ['fisio', { nombre: 'Nueva' }, 404, 'No se encontró la especialidad'],
    ] as const) {
      const r = await put(codigo, datos);
      expect([r.status, r.body.mensaje]).toEqual([estado, mensaje]);
    }
    expect((await put(5, { nombre: 'Otra' }, reportesNorte)).status).toBe(403);
    expect((await app.http.get('/api/especialidades').set('authorization', admin)).body).toEqual(antes);

    await app.infra.proyecciones.ponerAlDia();
    const auditoria = await app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify({ q: 'inclusiva' }) })
      .set('authorization', admin);
    expect(auditoria.body.map((e: { descripcion: string }) => e.descripcion)).toContainEqual(
      'Definió la especialidad Educación especial inclusiva (código 5, CUPS A1B2C3)',
    );
    expect(auditoria.body[0]).toMatchObject({ usuario: 'admin' });
  });
});
