import { COSTO_DE_PRODUCCION, Contrasenas } from './contrasenas.js';

describe('Contraseñas', () => {
  it('en producción cifra con argon2id de 64 MiB, 3 pasadas y 4 carriles', async () => {
    const hash = await new Contrasenas().cifrar('clave-de-prueba');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(COSTO_DE_PRODUCCION).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
  });

  it('comprueba con el costo guardado en el hash, y sin hash (usuario desconocido) nunca coincide, ni con la clave del señuelo', async () => {
    const barata = new Contrasenas({ memoryCost: 4096, timeCost: 2, parallelism: 1 });
    const cara = await new Contrasenas().cifrar('clave-1');
    expect(await barata.coincide(cara, 'clave-1')).toBe(true);
    expect(await barata.coincide(cara, 'clave-2')).toBe(false);
    expect(await barata.coincide(undefined, 'señuelo-avanti')).toBe(false);
    expect(await barata.coincide(null, 'clave-1')).toBe(false);
    expect(await barata.coincide('no es un hash', 'clave-1')).toBe(false);
  });
});
