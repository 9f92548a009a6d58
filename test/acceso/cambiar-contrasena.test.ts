/**
 * 'Cambiar contraseña' for the signed-in user (issue 8, Also): the current password is required, the
 * administrator form's rules apply, the change ends the user's other sessions and hands this one a
 * fresh token; the event lands in the user's stream and in the audit, never with the hash.
 */
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

describe('Cambiar la contraseña propia', () => {
  let app: AppDePrueba;
  const cambiar = (token: string | null, datos: object) => {
    const req = app.http.post('/api/auth/cambiar-contrasena');
    if (token) req.set('authorization', token);
    return req.send(datos);
  };
  const vigente = async (token: string) => (await app.http.get('/api/auth/permisos').set('authorization', token)).status;
  const login = (password: string) => app.http.post('/api/auth/login').send({ usuario: 'rol9', password });

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
  });
  afterAll(() => app.cerrar());

  it('sin sesión: 401; la ruta está documentada en OpenAPI', async () => {
    expect((await cambiar(null, { actual: 'demo1234', nueva: 'nueva-clave-1' })).status).toBe(401);
    const docs = await app.http.get('/api/docs-json');
    expect(Object.keys(docs.body.paths)).toContain('/api/auth/cambiar-contrasena');
  });

  it('exige la contraseña actual correcta y las reglas del formulario del administrador; nada cambia', async () => {
    const token = await app.ingresar('rol9');
    const mala = await cambiar(token, { actual: 'equivocada', nueva: 'nueva-clave-1' });
    expect(mala.status).toBe(400);
    expect(mala.body).toEqual({ mensaje: 'La contraseña actual no es correcta' });
    const corta = await cambiar(token, { actual: 'demo1234', nueva: 'corta' });
    expect(corta.status).toBe(400);
    expect(corta.body.mensaje).toBe('La contraseña debe tener al menos 8 caracteres');
    const sinActual = await cambiar(token, { nueva: 'nueva-clave-1' });
    expect(sinActual.status).toBe(400);
    expect(sinActual.body.mensaje).toBe('Escriba su contraseña actual');
    const igual = await cambiar(token, { actual: 'demo1234', nueva: 'demo1234' });
    expect(igual.status).toBe(400);
    expect(igual.body.mensaje).toBe('La nueva contraseña debe ser distinta de la actual');
    expect(await vigente(token)).toBe(200);
    expect((await login('demo1234')).status).toBe(200);
    expect(await app.infra.store.leerStream(`usuario-${(await login('demo1234')).body.usuario.id}`)).not.toContainEqual(
      expect.objectContaining({ tipo: 'PasswordCambiada' }),
    );
  });

  it('cambia la contraseña, cierra las otras sesiones y devuelve un token nuevo que sigue vigente', async () => {
    const otraSesion = await app.ingresar('rol9');
    const estaSesion = await app.ingresar('rol9');
    const res = await cambiar(estaSesion, { actual: 'demo1234', nueva: 'nueva-clave-1' });
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe('Contraseña actualizada con éxito! Sus otras sesiones se cerraron.');
    const nuevo = `Bearer ${res.body.token as string}`;
    expect(await vigente(nuevo)).toBe(200);
    expect(await vigente(otraSesion)).toBe(401);
    expect(await vigente(estaSesion)).toBe(401);
    expect((await login('demo1234')).status).toBe(401);
    const entra = await login('nueva-clave-1');
    expect(entra.status).toBe(200);

    const eventos = await app.infra.store.leerStream(`usuario-${entra.body.usuario.id as string}`);
    expect(eventos.at(-1)).toMatchObject({ tipo: 'PasswordCambiada', datos: { propia: true }, metadata: { usuario: 'rol9' } });
    await app.infra.proyecciones.ponerAlDia();
    const auditoria = await app.http
      .get('/api/auditoria')
      .query({ filter: JSON.stringify({ tipo: 'PasswordCambiada', usuario: 'rol9' }) })
      .set('authorization', await app.ingresar('admin'));
    expect(auditoria.body[0]).toMatchObject({ usuario: 'rol9', descripcion: 'Cambió su propia contraseña (se cerraron sus otras sesiones)' });
    expect(JSON.stringify(auditoria.body)).not.toMatch(/argon2|passwordHash/);
  });
});
