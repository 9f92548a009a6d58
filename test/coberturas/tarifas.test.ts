import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();

describe.each(motores)('Tarifas: aseguradora × especialidad (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let eps: { id: string; nombre: string };
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
    eps = (await app.http.get('/api/eps').query({ range: '[0,0]' }).set('authorization', admin)).body[0];
  });
  afterAll(() => app.cerrar());

  it('registra, lista, rechaza la segunda del mismo par y actualiza; la auditoría lo cuenta', async () => {
    const res = await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 2, tarifa: 45000, copago: 4500 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      eps: eps.id,
      epsNombre: eps.nombre,
      especialidad: 2,
      especialidadNombre: 'Fisioterapia',
      tarifa: 45000,
      copago: 4500,
      mensaje: 'Tarifa registrada con éxito',
    });
    const lista = await app.http
      .get('/api/tarifas')
      .query({ filter: JSON.stringify({ eps: eps.id }) })
      .set('authorization', admin);
    expect(lista.body).toEqual([
      { id: res.body.id, eps: eps.id, epsNombre: eps.nombre, especialidad: 2, especialidadNombre: 'Fisioterapia', tarifa: 45000, copago: 4500 },
    ]);

    const repetida = await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 2, tarifa: 1 });
    expect(repetida.status).toBe(409);
    expect(repetida.body.mensaje).toBe('Ya existe una tarifa para esta aseguradora y especialidad: edítela');
    const sinTarifa = await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 3, tarifa: 'mucho' });
    expect(sinTarifa.status).toBe(400);
    expect(sinTarifa.body.mensaje).toBe('La tarifa debe ser un valor numérico en pesos, sin decimales');

    const put = await app.http.put(`/api/tarifas/${res.body.id}`).set('authorization', admin).send({ tarifa: 50000, copago: 5000 });
    expect(put.status).toBe(200);
    const leida = (await app.http.get(`/api/tarifas/${res.body.id}`).set('authorization', admin)).body;
    expect(leida).toMatchObject({ tarifa: 50000, copago: 5000 });
    expect(put.body).toEqual({ ...leida, mensaje: 'Tarifa actualizada con éxito' });

    await app.infra.proyecciones.ponerAlDia();
    const auditoria = await app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify({ registroId: res.body.id }) })
      .set('authorization', admin);
    expect(auditoria.body.map((e: { descripcion: string }) => e.descripcion)).toContainEqual(
      `Actualizó la tarifa de ${eps.nombre} para Fisioterapia: tarifa de $ 45.000 a $ 50.000, copago de $ 4.500 a $ 5.000`,
    );
  });
});
