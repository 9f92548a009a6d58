import { randomUUID } from 'node:crypto';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { streamCobertura } from '@avanti/libs/coberturas/eventos';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { metadataDePrueba } from '../support/metadata.js';
import { pacienteValido } from '../admisiones/ayudas.js';

const motores = await motoresDisponibles();
// Today (Bogotá) is 2026-11-20.
const reloj = relojFijo('2026-11-20T15:00:00Z');
const INVALIDO = 'El número de autorización de la EPS admite solo letras, números y guiones, máximo 30 caracteres';

/** Issue 27 item 9: an authorization keeps the insurer's own number ('N.º autorización EPS'). */
describe.each(motores)('Coberturas: el número de autorización de la EPS (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let eps: { id: string };
  let paciente: { id: string; codigo: string };
  let ordenId: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    const lista = await app.http
      .get('/api/eps')
      .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
      .set('authorization', admin);
    eps = lista.body[0];
    paciente = (
      await app.http
        .post('/api/pacientes')
        .set('authorization', admin)
        .send(pacienteValido({ numeroDocumento: '7070', tipoCliente: 6 }))
    ).body;
    const orden = await post('/ordenes', {
      paciente: paciente.id,
      entidad: eps.id,
      fecha: '2026-11-20',
      cobertura: 90,
      lineas: [{ servicio: 2, cantidad: 30 }],
    });
    expect(orden.status).toBe(201);
    ordenId = orden.body.id;
  });
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object) => app.http.post(`/api/coberturas${ruta}`).set('authorization', admin).send(datos);
  const autorizacion = (extra: object = {}) =>
    post('/autorizaciones', {
      paciente: paciente.id,
      pertenece: ordenId,
      fecha: '2026-11-20',
      cobertura: 60,
      lineas: [{ servicio: 2, cantidad: 4 }],
      ...extra,
    });
  const delPaciente = () =>
    app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ paciente: paciente.id }), range: '[0,99]' })
      .set('authorization', admin);

  it('guarda el número de la EPS sin espacios alrededor y lo devuelven el detalle y la lista (también se busca por él)', async () => {
    const res = await autorizacion({ numeroAutorizacionEps: '  SURA-2026-778812 ' });
    expect(res.status).toBe(201);
    const detalle = await app.http.get(`/api/coberturas/${res.body.id}`).set('authorization', admin);
    expect(detalle.body).toMatchObject({ codigo: res.body.codigo, formato: 1, numeroAutorizacionEps: 'SURA-2026-778812' });
    const lista = await delPaciente();
    expect(lista.body.find((c: { id: string }) => c.id === res.body.id)).toMatchObject({ numeroAutorizacionEps: 'SURA-2026-778812' });
    const buscada = await app.http
      .get('/api/coberturas')
      .query({ filter: JSON.stringify({ q: 'sura-2026-778812' }) })
      .set('authorization', admin);
    expect(buscada.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    // Without order too; empty is no number.
    const sinOrden = await post('/autorizaciones', {
      paciente: paciente.id,
      sinOrden: true,
      entidad: eps.id,
      codigo: 'AUT-7070-1',
      fecha: '2026-11-20',
      cobertura: 30,
      lineas: [{ servicio: 3, cantidad: 2 }],
      numeroAutorizacionEps: 'nx77',
    });
    expect(sinOrden.status).toBe(201);
    expect((await app.http.get(`/api/coberturas/${sinOrden.body.id}`).set('authorization', admin)).body.numeroAutorizacionEps).toBe('nx77');
    const vacia = await autorizacion({ numeroAutorizacionEps: '' });
    expect(vacia.status).toBe(201);
    expect((await app.http.get(`/api/coberturas/${vacia.body.id}`).set('authorization', admin)).body.numeroAutorizacionEps).toBeNull();
  });

  it.each([['SURA 2026'], ['AUT/15'], ['x'.repeat(31)], [12345], ['ñandú-1']])('rechaza %j con un 400 en español y no escribe nada', async (valor) => {
    const antes = (await delPaciente()).headers['content-range'];
    const res = await autorizacion({ numeroAutorizacionEps: valor });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(INVALIDO);
    expect((await delPaciente()).headers['content-range']).toBe(antes);
  });

  it('una autorización registrada antes del campo (su evento no lo trae) se proyecta con el número vacío', async () => {
    const nueva = await autorizacion({ numeroAutorizacionEps: 'VIEJA-1' });
    const [evento] = await app.infra.store.leerStream(streamCobertura(nueva.body.id));
    const { numeroAutorizacionEps: _quitado, ...datos } = evento.datos as Record<string, unknown>;
    const id = randomUUID();
    await app.infra.store.anexar(
      [
        {
          streamId: streamCobertura(id),
          versionEsperada: 0,
          eventos: [{ tipo: 'AutorizacionRegistrada', datos: { ...datos, id, codigo: `ANTIGUA-${id.slice(0, 8)}` } }],
        },
      ],
      metadataDePrueba,
    );
    const detalle = await app.http.get(`/api/coberturas/${id}`).set('authorization', admin);
    expect(detalle.status).toBe(200);
    expect(detalle.body).toMatchObject({ codigo: `ANTIGUA-${id.slice(0, 8)}`, numeroAutorizacionEps: null });
  });

  it('el contrato OpenAPI muestra el campo con su límite', async () => {
    const docs = await app.http.get('/api/docs-json');
    const esquema = docs.body.components.schemas.RegistrarAutorizacionDto.properties.numeroAutorizacionEps;
    expect(esquema).toMatchObject({ type: 'string', maxLength: 30 });
  });
});
