import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();

describe.each(motores)('Auditoría (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
  });
  afterAll(() => app.cerrar());

  const auditoria = async (filtro: object, token = admin) => {
    await app.infra.proyecciones.ponerAlDia();
    return app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify(filtro), sort: JSON.stringify(['posicion', 'DESC']) })
      .set('authorization', token);
  };

  it('registra quién creó y desactivó una aseguradora, con rol, sede, IP y descripción en español', async () => {
    const { body } = await app.http
      .post('/api/eps')
      .set('authorization', admin)
      .set('x-correlation-id', 'corr-123')
      .send({ nombre: 'Asmet Salud', nombreCorto: 'ASMET' });
    await app.http.post(`/api/eps/${body.id}/desactivar`).set('authorization', admin);
    const res = await auditoria({ registroId: body.id });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('auditoria 0-1/2');
    expect(res.body.map((e: { tipo: string }) => e.tipo)).toEqual(['EpsDesactivada', 'EpsRegistrada']);
    expect(res.body[1]).toMatchObject({
      registroId: body.id,
      usuario: 'admin',
      rol: 'Administrador',
      rolId: 1,
      sede: 'Sede Principal',
      descripcion: 'Registró la aseguradora Asmet Salud',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(res.body[0].descripcion).toBe('Desactivó la aseguradora Asmet Salud');
    const [evento] = await app.infra.store.leerStream(`eps-${body.id}`);
    expect(evento.metadata).toMatchObject({ correlacionId: 'corr-123', usuario: 'admin', rol: 1, sede: 'principal', versionEsquema: 1 });
  });

  it('filtra por usuario, tipo y fechas; rechaza un rango invertido', async () => {
    const porTipo = await auditoria({ tipo: 'EpsDesactivada', usuario: 'adm' });
    expect(porTipo.body.length).toBeGreaterThan(0);
    expect(porTipo.body.every((e: { tipo: string; usuario: string }) => e.tipo === 'EpsDesactivada' && e.usuario === 'admin')).toBe(true);
    const futuro = await auditoria({ desde: '2999-01-01' });
    expect(futuro.body).toEqual([]);
    const invertido = await auditoria({ desde: '2026-02-01', hasta: '2026-01-01' });
    expect(invertido.status).toBe(400);
    expect(invertido.body.mensaje).toBe('La fecha final no puede se menor a la fecha inicial');
  });

  it('nunca muestra el hash de una contraseña', async () => {
    const res = await auditoria({ tipo: 'UsuarioRegistrado' });
    expect(res.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('registra los ingresos fallidos', async () => {
    await app.http.post('/api/auth/login').send({ usuario: 'rol8', password: 'mala' });
    const res = await auditoria({ tipo: 'IngresoFallido' });
    expect(res.body[0]).toMatchObject({ registroId: 'rol8', descripcion: 'Intento de ingreso fallido para rol8 (contraseña incorrecta)' });
  });

  it('solo los roles con el permiso de auditoría la leen', async () => {
    const res = await auditoria({}, await app.ingresar('rol14'));
    expect(res.status).toBe(403);
  });
});
