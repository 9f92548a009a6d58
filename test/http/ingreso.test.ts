import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();

describe.each(motores)('Ingreso y sesión (%s)', (motor) => {
  let app: AppDePrueba;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
  });
  afterAll(() => app.cerrar());

  it.each([
    ['admin', '/dashboard/avanti'],
    ['rol14', '/dashboard/avanti'],
    ['rol7', '/programacion/programacion-citas'],
    ['rol9', '/programacion/programacion-citas'],
    ['rol8', '/reportes/pacientes'],
    ['rol10', '/historiaClinica/historia'],
    ['rol2', '/diarioCampo/evoluciones'],
    ['rol13', '/diarioCampo/evoluciones'],
  ])('%s entra y aterriza en %s', async (usuario, inicio) => {
    const res = await app.http.post('/api/auth/login').send({ usuario, password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.inicio).toBe(inicio);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.usuario).toMatchObject({ usuario, sede: 'principal' });
    expect(res.body.usuario).not.toHaveProperty('passwordHash');
  });

  it('una contraseña equivocada o un usuario desconocido dan 401 con el mensaje del spec', async () => {
    for (const intento of [
      { usuario: 'admin', password: 'otra' },
      { usuario: 'nadie', password: 'demo1234' },
    ]) {
      const res = await app.http.post('/api/auth/login').send(intento);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ mensaje: 'Usuario o contraseña incorrectos!' });
    }
  });

  it('usuario y contraseña son obligatorios (400 en español)', async () => {
    const res = await app.http.post('/api/auth/login').send({ usuario: '' });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe('El usuario es obligatorio');
    const sinClave = await app.http.post('/api/auth/login').send({ usuario: 'admin' });
    expect(sinClave.body.mensaje).toBe('La contraseña es obligatoria');
  });

  it('un JSON roto es un 400 con mensaje, no un 500', async () => {
    const res = await app.http.post('/api/auth/login').set('content-type', 'application/json').send('{"usuario":');
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it('toda ruta salvo ingreso y salud exige token; uno alterado no sirve', async () => {
    expect((await app.http.get('/api/health')).body).toMatchObject({ status: 'ok' });
    const sin = await app.http.get('/api/eps');
    expect(sin.status).toBe(401);
    expect(sin.body.mensaje).toBe('Sesión no válida o expirada. Inicie sesión de nuevo.');
    const token = await app.ingresar('admin');
    const alterado = `${token.slice(0, -3)}abc`;
    expect((await app.http.get('/api/eps').set('authorization', alterado)).status).toBe(401);
  });

  it('los permisos del rol arman el menú: el administrador ve Acceso, un terapeuta no', async () => {
    const admin = await app.http.get('/api/auth/permisos').set('authorization', await app.ingresar('admin'));
    expect(admin.body).toEqual(
      expect.arrayContaining([{ id: 'mantenimiento.eps', modulo: 'Mantenimiento', submodulo: 'Aseguradoras', ruta: '/mantenimiento/mantenimientoEps' }]),
    );
    const terapeuta = await app.http.get('/api/auth/permisos').set('authorization', await app.ingresar('rol2'));
    const modulos = new Set(terapeuta.body.map((p: { modulo: string }) => p.modulo));
    expect(modulos.has('Acceso')).toBe(false);
    expect(terapeuta.body.map((p: { id: string }) => p.id)).toContain('capacidad.mi-espacio');
  });

  it('OpenAPI se publica en /api/docs-json', async () => {
    const res = await app.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/eps', '/api/auth/login', '/api/auditoria']));
  });
});
