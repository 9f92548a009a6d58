import { JwtService } from '@nestjs/jwt';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfiguracionInvalida, leerConfiguracion, leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { exigirEnCI } from '../support/bases-de-datos.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';

const ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const cargaDe = (bearer: string) => JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

let app: AppDePrueba;
let token: string;
beforeAll(async () => {
  app = await iniciarAppDePrueba('pglite', { demo: true });
  token = await app.ingresar('admin');
});
afterAll(() => app.cerrar());

describe('Tokens (issue 8 item 1)', () => {
  it('un token firmado sin exp no abre sesión; el mismo con exp sí', async () => {
    const { exp: _exp, iat: _iat, ...carga } = cargaDe(token.slice('Bearer '.length));
    const jwt = new JwtService({ secret: SECRETO_JWT_DE_PRUEBAS });
    const sinExp = jwt.sign(carga);
    expect(cargaDe(sinExp)).not.toHaveProperty('exp');
    const res = await app.http.get('/api/auth/permisos').set('Authorization', `Bearer ${sinExp}`);
    expect(res.status).toBe(401);
    expect(res.body.mensaje).toBe('Sesión no válida o expirada. Inicie sesión de nuevo.');
    const conExp = jwt.sign(carga, { expiresIn: '5m' });
    expect((await app.http.get('/api/auth/permisos').set('Authorization', `Bearer ${conExp}`)).status).toBe(200);
  });

  it('los tokens emitidos llevan exp', () => {
    expect(typeof cargaDe(token.slice('Bearer '.length)).exp).toBe('number');
  });

  it('el modo embebido no firma con una clave del código: secreto aleatorio en DATA_DIR, solo legible por su dueño', () => {
    const datos = mkdtempSync(join(tmpdir(), 'avanti-secreto-'));
    const a = leerConfiguracion({ DATA_DIR: datos });
    const b = leerConfiguracion({ DATA_DIR: datos });
    const otra = leerConfiguracion({ DATA_DIR: mkdtempSync(join(tmpdir(), 'avanti-secreto-')) });
    expect(a.jwtSecret).not.toBe('avanti-embebido-solo-local');
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(otra.jwtSecret).not.toBe(a.jwtSecret);
    expect(statSync(join(datos, 'secreto-jwt')).mode & 0o777).toBe(0o600);
  });

  it('un token firmado con la antigua clave del código no entra', async () => {
    const { exp: _exp, iat: _iat, ...carga } = cargaDe(token.slice('Bearer '.length));
    const falso = new JwtService({ secret: 'avanti-embebido-solo-local' }).sign(carga, { expiresIn: '5m' });
    expect((await app.http.get('/api/auth/permisos').set('Authorization', `Bearer ${falso}`)).status).toBe(401);
  });
});

describe('Configuración en un solo lugar (issue 14)', () => {
  it('escucha en 127.0.0.1 salvo HOST; TRUST_PROXY vacío por defecto y validado', () => {
    const base = { JWT_SECRET: SECRETO_JWT_DE_PRUEBAS, DATA_DIR: mkdtempSync(join(tmpdir(), 'avanti-conf-')) };
    expect(leerConfiguracion(base).host).toBe('127.0.0.1');
    expect(leerConfiguracion({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(leerConfiguracion(base).proxiesDeConfianza).toEqual([]);
    expect(leerConfiguracion({ ...base, TRUST_PROXY: '10.0.0.5, 192.168.1.0/24' }).proxiesDeConfianza).toEqual(['10.0.0.5', '192.168.1.0/24']);
    expect(() => leerConfiguracion({ ...base, TRUST_PROXY: 'todos' })).toThrow(ConfiguracionInvalida);
    expect(() => leerConfiguracion({ ...base, WORKERS_CONCURRENCY: '0' })).toThrow(ConfiguracionInvalida);
  });

  it('workers y proyecciones no necesitan ni inventan un secreto de tokens', () => {
    const config = leerConfiguracionSinTokens({ DATABASE_URL: 'postgres://x@127.0.0.1/y', HEALTH_PORT: '3009' });
    expect(config).not.toHaveProperty('jwtSecret');
    expect(config.puertoSalud).toBe(3009);
    expect(() => leerConfiguracion({ DATABASE_URL: 'postgres://x@127.0.0.1/y' })).toThrow('JWT_SECRET es obligatorio');
  });
});

describe('Encabezados y estáticos (issue 8 item 8)', () => {
  it('las respuestas de la api llevan las protecciones y no se guardan en caché', async () => {
    const res = await app.http.get('/api/eps').set('Authorization', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers).not.toHaveProperty('x-powered-by');
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('un POST fuera de la api y una dirección enorme responden JSON en español', async () => {
    const post = await app.http.post('/no-existe').send({ a: 1 });
    expect(post.status).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
    expect(post.body.mensaje).toBe('NO SE ENCONTRARON REGISTROS');
    const largo = await app.http.get(`/api/eps?q=${'a'.repeat(17 * 1024)}`);
    expect(largo.status).toBe(431);
    expect(largo.body.mensaje).toBe('La dirección de la solicitud es demasiado larga');
  });

  it('un cuerpo enorme o anidado al ingresar responde 400/413 rápido, con pocos errores', async () => {
    const inicio = performance.now();
    const anidado = await app.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('['.repeat(1000) + ']'.repeat(1000));
    const claves = await app.http
      .post('/api/eps')
      .set('Authorization', token)
      .send(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])));
    const lista = await app.http
      .post('/api/eps')
      .set('Authorization', token)
      .send({ nombre: 'X', nombreCorto: 'X', extra: Array.from({ length: 900 }, (_, i) => i) });
    expect(performance.now() - inicio).toBeLessThan(2000);
    expect([400, 413]).toContain(anidado.status);
    expect(claves.status).toBe(400);
    expect(claves.body.mensaje).toBe('La solicitud tiene demasiados campos');
    expect(lista.status).toBe(400);
    expect((lista.body.errores ?? []).length).toBeLessThanOrEqual(20);
  });

  const conAdmin = exigirEnCI('el admin compilado (admin/dist)', existsSync(join(ADMIN_DIST, 'index.html')) && existsSync(join(ADMIN_DIST, 'assets')));
  (conAdmin ? it : it.skip)('los archivos con hash del admin van comprimidos y con caché larga; index.html sin caché', async () => {
    const js = readdirSync(join(ADMIN_DIST, 'assets')).find((f) => f.endsWith('.js') && statSync(join(ADMIN_DIST, 'assets', f)).size > 2048)!;
    const br = await app.http.get(`/assets/${js}`).set('Accept-Encoding', 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.http.get(`/assets/${js}`).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBeLessThan(statSync(join(ADMIN_DIST, 'assets', js)).size);
    for (const ruta of ['/', '/mantenimiento/mantenimientoEps']) {
      const indice = await app.http.get(ruta);
      expect(indice.status).toBe(200);
      expect(indice.headers['content-type']).toMatch(/text\/html/);
      expect(indice.headers['cache-control']).toBe('no-cache');
      expect(indice.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    }
    expect((await app.http.get('/assets/no-existe.js')).status).toBe(404);
  });
});
