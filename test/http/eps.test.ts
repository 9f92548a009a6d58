import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();

describe.each(motores)('Mantenimiento de aseguradoras (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
  });
  afterAll(() => app.cerrar());

  const registrar = (datos: object, token = admin) => app.http.post('/api/eps').set('authorization', token).send(datos);

  it('registra con tipo 1 y régimen 1 por defecto y la lista la muestra al instante', async () => {
    const res = await registrar({ nombre: 'Salud Total EPS', nombreCorto: 'SALUD TOTAL', nit: '800130907-4' });
    expect(res.status).toBe(201);
    const detalle = await app.http.get(`/api/eps/${res.body.id}`).set('authorization', admin);
    expect(detalle.body).toEqual({
      id: res.body.id,
      nombre: 'Salud Total EPS',
      nombreCorto: 'SALUD TOTAL',
      nit: '800130907-4',
      tipo: 1,
      regimen: 1,
      estado: 1,
    });
    const lista = await app.http
      .get('/api/eps')
      .query({ filter: JSON.stringify({ q: 'salud total' }) })
      .set('authorization', admin);
    expect(lista.body.map((e: { id: string }) => e.id)).toEqual([res.body.id]);
  });

  it('una prepagada no guarda régimen y el NIT es opcional', async () => {
    const res = await registrar({ nombre: 'Coomeva Prepagada', nombreCorto: 'COOMEVA MP', tipo: 2, regimen: 2 });
    const detalle = await app.http.get(`/api/eps/${res.body.id}`).set('authorization', admin);
    expect(detalle.body).toMatchObject({ tipo: 2, regimen: null, nit: null });
  });

  it.each([
    [{ nombreCorto: 'X' }, 'El nombre es obligatorio'],
    [{ nombre: 'X', nombreCorto: '' }, 'El nombre corto es obligatorio'],
    [{ nombre: 'X', nombreCorto: 'X', tipo: 7 }, 'El tipo debe ser 1 (EPS), 2 (Prepagada) o 3 (Póliza)'],
    [{ nombre: 'X', nombreCorto: 'X', regimen: 5 }, 'El régimen debe ser 1 (Contributivo), 2 (Subsidiado) o 3 (Ambos)'],
    [{ nombre: 'X', nombreCorto: 'X', estado: 2 }, 'El campo estado no está permitido'],
  ])('rechaza %j con 400 "%s" y no escribe nada', async (datos, mensaje) => {
    const antes = await app.http.get('/api/eps').set('authorization', admin);
    const res = await registrar(datos);
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(mensaje);
    const despues = await app.http.get('/api/eps').set('authorization', admin);
    expect(despues.headers['content-range']).toBe(antes.headers['content-range']);
  });

  it('no admite dos aseguradoras con el mismo nombre (sin importar mayúsculas ni tildes)', async () => {
    await registrar({ nombre: 'Famisanar', nombreCorto: 'FAMISANAR' });
    const res = await registrar({ nombre: '  FAMISANAR ', nombreCorto: 'F2' });
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe('Ya existe una aseguradora con ese nombre');
  });

  it('desactiva y activa; repetir la acción es un 409 claro', async () => {
    const { body } = await registrar({ nombre: 'Capresoca', nombreCorto: 'CAPRESOCA' });
    const des = await app.http.post(`/api/eps/${body.id}/desactivar`).set('authorization', admin);
    expect(des.status).toBe(200);
    expect(des.body.estado).toBe(2);
    const otra = await app.http.post(`/api/eps/${body.id}/desactivar`).set('authorization', admin);
    expect(otra.status).toBe(409);
    expect(otra.body.mensaje).toBe('La aseguradora ya está inactiva');
    const act = await app.http.post(`/api/eps/${body.id}/activar`).set('authorization', admin);
    expect(act.body.estado).toBe(1);
  });

  it('dos desactivaciones simultáneas: una gana, la otra recibe 409, ningún cambio se pierde', async () => {
    const { body } = await registrar({ nombre: 'Mutual Ser', nombreCorto: 'MUTUAL SER' });
    const respuestas = await Promise.all([1, 2].map(() => app.http.post(`/api/eps/${body.id}/desactivar`).set('authorization', admin)));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    const eventos = await app.infra.store.leerStream(`eps-${body.id}`);
    expect(eventos.map((e) => e.tipo)).toEqual(['EpsRegistrada', 'EpsDesactivada']);
  });

  it('una aseguradora desconocida es un 404 en español', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await app.http.post(`/api/eps/${id}/desactivar`).set('authorization', admin);
      expect(res.status).toBe(404);
      expect(res.body.mensaje).toBe('No se encontró la aseguradora');
    }
  });

  describe('lista con más filas que una página', () => {
    // 12 insurers whose names order the same under any collation: 'ORDEN 01' … 'ORDEN 12'.
    const nombres = Array.from({ length: 12 }, (_, i) => `ORDEN ${String(i + 1).padStart(2, '0')}`);
    const pagina = (query: Record<string, unknown>) =>
      app.http
        .get('/api/eps')
        .query({ filter: JSON.stringify({ q: 'orden' }), ...query })
        .set('authorization', admin);
    const nombresDe = (res: { body: Array<{ nombre: string }> }) => res.body.map((e) => e.nombre);
    beforeAll(async () => {
      // Registered out of order, so that insertion order cannot pass for sorting.
      for (const n of [...nombres]
        .reverse()
        .filter((_, i) => i % 2 === 0)
        .concat([...nombres].filter((_, i) => i % 2 === 0))) {
        expect((await registrar({ nombre: n, nombreCorto: n })).status).toBe(201);
      }
    });

    it('sin rango responde la página por defecto de la especificación: 7 filas, por nombre ascendente', async () => {
      const res = await pagina({});
      expect(res.status).toBe(200);
      expect(nombresDe(res)).toEqual(nombres.slice(0, 7));
      expect(res.headers['content-range']).toBe('eps 0-6/12');
    });

    it('ordena de verdad en DESC y ASC, y el rango elige la página', async () => {
      const desc = await pagina({ range: JSON.stringify([0, 4]), sort: JSON.stringify(['nombre', 'DESC']) });
      expect(nombresDe(desc)).toEqual(['ORDEN 12', 'ORDEN 11', 'ORDEN 10', 'ORDEN 09', 'ORDEN 08']);
      expect(desc.headers['content-range']).toBe('eps 0-4/12');
      const segunda = await pagina({ range: JSON.stringify([5, 9]), sort: JSON.stringify(['nombre', 'DESC']) });
      expect(nombresDe(segunda)).toEqual(['ORDEN 07', 'ORDEN 06', 'ORDEN 05', 'ORDEN 04', 'ORDEN 03']);
      expect(segunda.headers['content-range']).toBe('eps 5-9/12');
      const ultima = await pagina({ range: JSON.stringify([10, 14]), sort: JSON.stringify(['nombre', 'asc']) });
      expect(nombresDe(ultima)).toEqual(['ORDEN 11', 'ORDEN 12']);
      expect(ultima.headers['content-range']).toBe('eps 10-11/12');
    });

    it('un rango o un orden mal formado es un 400 en español', async () => {
      for (const query of [{ range: 'x' }, { range: '[5,2]' }, { sort: '["nombre","ARRIBA"]' }, { sort: '["__proto__","ASC"]' }]) {
        const res = await pagina(query);
        expect(res.status).toBe(400);
        expect(res.body.mensaje).toMatch(/^Parámetro (range|sort) inválido$/);
      }
    });
  });

  it('un rol sin el permiso de mantenimiento recibe 403 y no escribe', async () => {
    const terapeuta = await app.ingresar('rol2');
    const res = await registrar({ nombre: 'Intrusa', nombreCorto: 'INTRUSA' }, terapeuta);
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toBe('No tiene permiso para realizar esta acción');
    const lista = await app.http
      .get('/api/eps')
      .query({ filter: JSON.stringify({ q: 'Intrusa' }) })
      .set('authorization', admin);
    expect(lista.body).toEqual([]);
  });
});
