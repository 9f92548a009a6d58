import { esFechaIso, leerFechaIso } from './fecha-iso.js';

describe('leerFechaIso', () => {
  it.each(['0001-01-01', '0099-12-31', '1999-02-28', '2024-02-29', '2026-11-25', '9999-12-31'])('%s es una fecha', (f) => {
    expect(leerFechaIso(f)).toBe(f);
  });

  it.each([
    '0000-01-01',
    '10000-01-01',
    '2026-00-15',
    '2026-13-15',
    '2026-02-00',
    '2026-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-1-15',
    '2026-01-15T00:00:00Z',
    ' 2026-01-15',
    '+002026-01-15',
    '２０２６-01-15',
    '',
  ])('%s no es una fecha', (f) => {
    expect(leerFechaIso(f)).toBeNull();
    expect(esFechaIso(f)).toBe(false);
  });

  it.each([null, undefined, 20260115, {}, ['2026-01-15'], new Date()])('%p no es texto: no es una fecha, y no lanza', (v) => {
    expect(leerFechaIso(v)).toBeNull();
  });
});
