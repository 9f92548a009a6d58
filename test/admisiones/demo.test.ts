import { count, countDistinct } from 'drizzle-orm';
import { acudientes, motivosIngreso, pacientes } from '@avanti/libs/database/schema/index';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

describe('Datos de demostración de admisiones', () => {
  let app: AppDePrueba;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
  });
  afterAll(async () => {
    await app.cerrar();
  });

  it('siembra 300 pacientes en las tres sedes, con acudiente y motivo; el rol 1 los ve todos', async () => {
    const db = app.infra.base.db;
    const porSede = await db.select({ sede: pacientes.sede, n: count() }).from(pacientes).groupBy(pacientes.sede);
    expect(Object.fromEntries(porSede.map((f) => [f.sede, Number(f.n)]))).toEqual({ principal: 100, norte: 100, sur: 100 });
    const [{ conAcudiente }] = await db.select({ conAcudiente: countDistinct(acudientes.pacienteId) }).from(acudientes);
    const [{ conMotivo }] = await db.select({ conMotivo: countDistinct(motivosIngreso.pacienteId) }).from(motivosIngreso);
    expect([Number(conAcudiente), Number(conMotivo)]).toEqual([300, 300]);
    const admin = await app.ingresar('admin');
    const c = await app.http.get('/api/pacientes/contadores').set('authorization', admin);
    expect(c.body).toEqual({ activos: 270, inactivos: 30, todos: 300 });
    const rol7 = await app.ingresar('rol7');
    const propios = await app.http.get('/api/pacientes/contadores').set('authorization', rol7);
    expect(propios.body.todos).toBe(100);
  });
});
