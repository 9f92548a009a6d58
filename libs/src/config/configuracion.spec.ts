import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfiguracionInvalida, leerConfiguracion } from './configuracion.js';

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
    const fuera = (valor: string) =>
      `JWT_EXPIRES_IN inválido: ${valor}. Indique un número con su unidad (s, m, h o d) de como máximo 12h, por ejemplo 8h.`;
    for (const valor of ['99999d', '13h', '721m', '1d', '43201s', '0h', '3600', 'ocho horas']) {
      expect(() => leerConfiguracion({ ...servido, JWT_EXPIRES_IN: valor })).toThrow(new ConfiguracionInvalida(fuera(valor)));
    }
    expect(leerConfiguracion(servido).jwtDuracion).toBe('8h');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: '12h' }).jwtDuracion).toBe('12h');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: ' 720 m ' }).jwtDuracion).toBe('720m');
    expect(leerConfiguracion({ ...servido, JWT_EXPIRES_IN: '15m' }).jwtDuracion).toBe('15m');
  });
});
