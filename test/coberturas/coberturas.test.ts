import { relojFijo } from '@avanti/libs/clock/reloj';
import { BolsaDeSesiones } from '@avanti/api/coberturas/cobertura/bolsa';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';

const motores = await motoresDisponibles();
// Today (Bogotá) is 2026-11-20.
const reloj = relojFijo('2026-11-20T15:00:00Z');
const SIN_SESIONES = 'Las sesiones que quiere programar superan la cantidad de sesiones disponibles en este servicio.';

describe.each(motores)('Coberturas: órdenes, autorizaciones, particulares, convenios y la bolsa (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let eps: { id: string; tipo: number };
  let paciente: { id: string; codigo: string };
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    const lista = await app.http
      .get('/api/eps')
      .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
      .set('authorization', admin);
    eps = lista.body[0];
    const res = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ numeroDocumento: '1020', tipoCliente: 6 }));
    paciente = res.body;
  });
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api/coberturas${ruta}`).set('authorization', token).send(datos);
  const detalle = (id: string, token = admin) => app.http.get(`/api/coberturas/${id}`).set('authorization', token);
  const orden = (extra: object = {}) =>
    post('/ordenes', {
      paciente: paciente.id,
      entidad: eps.id,
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [
        { servicio: 2, cantidad: 10 },
        { servicio: 3, cantidad: 4 },
      ],
      ...extra,
    });

  it('las especialidades 2 a 6 con su CUPS', async () => {
    const res = await app.http.get('/api/especialidades').set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { codigo: number }) => e.codigo)).toEqual([2, 3, 4, 5, 6]);
    expect(res.body[0]).toEqual({ codigo: 2, nombre: 'Fisioterapia', cups: '931001' });
  });

  it('registra una orden médica con su código, vencimiento y bolsa; la segunda del día lleva -2', async () => {
    const res = await orden({ observaciones: 'primera' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), codigo: `EPS-${paciente.codigo}-20261120`, mensaje: 'Orden médica registrada con éxito!' });
    const d = await detalle(res.body.id);
    expect(d.body).toMatchObject({
      codigo: `EPS-${paciente.codigo}-20261120`,
      formato: 0,
      paciente: paciente.id,
      entidad: eps.id,
      fecha: '2026-11-20',
      fechaVencimiento: '2026-12-20',
      cobertura: 30,
      bolsa: 14,
      estado: 1,
      observaciones: 'primera',
      pertenece: null,
      lineas: [
        { id: '1', servicio: 2, especialidad: 'Fisioterapia', cantidad: 10, programadas: 0, restantes: 10 },
        { id: '2', servicio: 3, especialidad: 'Fonoaudiología', cantidad: 4, programadas: 0, restantes: 4 },
      ],
      autorizaciones: [],
    });
    const [otra, tercera] = [await orden(), await orden()];
    expect([otra.body.codigo, tercera.body.codigo]).toEqual([`EPS-${paciente.codigo}-20261120-2`, `EPS-${paciente.codigo}-20261120-3`]);
  });

  it('rechaza sin servicios con el mensaje del spec y no guarda nada', async () => {
    const antes = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ paciente: paciente.id }) })
      .set('authorization', admin);
    const res = await orden({ lineas: [] });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe('Debe cargar servicios a la orden');
    const despues = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ paciente: paciente.id }) })
      .set('authorization', admin);
    expect(despues.headers['content-range']).toBe(antes.headers['content-range']);
    expect((await orden({ cobertura: 31 })).body.mensaje).toBe('La cobertura debe ser de 30, 45, 60, 90, 120, 150, 180 días');
    expect((await orden({ lineas: [{ servicio: 9, cantidad: 1 }] })).body.mensaje).toBe('Seleccione un servicio del catálogo de especialidades');
  });

  it('una autorización contra la orden; la orden ya no se cancela; se ajusta con motivo y queda en el historial', async () => {
    const o = await orden();
    const a = await post('/autorizaciones', {
      paciente: paciente.id,
      pertenece: o.body.id,
      fecha: '2026-11-20',
      cobertura: 60,
      lineas: [{ servicio: 2, cantidad: 8 }],
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ codigo: `EPS-AUT${paciente.codigo}-20261120`, mensaje: 'Autorización registrada con éxito!' });
    const d = await detalle(o.body.id);
    expect(d.body.autorizaciones).toEqual([
      expect.objectContaining({ id: a.body.id, codigo: a.body.codigo, fechaVencimiento: '2027-01-19', lineas: [expect.objectContaining({ cantidad: 8 })] }),
    ]);

    const cancelar = await app.http.post(`/api/coberturas/${o.body.id}/cancelar`).set('authorization', admin);
    expect(cancelar.status).toBe(409);
    expect(cancelar.body.mensaje).toBe('Esta orden no se puede cancelar porque tiene autorizaciones cargadas');

    const sinMotivo = await app.http.post(`/api/coberturas/${a.body.id}/ajustar`).set('authorization', admin).send({ bolsa: 12 });
    expect(sinMotivo.status).toBe(400);
    const ajuste = await app.http
      .post(`/api/coberturas/${a.body.id}/ajustar`)
      .set('authorization', admin)
      .send({ bolsa: 12, fechaVencimiento: '2027-02-01', motivo: 'La EPS amplió' });
    expect(ajuste.status).toBe(200);
    expect(ajuste.body).toEqual({ mensaje: 'Ajustado con éxito' });
    expect((await detalle(a.body.id)).body).toMatchObject({ bolsa: 12, fechaVencimiento: '2027-02-01' });

    await app.infra.proyecciones.ponerAlDia();
    const historial = await app.http.get(`/api/coberturas/${a.body.id}/historial`).set('authorization', admin);
    expect(historial.status).toBe(200);
    const descripciones = historial.body.map((e: { descripcion: string }) => e.descripcion);
    expect(descripciones).toContainEqual(`Ajustó ${a.body.codigo}: saldo en bolsa de 8 a 12 y vencimiento de 19/01/2027 a 01/02/2027. Motivo: La EPS amplió`);
    expect(historial.body[0]).toMatchObject({ usuario: 'admin' });
  });

  it('una orden sin autorizaciones se cancela', async () => {
    const o = await orden();
    const res = await app.http.post(`/api/coberturas/${o.body.id}/cancelar`).set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensaje: 'Cancelada con éxito' });
    expect((await detalle(o.body.id)).body.estado).toBe(2);
  });

  it('sin orden (número escrito, único), código 90 (entidad 16, sin vigencia), particular y convenio', async () => {
    const sin = await post('/autorizaciones', {
      paciente: paciente.id,
      sinOrden: true,
      entidad: eps.id,
      codigo: 'aut-555',
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [{ servicio: 4, cantidad: 3 }],
    });
    expect(sin.status).toBe(201);
    expect(sin.body.codigo).toBe('AUT-555');
    const repetida = await post('/autorizaciones', {
      paciente: paciente.id,
      sinOrden: true,
      entidad: eps.id,
      codigo: 'AUT-555',
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [{ servicio: 4, cantidad: 3 }],
    });
    expect(repetida.status).toBe(409);
    expect(repetida.body.mensaje).toBe('Ya existe una autorización con el código AUT-555');
    const sinServicios = await post('/autorizaciones', {
      paciente: paciente.id,
      sinOrden: true,
      entidad: eps.id,
      codigo: 'X1',
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [],
    });
    expect(sinServicios.body.mensaje).toBe('Debe cargarle servicios a la autorización');

    const c90 = await post('/autorizaciones', {
      paciente: paciente.id,
      codigo90: true,
      codigo: '90-1',
      fecha: '2026-11-20',
      cobertura: null,
      lineas: [{ servicio: 6, cantidad: 2 }],
    });
    expect(c90.status).toBe(201);
    expect((await detalle(c90.body.id)).body).toMatchObject({
      entidad: null,
      entidadNombre: 'Particulares',
      fechaVencimiento: null,
      codigo90: true,
      registradaPor: 'admin',
    });

    const par = await post('/particulares', {
      paciente: paciente.id,
      fecha: '2026-11-20',
      cobertura: 15,
      nombreCliente: 'juan gómez',
      formaPago: 1,
      periodo: 30,
      contrato: 'CT-1',
      lineas: [{ servicio: 2, cantidad: 5 }],
    });
    expect(par.status).toBe(201);
    expect(par.body).toMatchObject({ codigo: `PAR-${paciente.codigo}-20261120`, mensaje: 'Servicio registrado con éxito!' });
    expect((await detalle(par.body.id)).body).toMatchObject({
      nombreCliente: 'JUAN GÓMEZ',
      formaPago: 1,
      periodo: 30,
      contrato: 'CT-1',
      fechaVencimiento: '2026-12-05',
    });

    const con = await post('/convenios', { paciente: paciente.id, fecha: '2026-11-20', cobertura: 90, lineas: [{ servicio: 3, cantidad: 6 }] });
    expect(con.status).toBe(201);
    expect(con.body.codigo).toBe(`CON-${paciente.codigo}-20261120`);

    const disponibles = await app.http.get(`/api/pacientes/${paciente.id}/servicios-disponibles`).query({ fecha: '2026-12-10' }).set('authorization', admin);
    expect(disponibles.status).toBe(200);
    const codigos = disponibles.body.map((s: { codigo: string }) => s.codigo);
    expect(codigos).toEqual(expect.arrayContaining(['90-1', `CON-${paciente.codigo}-20261120`]));
    expect(codigos).not.toContain(`PAR-${paciente.codigo}-20261120`); // vencido el 2026-12-05
    expect(codigos.some((c: string) => c.startsWith('EPS-') && !c.includes('AUT'))).toBe(false); // las órdenes nunca
    expect(disponibles.body.find((s: { codigo: string }) => s.codigo === '90-1')).toMatchObject({
      formato: 1,
      entidad: 'Particulares',
      servicio: 6,
      especialidad: 'Psicología',
      restantes: 2,
      fechaVencimiento: null,
    });
  });

  it('la lista filtra por código, formato y fechas; otra sede no ve la cobertura (404)', async () => {
    const o = await orden();
    const porCodigo = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ codigo: o.body.codigo, formato: 0, desde: '2026-11-20', hasta: '2026-11-20' }) })
      .set('authorization', admin);
    expect(porCodigo.status).toBe(200);
    expect(porCodigo.body.map((c: { id: string }) => c.id)).toEqual([o.body.id]);
    expect(
      (
        await app.http
          .get('/api/coberturas')
          .query({ filter: JSON.stringify({ desde: '2026-02-30' }) })
          .set('authorization', admin)
      ).status,
    ).toBe(400);

    await crearUsuario(app, 'gestor-norte', 9, 'norte');
    const norte = await app.ingresar('gestor-norte');
    expect((await detalle(o.body.id, norte)).status).toBe(404);
    expect((await app.http.post(`/api/coberturas/${o.body.id}/ajustar`).set('authorization', norte).send({ bolsa: 1, motivo: 'x' })).status).toBe(404);
    const listaNorte = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ codigo: o.body.codigo }) })
      .set('authorization', norte);
    expect(listaNorte.body).toEqual([]);
  });

  it('50 débitos simultáneos de una unidad sobre una línea con 10: exactamente 10 pasan, el resto con el mensaje del spec, sin errores de concurrencia', async () => {
    const a = await post('/convenios', { paciente: paciente.id, fecha: '2026-11-20', cobertura: 30, lineas: [{ servicio: 2, cantidad: 10 }] });
    const bolsa = app.app.get(BolsaDeSesiones);
    const contexto = { usuario: null, correlacionId: 'prueba', causacionId: null, ip: null };
    const resultados = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => bolsa.debitar({ coberturaId: a.body.id, lineaId: '1', cantidad: 1, sesionId: `s${i}` }, contexto)),
    );
    const fallidos = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(resultados.length - fallidos.length).toBe(10);
    expect(new Set(fallidos.map((r) => (r.reason as Error).message))).toEqual(new Set([SIN_SESIONES]));
    const d = await detalle(a.body.id);
    expect(d.body).toMatchObject({ bolsa: 0, lineas: [expect.objectContaining({ programadas: 10, restantes: 0 })] });
  });
});
