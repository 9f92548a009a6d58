import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfiguracionInvalida, leerConfiguracion, leerRegistro } from './configuracion.js';

describe('JWT_SECRET y JWT_EXPIRES_IN (issue 23, punto 9)', () => {
  const servido = { DATABASE_URL: 'postgres://avanti@127.0.0.1:5432/avanti', JWT_SECRET: randomBytes(32).toString('base64') };
  const debil = 'JWT_SECRET es demasiado débil: debe tener al menos 32 bytes aleatorios. Genere uno con `openssl rand -base64 48` y defínalo en JWT_SECRET.';

  it('el modo servido no arranca con un secreto corto o uniforme, y el mensaje no lo repite', () => {
    for (const secreto of ['a', 'secreto-de-pruebas', 'x'.repeat(64), 'abababababababababababababababab']) {
      expect(() => leerConfiguracion({ ...servido, JWT_SECRET: secreto })).toThrow(new ConfiguracionInvalida(debil));
    }
    expect(leerConfiguracion(servido).jwtSecret).toBe(servido.JWT_SECRET);
    expect(leerConfiguracion({ ...servido, JWT_SECRET: randomBytes(32).toString('hex') }).jwtSecret).toHaveLength(64);
  });

  it('un JWT_SECRET dado en modo embebido sigue la misma regla; sin él, la clave aleatoria de DATA_DIR', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'avanti-config-'));
    expect(() => leerConfiguracion({ DATA_DIR, JWT_SECRET: 'a' })).toThrow(debil);
    expect(leerConfiguracion({ DATA_DIR }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('la vigencia del token lleva unidad y no pasa de 12 horas', () => {
    const fuera = (valor: string) => `JWT_EXPIRES_IN inválido: ${valor}. Indique un número con su unidad (s, m, h o d) de como máximo 12h, por ejemplo 8h.`;
    for (const valor of ['99999d', '13h', '721m', '1d', '43201s', '0h', '3600', 'ocho horas']) {
      expect(() => leerConfiguracion({ ...servido, JWT_EXPIRES_IN: valor })).toThrow(new ConfiguracionInvalida(fuera(valor)));
    }
    expect(leerConfiguracion(servido).jwtDuracion).toBe('8h');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: '12h' }).jwtDuracion).toBe('12h');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: ' 720 m ' }).jwtDuracion).toBe('720m');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: '15m' }).jwtDuracion).toBe('15m');
  });
});

describe('secretos desde archivos (X_FILE, issue 24)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'avanti-secretos-'));
  const archivo = (nombre: string, contenido: string) => {
    const ruta = join(dir, nombre);
    writeFileSync(ruta, contenido);
    return ruta;
  };
  const secreto = randomBytes(32).toString('base64');

  it('JWT_SECRET_FILE, PGPASSWORD_FILE, ADMIN_PASSWORD_FILE y METRICS_TOKEN_FILE se leen sin su salto de línea final', () => {
    const config = leerConfiguracion({
      DATABASE_URL: 'postgres://avanti@postgres:5432/avanti',
      PGPASSWORD_FILE: archivo('pg', 'clave con/espacios@\n'),
      JWT_SECRET_FILE: archivo('jwt', `${secreto}\n`),
      ADMIN_PASSWORD_FILE: archivo('admin', 'Admin-Clave-1\n'),
      METRICS_TOKEN_FILE: archivo('metricas', '0123456789abcdef0123\n'),
    });
    expect(config.jwtSecret).toBe(secreto);
    expect(config.adminPassword).toBe('Admin-Clave-1');
    expect(config.tokenMetricas).toBe('0123456789abcdef0123');
    expect(new URL(config.databaseUrl!).password).toBe(encodeURIComponent('clave con/espacios@'));
    expect(decodeURIComponent(new URL(config.databaseUrl!).password)).toBe('clave con/espacios@');
  });

  it('la variable y su _FILE a la vez, un archivo que falta o vacío: no arranca, sin repetir el secreto', () => {
    const servido = { DATABASE_URL: 'postgres://avanti@postgres:5432/avanti' };
    expect(() => leerConfiguracion({ ...servido, JWT_SECRET: secreto, JWT_SECRET_FILE: archivo('jwt2', secreto) })).toThrow(
      new ConfiguracionInvalida('Defina JWT_SECRET o JWT_SECRET_FILE, no las dos'),
    );
    expect(() => leerConfiguracion({ ...servido, JWT_SECRET_FILE: join(dir, 'no-existe') })).toThrow(/JWT_SECRET_FILE: no se pudo leer .*no-existe \(ENOENT\)/);
    expect(() => leerConfiguracion({ ...servido, JWT_SECRET_FILE: archivo('vacio', '\n') })).toThrow(/está vacío/);
    expect(() => leerConfiguracion({ ...servido, JWT_SECRET: secreto, METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN es demasiado débil/);
  });

  it('DATABASE_READ_URL (o su _FILE) nombra la réplica de lectura, con la clave de PGPASSWORD; REPLICA_RETRASO_MAXIMO_MS 5000 por defecto', () => {
    const servido = { DATABASE_URL: 'postgres://avanti@postgres:5432/avanti', JWT_SECRET: secreto };
    expect(leerConfiguracion(servido)).toMatchObject({ databaseReadUrl: undefined, retrasoMaximoReplicaMs: 5000 });
    const config = leerConfiguracion({
      ...servido,
      DATABASE_READ_URL_FILE: archivo('lectura', 'postgres://avanti@replica:5432/avanti\n'),
      PGPASSWORD: 'clave',
      REPLICA_RETRASO_MAXIMO_MS: '1500',
    });
    expect(new URL(config.databaseReadUrl!).host).toBe('replica:5432');
    expect(new URL(config.databaseReadUrl!).password).toBe('clave');
    expect(config.retrasoMaximoReplicaMs).toBe(1500);
    expect(() => leerConfiguracion({ ...servido, DATABASE_READ_URL: 'replica' })).toThrow(/DATABASE_READ_URL inválido/);
    expect(() => leerConfiguracion({ ...servido, REPLICA_RETRASO_MAXIMO_MS: '5s' })).toThrow(/REPLICA_RETRASO_MAXIMO_MS inválido/);
  });

  it('LOG_LEVEL y LOG_PRETTY se validan', () => {
    const base = { DATA_DIR: dir };
    expect(leerConfiguracion({ ...base, LOG_LEVEL: 'DEBUG' }).nivelRegistro).toBe('debug');
    expect(leerConfiguracion(base).nivelRegistro).toBe('info');
    // A process a test starts logs info all the same; only an unconfigured logger under jest defaults to warn.
    expect(leerConfiguracion({ ...base, NODE_ENV: 'test' }).nivelRegistro).toBe('info');
    expect(leerRegistro({ NODE_ENV: 'test' }).sinConfigurar).toBe('warn');
    expect(leerRegistro({ NODE_ENV: 'test', LOG_LEVEL: 'info' }).sinConfigurar).toBe('info');
    expect(() => leerConfiguracion({ ...base, LOG_LEVEL: 'ruidoso' })).toThrow(/LOG_LEVEL inválido: ruidoso/);
    expect(leerConfiguracion({ ...base, LOG_PRETTY: '1' }).registroLegible).toBe(true);
    expect(() => leerConfiguracion({ ...base, LOG_PRETTY: 'si' })).toThrow(/LOG_PRETTY inválido/);
  });
});
