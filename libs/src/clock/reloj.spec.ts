import { fechaHoraNegocio, fechaNegocio, hoy, relojFijo } from './reloj.js';

describe('hoy en Bogotá (UTC−5 todo el año)', () => {
  it.each([
    // Bogotá's midnight is 05:00 UTC: the instant before it is still the previous day.
    ['2026-11-25T04:59:00Z', '2026-11-24'],
    ['2026-11-25T04:59:59.999Z', '2026-11-24'],
    ['2026-11-25T05:00:00Z', '2026-11-25'],
    ['2026-11-25T23:59:59Z', '2026-11-25'],
    // New year's eve and a leap day, on both sides of midnight.
    ['2027-01-01T04:30:00Z', '2026-12-31'],
    ['2027-01-01T05:00:00Z', '2027-01-01'],
    ['2028-03-01T04:00:00Z', '2028-02-29'],
    // The weekends the United States and Europe change their clocks: Bogotá does not.
    ['2026-03-08T04:59:00Z', '2026-03-07'],
    ['2026-03-08T05:00:00Z', '2026-03-08'],
    ['2026-10-25T04:59:00Z', '2026-10-24'],
    ['2026-11-01T05:00:00Z', '2026-11-01'],
  ])('%s es %s en Bogotá', (instante, fecha) => {
    expect(fechaNegocio(new Date(instante))).toBe(fecha);
    expect(hoy(relojFijo(instante))).toBe(fecha);
  });

  it('la hora de pared es la de UTC menos 5 horas en cualquier mes (sin horario de verano)', () => {
    for (let mes = 0; mes < 12; mes++) {
      const instante = new Date(Date.UTC(2026, mes, 15, 17, 5));
      expect(fechaHoraNegocio(instante)).toBe(`2026-${String(mes + 1).padStart(2, '0')}-15T12:05`);
    }
  });

  it('la medianoche se escribe 00:00, no 24:00', () => {
    expect(fechaHoraNegocio(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25T00:00');
    expect(fechaHoraNegocio(new Date('2026-11-25T04:59:00Z'))).toBe('2026-11-24T23:59');
  });

  it('no depende de la zona del proceso', () => {
    const antes = process.env.TZ;
    try {
      for (const zona of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
        process.env.TZ = zona;
        expect(fechaNegocio(new Date('2026-11-25T04:59:00Z'))).toBe('2026-11-24');
        expect(fechaHoraNegocio(new Date('2026-11-25T04:59:00Z'))).toBe('2026-11-24T23:59');
      }
    } finally {
      process.env.TZ = antes;
    }
  });
});
