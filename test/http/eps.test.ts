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
    expect(detalle.body).toEqual({ id: res.body.id, nombre: 'Salud Total EPS', nombreCorto: 'SALUD TOTAL', nit: '800130907-4', tipo: 1, regimen: 1, estado: 1 });
    const lista = await app.http.get('/api/eps').query({ filter: JSON.stringify({ q: 'salud total' }) }).set('authorization', admin);
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

  it('pagina, ordena y cuenta como ra-data-simple-rest', async () => {
    const res = await app.http
      .get('/api/eps')
      .query({ range: JSON.stringify([0, 4]), sort: JSON.stringify(['nombre', 'DESC']) })
      .set('authorization', admin);
    expect(res.body).toHaveLength(5);
    const total = Number(/\/(\d+)$/.exec(res.headers['content-range'])![1]);
    expect(res.headers['content-range']).toBe(`eps 0-4/${total}`);
    const nombres = res.body.map((e: { nombre: string }) => e.nombre);
    expect([...nombres].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'variant' }))).toHaveLength(5);
    const malo = await app.http.get('/api/eps').query({ range: 'x' }).set('authorization', admin);
    expect(malo.status).toBe(400);
  });

  it('un rol sin el permiso de mantenimiento recibe 403 y no escribe', async () => {
    const terapeuta = await app.ingresar('rol2');
    const res = await registrar({ nombre: 'Intrusa', nombreCorto: 'INTRUSA' }, terapeuta);
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toBe('No tiene permiso para realizar esta acción');
    const lista = await app.http.get('/api/eps').query({ filter: JSON.stringify({ q: 'Intrusa' }) }).set('authorization', admin);
    expect(lista.body).toEqual([]);
  });
});
