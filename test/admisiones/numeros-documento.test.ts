/**
 * Issue 9 point 5: document numbers are checked by their type (CC and TI digits only with sensible
 * lengths, PA and CE letters and digits) and phones are digits, on the server as in the admin, with
 * the same Spanish messages on the field (`errores`). A refused request changes nothing.
 */
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { acudienteValido, pacienteValido } from './ayudas.js';

describe('números de documento y teléfonos (pglite)', () => {
  let app: AppDePrueba;
  let admin: string;

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    admin = await app.ingresar('admin');
  }, 60_000);
  afterAll(async () => app?.cerrar());

  const admitir = (datos: object) => app.http.post('/api/pacientes').set('authorization', admin).send(datos);

  it.each([
    ['CC', '10203A4050', 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos'],
    ['CC', '12345678901', 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos'],
    ['CC', '1020-3040', 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos'],
    ['TI', 'AB778899', 'La tarjeta de identidad solo admite números, de 6 a 11 dígitos'],
    ['TI', '12345', 'La tarjeta de identidad solo admite números, de 6 a 11 dígitos'],
    ['PA', 'AB-12345', 'El pasaporte solo admite letras y números, de 4 a 16 caracteres'],
    ['CE', 'E 12345', 'La cédula de extranjería solo admite letras y números, de 3 a 15 caracteres'],
  ])('%s %s: 400 en el campo numeroDocumento', async (tipoDocumento, numeroDocumento, mensaje) => {
    const res = await admitir(pacienteValido({ tipoDocumento, numeroDocumento }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ mensaje, errores: [{ campo: 'numeroDocumento', mensaje }] });
    const lista = await app.http
      .get('/api/pacientes')
      .query({ filter: JSON.stringify({ q: numeroDocumento.slice(0, 6) }) })
      .set('authorization', admin);
    expect(lista.body).toEqual([]);
  });

  it.each([
    ['CC', ' 1020304050 '],
    ['TI', '10203040506'],
    ['PA', 'ab1234567'],
    ['CE', 'E123456'],
    ['RC', 'AB-778899'],
  ])('%s %s se admite', async (tipoDocumento, numeroDocumento) => {
    expect((await admitir(pacienteValido({ tipoDocumento, numeroDocumento }))).status).toBe(201);
  });

  it('teléfonos del paciente y del acompañante: solo números', async () => {
    for (const campo of ['telefono', 'telefonoAcompanante']) {
      const res = await admitir(pacienteValido({ [campo]: '300-ABC-1234' }));
      expect(res.status).toBe(400);
      expect(res.body.errores).toEqual([{ campo, mensaje: 'El teléfono solo admite números, de 7 a 15 dígitos' }]);
    }
    expect((await admitir(pacienteValido({ telefono: '300 123 4567', telefonoAcompanante: '6015551234' }))).status).toBe(201);
  });

  it('el acudiente: documento según su tipo y teléfono solo con números', async () => {
    const paciente = await admitir(pacienteValido());
    const registrar = (datos: object) => app.http.post(`/api/pacientes/${paciente.body.id}/acudientes`).set('authorization', admin).send(datos);
    const mal = await registrar(acudienteValido({ telefono: 'tres cero cero' }));
    expect(mal.status).toBe(400);
    expect(mal.body.errores).toEqual([{ campo: 'telefono', mensaje: 'El teléfono solo admite números, de 7 a 15 dígitos' }]);
    const cedula = await registrar(acudienteValido({ numeroDocumento: 'X52111222' }));
    expect(cedula.body.errores).toEqual([{ campo: 'numeroDocumento', mensaje: 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos' }]);
    expect((await registrar(acudienteValido())).status).toBe(201);
  });
});
