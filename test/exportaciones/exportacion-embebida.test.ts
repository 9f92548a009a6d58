import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { streamRol } from '@avanti/libs/acceso/eventos';
import { obtenerExportacion } from '@avanti/libs/exportaciones/lecturas/exportaciones';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { descargar, esperarExportacion, leerLibro } from './ayudas.js';

/** The export through HTTP in the embedded mode: the same processors run in the api's process. */

const motores = await motoresDisponibles();

describe.each(motores)('exportación a Excel embebida en %s', (motor) => {
  let app: AppDePrueba;
  let admin: string;

  beforeAll(async () => {
    // 22 Nov 2026, 21:00 in Bogotá: already the 23rd in UTC, the file is named after Bogotá's date.
    app = await iniciarAppDePrueba(motor, { reloj: relojFijo('2026-11-23T02:00:00Z') });
    admin = await app.ingresar('admin');
  });

  afterAll(async () => {
    await app?.cerrar();
  });

  it('exporta las aseguradoras filtradas, con encabezados en español, y deja constancia', async () => {
    const solicitud = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { q: 'EPS' } });
    expect(solicitud.status).toBe(201);
    // The whole export as GET /api/exportaciones/:id serves it, with the message to show (as every create answers).
    expect(solicitud.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      recurso: 'eps',
      estado: expect.stringMatching(/^(pendiente|procesando|completado)$/),
      progreso: expect.any(Number),
      mensaje: 'Exportación solicitada: el archivo se descargará cuando esté listo',
      ...(solicitud.body.estado === 'completado' ? { nombreArchivo: 'aseguradoras-2026-11-22.xlsx', filas: 3 } : {}),
    });
    const { id } = solicitud.body as { id: string };
    const leida = await app.http.get(`/api/exportaciones/${id}`).set('Authorization', admin);
    expect(Object.keys(leida.body).every((k) => Object.hasOwn(solicitud.body, k) || ['nombreArchivo', 'filas'].includes(k))).toBe(true);

    const estado = await esperarExportacion(app, admin, id);
    expect(estado).toEqual({ id, recurso: 'eps', estado: 'completado', progreso: 100, nombreArchivo: 'aseguradoras-2026-11-22.xlsx', filas: 3 });

    const res = await descargar(app, admin, id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="aseguradoras-2026-11-22.xlsx"');

    const { nombreHoja, filas, negrita } = await leerLibro(res.body as Buffer);
    expect(nombreHoja).toBe('Aseguradoras');
    expect(negrita).toBe(true);
    expect(filas).toEqual([
      ['Nombre', 'Nombre corto', 'NIT', 'Estado', 'Tipo', 'Régimen'],
      ['COOSALUD EPS S.A.', 'COOSALUD', '900226715-3', 'Activa', 'EPS', 'Subsidiado'],
      ['EPS SANITAS S.A.S.', 'SANITAS', '800251440-6', 'Activa', 'EPS', 'Contributivo'],
      ['NUEVA EPS S.A.', 'NUEVA EPS', '900156264-2', 'Activa', 'EPS', 'Ambos'],
    ]);

    // Recorded: who, what, which filter, when (the future log of exported reports).
    const registro = await obtenerExportacion(app.infra.base.db, id);
    expect(registro).toMatchObject({
      recurso: 'eps',
      filtro: { q: 'EPS' },
      usuario: 'admin',
      estado: 'completado',
      filas: 3,
      archivo: `exportaciones/${id}.xlsx`,
      nombreArchivo: 'aseguradoras-2026-11-22.xlsx',
      solicitadaEn: new Date('2026-11-23T02:00:00Z'),
    });
    expect(existsSync(join(app.infra.config.directorioArchivos, 'exportaciones', `${id}.xlsx`))).toBe(true);

    // The audit (an asynchronous projection) eventually shows the request and its end.
    let tipos: string[] = [];
    for (let intento = 0; intento < 100 && !tipos.includes('ExportacionCompletada'); intento++) {
      const auditoria = await app.http
        .get('/api/auditoria')
        .query({ filter: JSON.stringify({ registroId: id }), sort: JSON.stringify(['posicion', 'ASC']) })
        .set('Authorization', admin);
      expect(auditoria.status).toBe(200);
      tipos = (auditoria.body as Array<{ tipo: string }>).map((a) => a.tipo);
      if (!tipos.includes('ExportacionCompletada')) await new Promise((r) => setTimeout(r, 50));
    }
    expect(tipos).toEqual(['ExportacionSolicitada', 'ExportacionCompletada']);
    const auditoria = await app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify({ registroId: id, tipo: 'ExportacionSolicitada' }) })
      .set('Authorization', admin);
    expect(auditoria.body[0]).toMatchObject({ usuario: 'admin', descripcion: 'Solicitó exportar a Excel Aseguradoras (filtro: q = EPS)' });
  });

  it('sin filtro exporta todas, y acepta el filtro como lo envía la lista (números en texto)', async () => {
    const todas = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso: 'eps' });
    expect(todas.status).toBe(201);
    expect(await esperarExportacion(app, admin, todas.body.id)).toMatchObject({ estado: 'completado', filas: 6 });

    const prepagadas = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { tipo: '2' } });
    expect(prepagadas.status).toBe(201);
    expect(await esperarExportacion(app, admin, prepagadas.body.id)).toMatchObject({ estado: 'completado', filas: 2 });
    const { filas } = await leerLibro((await descargar(app, admin, prepagadas.body.id)).body as Buffer);
    expect(filas.slice(1).map((f) => [f[0], f[4], f[5]])).toEqual([
      ['COLSANITAS MEDICINA PREPAGADA', 'Prepagada', ''],
      ['SURA MEDICINA PREPAGADA', 'Prepagada', ''],
    ]);
    expect((await obtenerExportacion(app.infra.base.db, prepagadas.body.id))?.filtro).toEqual({ tipo: 2 });
  });

  it('rechaza a quien no tiene el permiso de la lista, un recurso desconocido y un filtro que no es objeto', async () => {
    const reportes = await app.ingresar('rol8');
    const sinPermiso = await app.http.post('/api/exportaciones').set('Authorization', reportes).send({ recurso: 'eps', filtro: {} });
    expect(sinPermiso.status).toBe(403);
    expect(sinPermiso.body).toEqual({ mensaje: 'No tiene permiso para realizar esta acción' });

    const desconocido = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso: 'pacientes-secretos', filtro: {} });
    expect(desconocido.status).toBe(400);
    expect(desconocido.body.mensaje).toBe('Recurso de exportación desconocido');
    const sinRecurso = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ filtro: {} });
    expect(sinRecurso.status).toBe(400);
    expect(sinRecurso.body.mensaje).toBe('Recurso de exportación desconocido');
    const heredado = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso: 'toString', filtro: {} });
    expect(heredado.status).toBe(400);

    for (const filtro of ['q=EPS', [1, 2], 7]) {
      const malo = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso: 'eps', filtro });
      expect(malo.status).toBe(400);
      expect(malo.body.mensaje).toBe('El filtro debe ser un objeto');
    }
    const valorMalo = await app.http
      .post('/api/exportaciones')
      .set('Authorization', admin)
      .send({ recurso: 'eps', filtro: { estado: 'activa' } });
    expect(valorMalo.status).toBe(400);
    expect(valorMalo.body.mensaje).toBe('Filtro inválido: estado');

    const sinSesion = await app.http.post('/api/exportaciones').send({ recurso: 'eps', filtro: {} });
    expect(sinSesion.status).toBe(401);
  });

  it('nadie más ve ni descarga una exportación ajena, salvo quien podría generarla (decisión 0027)', async () => {
    // Role 13 gets the insurers' permission (an administrator's grant), so one of its users can export.
    const conceder = (concedido: boolean) =>
      app.infra.store.anexar(
        [
          {
            streamId: streamRol(13),
            versionEsperada: 'cualquiera',
            eventos: [{ tipo: 'PermisoDeRolCambiado', datos: { id: 13, permiso: 'mantenimiento.eps', concedido } }],
          },
        ],
        {
          usuarioId: null,
          usuario: 'sistema',
          rol: null,
          sede: null,
          correlacionId: 'prueba',
          causacionId: null,
          ip: null,
          fecha: new Date().toISOString(),
          versionEsquema: 1,
        },
      );
    await conceder(true);
    try {
      const coordinacion = await app.ingresar('rol13');
      const { body, status } = await app.http
        .post('/api/exportaciones')
        .set('Authorization', coordinacion)
        .send({ recurso: 'eps', filtro: { q: 'sanitas' } });
      expect(status).toBe(201);
      expect(await esperarExportacion(app, coordinacion, body.id)).toMatchObject({ estado: 'completado', filas: 2 });
      expect((await obtenerExportacion(app.infra.base.db, body.id))?.usuario).toBe('rol13');

      const otro = await app.ingresar('rol8');
      for (const ruta of [`/api/exportaciones/${body.id}`, `/api/exportaciones/${body.id}/archivo`]) {
        const res = await app.http.get(ruta).set('Authorization', otro);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ mensaje: 'No se encontró la exportación' });
      }
      // The administrator could ask for the same file (the list's permission, every site): they see and download it.
      expect((await app.http.get(`/api/exportaciones/${body.id}`).set('Authorization', admin)).body).toMatchObject({ estado: 'completado' });
      expect((await descargar(app, admin, body.id)).status).toBe(200);
    } finally {
      await conceder(false);
    }
    // An unknown id is 404, and so is one that is not an id at all.
    expect((await app.http.get('/api/exportaciones/00000000-0000-4000-8000-000000000000').set('Authorization', admin)).status).toBe(404);
    expect((await app.http.get('/api/exportaciones/00000000-0000-4000-8000-000000000000/archivo').set('Authorization', admin)).status).toBe(404);
    expect((await app.http.get('/api/exportaciones/..%2F..%2Fetc').set('Authorization', admin)).status).toBe(404);
    expect((await app.http.get('/api/exportaciones/no-es-un-id/archivo').set('Authorization', admin)).status).toBe(404);
  });

  it('una exportación que falla queda registrada con un mensaje en español, y su archivo responde 409', async () => {
    // A plain file where the exports folder should be: the worker cannot write there.
    const carpeta = join(app.infra.config.directorioArchivos, 'exportaciones');
    const apartada = `${carpeta}.apartada`;
    if (existsSync(carpeta)) renameSync(carpeta, apartada);
    writeFileSync(carpeta, 'no es una carpeta');
    try {
      const { body } = await app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso: 'eps', filtro: {} });
      const estado = await esperarExportacion(app, admin, body.id);
      expect(estado).toEqual({
        id: body.id,
        recurso: 'eps',
        estado: 'fallido',
        progreso: 0,
        mensaje: 'No se pudo generar el archivo de Excel. Inténtelo de nuevo.',
      });
      const archivo = await app.http.get(`/api/exportaciones/${body.id}/archivo`).set('Authorization', admin);
      expect(archivo.status).toBe(409);
      expect(archivo.body).toEqual({ mensaje: 'La exportación falló y no tiene archivo para descargar.' });
      expect(await obtenerExportacion(app.infra.base.db, body.id)).toMatchObject({
        estado: 'fallido',
        mensaje: 'No se pudo generar el archivo de Excel. Inténtelo de nuevo.',
        usuario: 'admin',
      });
    } finally {
      rmSync(carpeta, { force: true });
      if (existsSync(apartada)) renameSync(apartada, carpeta);
    }
  });
});

describe.each(motores)('hoja de pacientes leída de vuelta (%s)', (motor) => {
  // 28 Feb 2031, 23:30 in Bogotá (already March 1st in UTC), far from the machine's date: an age computed
  // against the system clock, or against UTC's date, reads differently from the one the spec asks for.
  const reloj = relojFijo('2031-03-01T04:30:00Z');
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
  });
  afterAll(() => app?.cerrar());

  it('cada columna con su encabezado, y la edad contra la fecha de Bogotá del reloj de la exportación', async () => {
    const admitir = (numeroDocumento: string, primerNombre: string, fechaNacimiento: string, sexo: number) =>
      app.http.post('/api/pacientes').set('authorization', admin).send({
        tipoDocumento: 'CC',
        numeroDocumento,
        primerNombre,
        segundoNombre: 'maría',
        primerApellido: 'exportada',
        segundoApellido: 'gómez',
        fechaNacimiento,
        sexo,
        fechaIngreso: '2031-02-01',
        tipoCliente: 2,
      });
    // Born on March 1st: 10 years and 11 months in Bogotá (the birthday is tomorrow there), 11 in UTC.
    expect((await admitir('71000001', 'ana', '2020-03-01', 2)).status).toBe(201);
    expect((await admitir('71000002', 'luis', '2000-06-10', 1)).status).toBe(201);
    expect((await admitir('71000003', 'eva', '2029-02-28', 2)).status).toBe(201);

    const pedida = await app.http
      .post('/api/exportaciones')
      .set('authorization', admin)
      .send({ recurso: 'pacientes', filtro: { q: 'exportada' } });
    expect(pedida.status).toBe(201);
    const estado = await esperarExportacion(app, admin, pedida.body.id);
    expect(estado).toMatchObject({ estado: 'completado', filas: 3, nombreArchivo: 'pacientes-2031-02-28.xlsx' });
    const { filas } = await leerLibro((await descargar(app, admin, pedida.body.id)).body as Buffer);
    expect(filas).toEqual([
      [
        'Código',
        'Tipo de documento',
        'Número de documento',
        'Apellidos',
        'Nombres',
        'Fecha de nacimiento',
        'Edad',
        'Sexo',
        'Fecha de ingreso',
        'Tipo de cliente',
        'Sede',
        'Estado',
      ],
      [
        'CC71000001',
        'CC',
        '71000001',
        'EXPORTADA GÓMEZ',
        'ANA MARÍA',
        '01/03/2020',
        '10 años y 11 meses',
        'Femenino',
        '01/02/2031',
        'Particular',
        'Sede Principal',
        'Activo',
      ],
      [
        'CC71000003',
        'CC',
        '71000003',
        'EXPORTADA GÓMEZ',
        'EVA MARÍA',
        '28/02/2029',
        '2 años y 0 meses',
        'Femenino',
        '01/02/2031',
        'Particular',
        'Sede Principal',
        'Activo',
      ],
      [
        'CC71000002',
        'CC',
        '71000002',
        'EXPORTADA GÓMEZ',
        'LUIS MARÍA',
        '10/06/2000',
        '30 años y 8 meses',
        'Masculino',
        '01/02/2031',
        'Particular',
        'Sede Principal',
        'Activo',
      ],
    ]);
  });
});
