import { claseDelError, errorSinDatos } from './error-sin-datos.js';

describe('errorSinDatos', () => {
  it('keeps the class, the cause and its SQLSTATE, and the frames, never the message', () => {
    const causa = Object.assign(new Error('duplicate key value (numero_documento)=(1020304050)'), { code: '23505' });
    const error = new Error('Failed query: insert into pacientes ... params: Ana,Gómez,1020304050,$argon2id$v=19$m=65536', { cause: causa });
    const linea = errorSinDatos(error);
    expect(linea).toMatch(/^Error \(causa Error código 23505\)/);
    expect(linea).toMatch(/\n\s+at /);
    for (const dato of ['1020304050', 'Gómez', 'argon2', 'Failed query', 'duplicate']) expect(linea).not.toContain(dato);
  });
});

describe('claseDelError', () => {
  it('the class and SQLSTATE of the error and of its cause, no message and no frames', () => {
    const directo = Object.assign(new Error('new row violates check constraint, Failing row contains (Ana, 1020304050)'), { code: '23514' });
    expect(claseDelError(directo)).toBe('Error código 23514');
    expect(claseDelError(new TypeError('x', { cause: directo }))).toBe('TypeError (causa Error código 23514)');
  });
});
