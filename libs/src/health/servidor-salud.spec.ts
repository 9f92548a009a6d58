import type { AddressInfo } from 'node:net';
import { direccionDeSalud, iniciarServidorSalud, type RespuestaSalud } from './servidor-salud.js';

describe('servidor de salud de los procesos', () => {
  const consultar = async (revisar?: () => Promise<RespuestaSalud>, ruta = '/health') => {
    const servidor = iniciarServidorSalud(0, '127.0.0.1', revisar);
    await new Promise((r) => servidor.once('listening', r));
    // Bound to the host it is given (HOST), not to every interface.
    expect(direccionDeSalud(servidor)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/health$/);
    try {
      const res = await fetch(`http://127.0.0.1:${(servidor.address() as AddressInfo).port}${ruta}`);
      return { status: res.status, body: await res.json() };
    } finally {
      servidor.close();
    }
  };

  it('sin revisión responde 200 ok; con revisión, su código y su cuerpo; si la revisión falla, 503', async () => {
    expect(await consultar()).toEqual({ status: 200, body: { status: 'ok' } });
    const atascado = { status: 'atascado', proyectores: [{ nombre: 'auditoria', atascado: true }] };
    expect(await consultar(async () => ({ codigo: 503, cuerpo: atascado }))).toEqual({ status: 503, body: atascado });
    expect(await consultar(() => Promise.reject(new Error('sin base')))).toEqual({
      status: 503,
      body: { status: 'error', mensaje: 'No se pudo consultar el estado' },
    });
    expect((await consultar(undefined, '/otra')).status).toBe(404);
  });
});
