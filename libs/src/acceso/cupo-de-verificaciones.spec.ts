import { TurnosDeVerificacion, type Turno } from './cupo-de-verificaciones.js';

const cupo = { porDireccion: 2, total: 3, enEsperaPorDireccion: 2, enEsperaTotal: 3, esperaMaxMs: 50 };
const tomado = (t: Turno) => t.lleno === null;

describe('Turnos para revisar contraseñas', () => {
  it('unos pocos intentos de más esperan su turno y lo reciben en orden; más allá, la respuesta es inmediata', async () => {
    const turnos = new TurnosDeVerificacion(cupo);
    const [a, b] = await Promise.all([turnos.tomar('clinica'), turnos.tomar('clinica')]);
    expect([tomado(a), tomado(b)]).toEqual([true, true]);
    const c = turnos.tomar('clinica');
    const d = turnos.tomar('clinica');
    expect(await turnos.tomar('clinica')).toEqual({ lleno: 'direccion' });
    if (a.lleno === null) a.liberar();
    expect(tomado(await c)).toBe(true);
    expect(turnos.ocupados).toBe(2);
    // Another address uses the last place in total; then the whole process is full.
    const e = await turnos.tomar('sede');
    expect(tomado(e)).toBe(true);
    expect(await Promise.race([d, new Promise((r) => setTimeout(() => r('esperando'), 10))])).toBe('esperando');
    expect(await d).toEqual({ lleno: 'direccion' });
  });

  it('con el proceso lleno, otra dirección espera un momento y recibe 503 si nadie termina', async () => {
    const turnos = new TurnosDeVerificacion(cupo);
    await Promise.all([turnos.tomar('a'), turnos.tomar('b'), turnos.tomar('c')]);
    expect(await turnos.tomar('d')).toEqual({ lleno: 'total' });
  });
});
