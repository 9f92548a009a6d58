import { sql } from 'drizzle-orm';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

// One app per file: a second app in the same process takes over passport's global 'jwt' strategy.
const ipDelUltimoEvento = async (a: AppDePrueba) => {
  const r = (await a.infra.base.db.execute(
    sql`select metadata->>'ip' as ip from eventos where tipo = 'RolCreado' order by posicion desc limit 1`,
  )) as unknown as {
    rows: { ip: string }[];
  };
  return r.rows[0]?.ip;
};

describe('X-Forwarded-For (issue 8 item 4)', () => {
  it('sin TRUST_PROXY se ignora: la auditoría registra la dirección real', async () => {
    const app = await iniciarAppDePrueba('pglite');
    const token = await app.ingresar('admin');
    const res = await app.http.post('/api/roles').set('Authorization', token).set('X-Forwarded-For', '203.0.113.9').send({ nombre: 'Rol del proxy falso' });
    expect(res.status).toBe(201);
    expect(await ipDelUltimoEvento(app)).not.toBe('203.0.113.9');
    const tls = await app.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(tls.headers).not.toHaveProperty('strict-transport-security');
    await app.cerrar();
  });

  it('con TRUST_PROXY de la dirección del proxy se cree lo que reenvía; HSTS solo detrás de TLS', async () => {
    const conProxy = await iniciarAppDePrueba('pglite', { env: { TRUST_PROXY: '127.0.0.1,::1' } });
    try {
      const admin = await conProxy.ingresar('admin');
      const res = await conProxy.http
        .post('/api/roles')
        .set('Authorization', admin)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ nombre: 'Rol tras el proxy' });
      expect(res.status).toBe(201);
      expect(await ipDelUltimoEvento(conProxy)).toBe('203.0.113.9');
      const tls = await conProxy.http.get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await conProxy.cerrar();
    }
  });
});
